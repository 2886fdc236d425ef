import type { ReactNode } from 'react';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import { STYLE_GUIDE_INDEX, STYLE_GUIDE_PAGES, type StyleGuidePath, styleGuideHref } from './pages.ts';

/** URL of the style guide's own layout stylesheet, served by its router. */
export const STYLE_GUIDE_STYLESHEET_HREF = '/style-guide/_assets/style-guide.css';

/** Props of {@link StyleGuideLayout}. */
export interface StyleGuideLayoutProps {
  /** The page's heading and browser title. */
  title: string;
  /** The current page, marked in the navigation; null for a page outside it (not found). */
  current: StyleGuidePath | null;
  /** The client bundle: its fonts to preload, stylesheets (tokens.css, site.css, …) and module scripts. */
  assets: ClientAssets;
  children: ReactNode;
}

/**
 * The style guide's own layout (public-site §2: internal, separate layout, no locale): a whole document
 * in English with a side navigation of its pages instead of the site header and footer. The style guide
 * is an internal tool and English-only, so its own texts are written here rather than translated; the
 * components it shows use their real translations (en). No inline scripts: only the bundle's `src` ones.
 */
export function StyleGuideLayout({ title, current, assets, children }: StyleGuideLayoutProps) {
  return (
    <html lang="en" className="theme-default">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{current === '/' ? title : `${title} | Style guide`}</title>
        {assets.fonts?.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="" href={href} />
        ))}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <link rel="stylesheet" href={STYLE_GUIDE_STYLESHEET_HREF} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body className="sf-style-guide">
        <nav className="sf-style-guide__nav" aria-label="Style guide">
          <a
            className="sf-style-guide__home"
            href={styleGuideHref('/')}
            aria-current={current === '/' ? 'page' : undefined}
          >
            {STYLE_GUIDE_INDEX.title}
          </a>
          <ul className="sf-style-guide__nav-list">
            {STYLE_GUIDE_PAGES.map((page) => (
              <li key={page.path}>
                <a href={styleGuideHref(page.path)} aria-current={page.path === current ? 'page' : undefined}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="content" className="sf-style-guide__main">
          <h1 className="sf-style-guide__title">{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** A titled block of samples on a style guide page. */
export function Section({ title, note, children }: { title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <section className="sf-style-guide__section">
      <h2 className="sf-style-guide__section-title">{title}</h2>
      {note && <p className="sf-style-guide__note">{note}</p>}
      {children}
    </section>
  );
}

/** A row of samples side by side. */
export function Samples({ children }: { children: ReactNode }) {
  return <div className="sf-style-guide__samples">{children}</div>;
}
