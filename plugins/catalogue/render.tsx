/**
 * Rendering of the catalogue pages: pure functions from page props to HTML (ARCHITECTURE "The build"
 * step 5), in the default layout of every page (public-site §2), called by the plugin's views
 * (renderers.ts). A page body is rendered on its own (`renderCatalogueBody`) so that a body fragment
 * several locales share is rendered once per thread (body-cache.ts).
 */
import { renderToString } from 'react-dom/server';
import type { Translator } from '../../core/i18n/index.ts';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { RenderedPage } from '../../core/pipeline/plugin.ts';
import { TranslatorProvider } from '../../runtime/ui/i18n-context.tsx';
import { renderPage } from '../../runtime/ui/render.tsx';
import type { BasePageProps } from '../../runtime/ui/types.ts';
import { CapabilityPage, type CapabilityPageView } from './components/CapabilityPage.tsx';
import { ClassificationPage, type ClassificationPageView } from './components/ClassificationPage.tsx';
import { ProductPage, type ProductPageProps } from './components/ProductPage.tsx';

const _DOCTYPE = '<!DOCTYPE html>';

/** Props every catalogue page renderer takes: the base page props plus the default measurement system. */
export interface CataloguePageProps extends BasePageProps {
  /** The locale's default measurement system, written on `<html data-measurement-system>`. */
  measurementSystem: MeasurementSystem;
}

/** The body of a catalogue page: plain data, so that equal bodies can be recognised by their JSON. */
export type CatalogueBody =
  | { kind: 'classification'; view: ClassificationPageView }
  | { kind: 'product'; props: ProductPageProps }
  | { kind: 'capability'; view: CapabilityPageView };

/**
 * Renders a page body to HTML. Its island ids carry their own prefix, so they never collide with those
 * of the layout around it.
 */
export function renderCatalogueBody(input: { body: CatalogueBody; t: Translator }): string {
  const { body } = input;
  const element =
    body.kind === 'classification' ? (
      <ClassificationPage view={body.view} />
    ) : body.kind === 'product' ? (
      <ProductPage {...body.props} />
    ) : (
      <CapabilityPage view={body.view} />
    );
  return renderToString(<TranslatorProvider t={input.t}>{element}</TranslatorProvider>, {
    identifierPrefix: 'sf-catalogue-',
  });
}

/**
 * Renders a whole catalogue page around a rendered body, `<html>` marked with the locale's default
 * measurement system.
 *
 * @param props.bodyHtml from {@link renderCatalogueBody}, links already localized.
 */
export function renderCataloguePage(props: CataloguePageProps & { bodyHtml: string }): RenderedPage {
  return renderPage(
    props,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by React from our own components.
    <div className="sf-catalogue-body" dangerouslySetInnerHTML={{ __html: props.bodyHtml }} />,
  );
}

/** Renders a classification page (roots included) in one go. */
export function renderClassificationPage(
  props: CataloguePageProps & { classification: ClassificationPageView },
): string {
  return renderWhole(props, { kind: 'classification', view: props.classification });
}

/** Renders a product page in one go. */
export function renderProductPage(props: CataloguePageProps & { product: ProductPageProps }): string {
  return renderWhole(props, { kind: 'product', props: props.product });
}

/** Renders a capability page in one go. */
export function renderCapabilityPage(props: CataloguePageProps & { capability: CapabilityPageView }): string {
  return renderWhole(props, { kind: 'capability', view: props.capability });
}

function renderWhole(props: CataloguePageProps, body: CatalogueBody): string {
  return renderCataloguePage({ ...props, bodyHtml: renderCatalogueBody({ body, t: props.t }) }).html;
}
