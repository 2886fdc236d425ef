import type { RenderedPage } from '../../core/pipeline/plugin.ts';
import { Island } from '../../runtime/ui/Island.tsx';
import { renderPage } from '../../runtime/ui/render.tsx';
import type { BasePageProps } from '../../runtime/ui/types.ts';
import { Callback } from './islands/Callback.tsx';
import type { PortalLabels } from './islands/labels.ts';
import { Portal } from './islands/Portal.tsx';
import type { PortalScreenLabels } from './islands/screen-labels.ts';

/** What both portal pages need beyond the base page props. */
export interface PortalView {
  /** The customer-area segment (`mykomax`). */
  portalSegment: string;
  labels: PortalLabels;
  /** The screens' texts; only the portal shell needs them. */
  screenLabels: PortalScreenLabels;
}

/** Props of {@link renderPortalShell} and {@link renderCallbackPage}. */
export type PortalPageProps = BasePageProps & { portal: PortalView };

/**
 * Renders the portal shell (`/{locale}/{portalSegment}`, served for every deeper portal path too;
 * customer-area §2): the portal island, which signs the visitor in and shows the screen its path names.
 *
 * @returns the whole HTML document, doctype included.
 */
export function renderPortalShell(props: PortalPageProps): RenderedPage {
  const { portal, locale } = props;
  return renderPage(
    props,
    <article className="sf-page sf-portal">
      <Island
        name="portal"
        component={Portal}
        props={{
          locale: locale.urlCode,
          portalSegment: portal.portalSegment,
          labels: portal.labels,
          screenLabels: portal.screenLabels,
          sisLocale: locale.sisCode,
        }}
      />
    </article>,
  );
}

/**
 * Renders the login callback page (`/{locale}/callback`; customer-area §2): the callback island, which
 * exchanges the code and goes on to the portal, or shows why it cannot.
 *
 * @returns the whole HTML document, doctype included.
 */
export function renderCallbackPage(props: PortalPageProps): RenderedPage {
  const { portal, locale } = props;
  return renderPage(
    props,
    <article className="sf-page sf-portal">
      <Island
        name="callback"
        component={Callback}
        props={{
          mode: 'redirect',
          locale: locale.urlCode,
          portalSegment: portal.portalSegment,
          labels: portal.labels,
        }}
      />
    </article>,
  );
}
