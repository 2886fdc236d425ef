import type { ReactNode } from 'react';
import type { Locale } from '../../core/model/locale.ts';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import type { BuildView, HeadView } from './types.ts';

/** Props of {@link Document}. */
export interface DocumentProps {
  locale: Locale;
  /** Theme name (`Light_Blue`); the `<html>` class is `theme-` plus its lower case (public-site §9). */
  theme: string;
  head: HeadView;
  /** The client bundle's fonts to preload, stylesheets and module scripts; default none. */
  assets?: ClientAssets;
  /** Build and site of the page, as `sf-build` and `sf-site` meta tags; default none. */
  build?: BuildView;
  /**
   * The measurement system the page shows by default (customer-area §4), as
   * `<html data-measurement-system>`; the runtime replaces it by the visitor's choice. Default none.
   */
  measurementSystem?: MeasurementSystem;
  children: ReactNode;
}

/**
 * The whole HTML document: `<html lang class="theme-…">`, a `<head>` with charset, viewport, title,
 * optional description and robots directives, canonical link, Open Graph tags ({@link OpenGraph}), one
 * hreflang alternate per entry, the build meta tags
 * (`sf-build`, `sf-site`; public-site §4 new-release detection), the client bundle's font preloads
 * (before the stylesheets, so the font request starts with theirs), its stylesheets and its module
 * scripts (deferred by nature), then the body. No inline scripts or styles, so a strict
 * Content-Security-Policy can apply.
 */
export function Document({ locale, theme, head, assets, build, measurementSystem, children }: DocumentProps) {
  return (
    <html
      lang={locale.code}
      className={`theme-${theme.toLowerCase()}`}
      data-measurement-system={measurementSystem}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {head.description && <meta name="description" content={head.description} />}
        {head.robots && <meta name="robots" content={head.robots} />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        <OpenGraph head={head} locale={locale} />
        {head.alternates.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        {build && <meta name="sf-build" content={build.buildId} />}
        {build && <meta name="sf-site" content={build.siteKey} />}
        {assets?.fonts?.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="" href={href} />
        ))}
        {assets?.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets?.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * Open Graph tags of a page: `og:type` (default `website`),
 * `og:title` (the browser title), `og:description` when the page has a description, `og:url` (the
 * canonical URL, when there is one), `og:locale` (`de_CH`: Open Graph writes the region after an
 * underscore) and `og:image` with its alternative text when the page has an image.
 */
function OpenGraph({ head, locale }: { head: HeadView; locale: Locale }) {
  return (
    <>
      <meta property="og:type" content={head.type ?? 'website'} />
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      <meta property="og:locale" content={locale.code.replace('-', '_')} />
      {head.image && <meta property="og:image" content={head.image} />}
      {head.image && head.imageAlt && <meta property="og:image:alt" content={head.imageAlt} />}
    </>
  );
}
