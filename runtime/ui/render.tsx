/**
 * Page renderers: pure functions from page props to a complete HTML document string
 * (ARCHITECTURE "The build" step 5). No network access, no global state: the same props always give
 * the same HTML, given `copyrightYear`.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Document } from './Document.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { TranslatorProvider } from './i18n-context.tsx';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RichText } from './RichText.tsx';
import { browserTitle } from './title.ts';
import type { BasePageProps, ContentPageProps, ErrorPageProps, NotFoundPageProps } from './types.ts';

const DOCTYPE = '<!DOCTYPE html>';

/** Renders a content page: its title as `<h1>` and its sanitized rich-text HTML. */
export function renderContentPage(props: ContentPageProps): string {
  return renderPage(
    props,
    <article className="sf-page">
      <h1 className="sf-page__title">{props.page.title}</h1>
      <RichText html={props.page.html} />
    </article>,
  );
}

/** Renders the not-found page, 'Page Not Found: {path}' in the page's language (public-site §2, §8). */
export function renderNotFoundPage(props: NotFoundPageProps): string {
  return renderPage(props, <NotFoundPage path={props.path} homeHref={props.site.homeHref} />);
}

/**
 * Renders the error page (public-site §2 error page). Defaults when not given: breadcrumbs Home then
 * the error title; head with the error title plus brand suffix, no canonical, no alternates.
 */
export function renderErrorPage(props: ErrorPageProps): string {
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

/**
 * Renders `body` in the default layout (public-site §2 "All other pages share one default layout"):
 * document head, header, breadcrumbs, main, footer.
 * @returns the whole document, doctype included.
 */
export function renderPage(props: PageFrameProps, body: ReactNode): string {
  const year = props.copyrightYear ?? new Date().getFullYear();
  const html = renderToString(
    <TranslatorProvider t={props.t}>
      <Document
        locale={props.locale}
        theme={props.site.theme}
        head={props.head}
        assets={props.assets}
        build={props.build}
        measurementSystem={props.measurementSystem}
      >
        <Layout
          site={props.site}
          header={props.header}
          footer={props.footer}
          breadcrumbs={props.breadcrumbs}
          year={year}
        >
          {body}
        </Layout>
      </Document>
    </TranslatorProvider>,
  );
  return DOCTYPE + html;
}
