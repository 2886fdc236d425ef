/*
 * The names of the files a build writes and the runtime and browsers read, in one place (free of Node
 * APIs, so the browser bundle can import it).
 */

/**
 * Build files of a site (public-site §7 "Build files"): the build manifest named by build id
 * (`_build/<buildId>.json`) and the latest-build file (`_build/latest.json`, polled by browsers).
 */
export const BUILD_FOLDER = '_build';
export const LATEST_BUILD_FILE = `${BUILD_FOLDER}/latest.json`;

/**
 * The site's CMS redirects table (`[{ previousUrl, newUrl }]`), read by the runtime for unknown pages and
 * by browsers for hash redirects (public-site §2 "unknown pages: redirect lookup").
 */
export const REDIRECTS_FILE = `${BUILD_FOLDER}/redirects.json`;

/**
 * Marker in a not-found page that the runtime replaces with the HTML-escaped requested path
 * ('Page Not Found: {path}', public-site §2 error page, §8).
 */
export const NOT_FOUND_PATH_PLACEHOLDER = '__SITEFLEET_NOT_FOUND_PATH__';

/** Site-relative file of a locale's not-found page, `en/404.html`, served with status 404. */
export function notFoundFile(localeUrlCode: string): string {
  return `${localeUrlCode}/404.html`;
}

/** Site-relative file of a locale's error page, `en/500.html`, served with status 500. */
export function errorPageFile(localeUrlCode: string): string {
  return `${localeUrlCode}/500.html`;
}

/**
 * URL path at which the runtime serves a site's build file (runtime/server/assets.ts): `file` is one of
 * the site-relative names above (`_build/latest.json`) → `/_build/{siteKey}/latest.json`.
 */
export function buildFileUrl(input: { siteKey: string; file: string }): string {
  return `/${BUILD_FOLDER}/${encodeURIComponent(input.siteKey)}/${input.file.slice(BUILD_FOLDER.length + 1)}`;
}

/** File name of the client bundle's manifest (`{ scripts, styles }`) in `<outDir>/_assets/`. */
export const CLIENT_MANIFEST_FILE = 'client-manifest.json';

/** Site-relative path of the manifest of build `buildId`. */
export function manifestFile(buildId: string): string {
  return `${BUILD_FOLDER}/${buildId}.json`;
}

/**
 * A locale's pages as written (`{ hrefs, pages: { <file>: { bytes, links } } }`, core/pipeline/page-links.ts):
 * sizes and internal links, for the summary and the link check of later incremental builds. One file per
 * locale, so that the shards of a build (`--shard`) each write their own.
 */
export function localePagesFile(localeUrlCode: string): string {
  return `${LOCALE_PAGES_FOLDER}/${localeUrlCode}.json`;
}

/** The folder of the locales' pages files. */
export const LOCALE_PAGES_FOLDER = `${BUILD_FOLDER}/pages`;

/** The folder of the locales' link-check reports (below `_build/`: not served). */
export const LINK_CHECK_FOLDER = `${BUILD_FOLDER}/link-check`;

/** A locale's link-check report (`{ checked, broken: [{ href, count, pages }] }`), one file per locale. */
export function linkCheckFile(localeUrlCode: string): string {
  return `${LINK_CHECK_FOLDER}/${localeUrlCode}.json`;
}

/**
 * A locale's route rules, part of the build manifest named by build id (public-site §7 build files):
 * `_build/<buildId>.<locale>.json`, `{ locale, pages }` with the URL path of every prerendered
 * page of the locale (`/en/events/company`), for the browser's navigator (runtime/client/route-rules.ts).
 * The build id is in the name only: a build whose locale pages are the last build's links that build's
 * file under its own name (core/pipeline/build-site.ts `writeLocaleRoutes`).
 */
export function localeRoutesFile(buildId: string, localeUrlCode: string): string {
  return `${BUILD_FOLDER}/${buildId}.${localeUrlCode}.json`;
}

/** What {@link localeRoutesFile} holds. */
export interface LocaleRoutes {
  locale: string;
  /** URL paths of the locale's prerendered pages, sorted; the not-found and error pages are not among them. */
  pages: string[];
}
