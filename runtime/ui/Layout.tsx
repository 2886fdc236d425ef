import type { ReactNode } from 'react';
import type { BreadcrumbView } from '../../core/model/view.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { useT } from './i18n-context.tsx';

/**
 * The default layout shared by all pages but the style guide (public-site §2) is, in order: this skip
 * link, the header (`Header.tsx`), {@link Main} and the footer (`Footer.tsx`). render.tsx renders the
 * four apart, so that a page's route payload can carry its main alone (runtime/ui/route-payload.ts).
 */
export function SkipLink() {
  const t = useT();
  return (
    <a className="sf-skip-link" href="#content">
      {t('skipToContent')}
    </a>
  );
}

/** Props of {@link Main}. */
export interface MainProps {
  breadcrumbs: BreadcrumbView[];
  /**
   * Key of the layout around it (skip link, header, footer), as `data-layout`: the navigator swaps
   * only main between two pages with the same key (runtime/client/page-swap.ts).
   */
  layout: string;
  children: ReactNode;
}

/** `<main id="content">` holding the breadcrumbs and the page. */
export function Main({ breadcrumbs, layout, children }: MainProps) {
  return (
    // tabIndex -1 lets the skip link move keyboard focus into main in every browser.
    <main id="content" className="sf-main" tabIndex={-1} data-layout={layout}>
      <Breadcrumbs items={breadcrumbs} />
      {children}
    </main>
  );
}
