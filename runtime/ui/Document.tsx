import type { ReactNode } from 'react';
import type { Locale } from '../../core/model/locale.ts';
import type { HeadView } from './types.ts';

/** Default stylesheet URL, served from the site's `_assets/` folder. */
export const DEFAULT_STYLESHEET_HREF = '/_assets/site.css';

/** Props of {@link Document}. */
export interface DocumentProps {
  locale: Locale;
  /** Theme name (`Light_Blue`); the `<html>` class is `theme-` plus its lower case (public-site §9). */
  theme: string;
  head: HeadView;
  /** Default {@link DEFAULT_STYLESHEET_HREF}. */
  stylesheetHref?: string;
  children: ReactNode;
}

/**
 * The whole HTML document: `<html lang class="theme-…">`, a `<head>` with charset, viewport, title,
 * optional description, canonical link, one hreflang alternate per entry and the stylesheet, then the
 * body. No inline scripts or styles, so a strict Content-Security-Policy can apply.
 */
export function Document({ locale, theme, head, stylesheetHref, children }: DocumentProps) {
  return (
    <html lang={locale.code} className={`theme-${theme.toLowerCase()}`}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description && <meta name="description" content={head.description} />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <link rel="stylesheet" href={stylesheetHref ?? DEFAULT_STYLESHEET_HREF} />
      </head>
      <body>{children}</body>
    </html>
  );
}
