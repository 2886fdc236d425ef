/**
 * Style guide renderers: pure functions from a page path (and the page's query) to a whole HTML document.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Translator } from '../../core/i18n/index.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import { TranslatorProvider } from '../../runtime/ui/i18n-context.tsx';
import { renderErrorPage } from '../../runtime/ui/render.tsx';
import { SAMPLE_FOOTER, SAMPLE_HEADER, SAMPLE_LOCALE, SAMPLE_SITE, SAMPLE_YEAR } from './fixtures.ts';
import { ButtonsPage } from './pages/ButtonsPage.tsx';
import { ComponentsPage } from './pages/ComponentsPage.tsx';
import { EmailLinksPage } from './pages/EmailLinksPage.tsx';
import { IndexPage } from './pages/IndexPage.tsx';
import { InputsPage } from './pages/InputsPage.tsx';
import { ModulesPage } from './pages/ModulesPage.tsx';
import { TokensPage } from './pages/TokensPage.tsx';
import { TypographyPage } from './pages/TypographyPage.tsx';
import { STYLE_GUIDE_INDEX, STYLE_GUIDE_PAGES, type StyleGuidePath, styleGuideHref } from './pages.ts';
import { StyleGuideLayout } from './StyleGuideLayout.tsx';

const DOCTYPE = '<!DOCTYPE html>';

/** What a style guide page is rendered from. */
export interface StyleGuideRenderInput {
  path: StyleGuidePath;
  /** An `en` translator (from `createTranslator`): the components shown use their real strings. */
  t: Translator;
  /** The client bundle's scripts and styles. */
  assets: ClientAssets;
  /** The request's query; only tools/email-links reads it. */
  query: URLSearchParams;
}

/**
 * Renders one style guide page as a whole document in the style guide layout. `/pages/error` is the
 * exception: it is the real error page (`renderErrorPage`) with the sample site, in the default layout,
 * exactly as visitors see it.
 */
export function renderStyleGuidePage(input: StyleGuideRenderInput): string {
  if (input.path === '/pages/error') {
    return renderErrorPage({
      locale: SAMPLE_LOCALE,
      t: input.t,
      site: SAMPLE_SITE,
      header: SAMPLE_HEADER,
      footer: SAMPLE_FOOTER,
      copyrightYear: SAMPLE_YEAR,
      assets: input.assets,
    }).html;
  }
  const page = STYLE_GUIDE_PAGES.find((candidate) => candidate.path === input.path) ?? STYLE_GUIDE_INDEX;
  return (
    DOCTYPE +
    renderToString(
      <TranslatorProvider t={input.t}>
        <StyleGuideLayout title={page.title} current={page.path} assets={input.assets}>
          {body(input)}
        </StyleGuideLayout>
      </TranslatorProvider>,
    )
  );
}

/** Renders the style guide's not-found page: 'Page Not Found: {path}' and a link to the index. */
export function renderStyleGuideNotFound(input: { path: string; assets: ClientAssets }): string {
  return (
    DOCTYPE +
    renderToString(
      <StyleGuideLayout title={`Page Not Found: ${input.path}`} current={null} assets={input.assets}>
        <p>
          The style guide has no such page. <a href={styleGuideHref('/')}>See all style guide pages</a>.
        </p>
      </StyleGuideLayout>,
    )
  );
}

function body(input: StyleGuideRenderInput): ReactNode {
  switch (input.path) {
    case '/buttons':
      return <ButtonsPage />;
    case '/components':
      return <ComponentsPage />;
    case '/inputs':
      return <InputsPage />;
    case '/modules':
      return <ModulesPage />;
    case '/typography':
      return <TypographyPage />;
    case '/tokens':
      return <TokensPage />;
    case '/tools/email-links':
      return <EmailLinksPage query={input.query} />;
    default:
      return <IndexPage />;
  }
}
