import type { ReactNode } from 'react';
import type { BreadcrumbView, FooterView, HeaderView } from '../../core/model/view.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useT } from './i18n-context.tsx';
import type { SiteView } from './types.ts';

/** Props of {@link Layout}. */
export interface LayoutProps {
  site: SiteView;
  header?: HeaderView;
  footer?: FooterView;
  breadcrumbs: BreadcrumbView[];
  /** Year of the copyright line. */
  year: number;
  children: ReactNode;
}

/**
 * The default layout shared by all pages but the style guide (public-site §2): skip link, header,
 * `<main id="content">` holding the breadcrumbs and the page, footer.
 */
export function Layout({ site, header, footer, breadcrumbs, year, children }: LayoutProps) {
  const t = useT();
  return (
    <>
      <a className="sf-skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Header site={site} header={header} />
      {/* tabIndex -1 lets the skip link move keyboard focus into main in every browser. */}
      <main id="content" className="sf-main" tabIndex={-1}>
        <Breadcrumbs items={breadcrumbs} />
        {children}
      </main>
      <Footer site={site} footer={footer} year={year} />
    </>
  );
}
