/**
 * Page renderers: pure functions from page props to a complete HTML document string and its route
 * payload (ARCHITECTURE "The build" step 5). No network access, no global state: the same props always give
 * the same HTML, given `copyrightYear`.
 */
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { localeCodes } from '../../core/locales/locale-codes.ts';
import type { RenderedPage } from '../../core/pipeline/plugin.ts';
import { Document } from './Document.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { TranslatorProvider } from './i18n-context.tsx';
import { Main, SkipLink } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RichText } from './RichText.tsx';
import { ROUTE_PAYLOAD_FORMAT, type RoutePayload } from './route-payload.ts';
import { browserTitle } from './title.ts';
import type { BasePageProps, ContentPageProps, ErrorPageProps, NotFoundPageProps } from './types.ts';

const DOCTYPE = '<!DOCTYPE html>';

/** Renders a content page: its title as `<h1>` and its sanitized rich-text HTML. */
export function renderContentPage(props: ContentPageProps): PageWithPayload {
  return renderPage(
    props,
    <article className="sf-page">
      <h1 className="sf-page__title">{props.page.title}</h1>
      <RichText html={props.page.html} />
    </article>,
  );
}

/** Renders the not-found page, 'Page Not Found: {path}' in the page's language (public-site §2, §8). */
export function renderNotFoundPage(props: NotFoundPageProps): PageWithPayload {
  return renderPage(props, <NotFoundPage path={props.path} homeHref={props.site.homeHref} />);
}

/**
 * Renders the error page (public-site §2 error page). Defaults when not given: breadcrumbs Home then
 * the error title; head with the error title plus brand suffix, no canonical, no alternates.
 */
export function renderErrorPage(props: ErrorPageProps): PageWithPayload {
  const title = props.t('error.title');
  const breadcrumbs = props.breadcrumbs ?? [
    { title: props.t('home'), href: props.site.homeHref },
    { title, href: null },
  ];
  const head = props.head ?? {
    title: browserTitle({ title, brandName: props.site.brand?.name ?? null }),
    canonical: null,
    alternates: [],
  };
  return renderPage({ ...props, breadcrumbs, head }, <ErrorPage />);
}

/** Props of {@link renderPage}: the default layout's, header and footer optional. */
export type PageFrameProps = Omit<BasePageProps, 'header' | 'footer'> &
  Partial<Pick<BasePageProps, 'header' | 'footer'>>;

/** A page in the default layout: its document and its route payload. */
export type PageWithPayload = RenderedPage & { payload: RoutePayload };

/** Text standing for the body in the document's own render; private-use characters, in no content. */
const BODY_SLOT = '\uE000sf-body\uE000';

/**
 * Renders `body` in the default layout (public-site §2 "All other pages share one default layout"):
 * document head, skip link, header, main with the breadcrumbs, footer. The parts render apart, each
 * with its own `useId` prefix (island ids stay unique in the page), so that the route payload can
 * carry main alone, keyed by the layout around it (the locale's code and a hash of skip link, header and footer).
 * @returns the whole document, doctype included, and its route payload (runtime/ui/route-payload.ts).
 */
export function renderPage(props: PageFrameProps, body: ReactNode): PageWithPayload {
  const year = props.copyrightYear ?? new Date().getFullYear();
  const render = (node: ReactNode, identifierPrefix: string) =>
    renderToString(<TranslatorProvider t={props.t}>{node}</TranslatorProvider>, { identifierPrefix });
  const hints: string[] = [];
  // Renders a part of the body and keeps the resource hints React put before it for the head (each
  // once: the header's logo and the page's first image may share a host).
  const renderPart = (node: ReactNode, identifierPrefix: string) => {
    const split = splitResourceHints(render(node, identifierPrefix));
    hints.push(...split.hints);
    return split.part;
  };
  const skipLink = renderPart(<SkipLink />, 's');
  const header = renderPart(
    <Header site={props.site} header={props.header} forms={props.headerForms} />,
    'h',
  );
  const footer = renderPart(<Footer site={props.site} footer={props.footer} year={year} />, 'f');
  // The locale's code and a hash of the markup with its codes masked: the same layout in two countries
  // of a language differs only by the locale's code, as the pages around it do (core/locales/locale-codes.ts).
  const markup = localeCodes(props.locale).mask(`${skipLink}\n${header}\n${footer}`);
  const layout = `${props.locale.urlCode}.${createHash('sha256').update(markup).digest('base64url').slice(0, 16)}`;
  const content = renderPart(
    <Main breadcrumbs={props.breadcrumbs} layout={layout}>
      {body}
    </Main>,
    'c',
  );
  const className = `theme-${props.site.theme.toLowerCase()}`;
  const document = render(
    <Document
      locale={props.locale}
      theme={props.site.theme}
      head={props.head}
      assets={props.assets}
      build={props.build}
      measurementSystem={props.measurementSystem}
    >
      {BODY_SLOT}
    </Document>,
    'd',
  );
  const html =
    DOCTYPE +
    document
      .replace('</head>', () => `${[...new Set(hints)].join('')}</head>`)
      .replace(BODY_SLOT, () => skipLink + header + content + footer);
  const payload: RoutePayload = {
    format: ROUTE_PAYLOAD_FORMAT,
    lang: props.locale.code,
    className,
    measurementSystem: props.measurementSystem ?? null,
    head: props.head,
    build: props.build ?? null,
    styles: props.assets?.styles ?? [],
    scripts: props.assets?.scripts ?? [],
    layout,
    content,
  };
  return { html, payload };
}

/**
 * React's resource hints (react-dom `preconnect` and `preload`, as runtime/ui/Picture.tsx announces an
 * image loaded at once) in a part rendered without `<head>`: React writes them before the part's root
 * element, and a plugin that renders a fragment of its own apart (the catalogue's cached bodies) carries
 * them inside the part. They belong in the document's head, where the browser reads them before the
 * body; the route payload carries `main` without them. Matched as React writes them (`<link
 * rel="preconnect" …/>`, `<link rel="preload" …/>`), wherever they stand in the part.
 */
function splitResourceHints(markup: string): { hints: string[]; part: string } {
  const hints: string[] = [];
  const part = markup.replace(/<link rel="(?:preconnect|preload)" [^>]*\/>/g, (hint) => {
    hints.push(hint);
    return '';
  });
  return { hints, part };
}
