import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { BuildView, HeadView } from './types.ts';

/**
 * Version of {@link RoutePayload}'s shape; the navigator fetches the page's HTML for any other.
 * 2: `styles` and `scripts` in place of format 1's sorted `assets`.
 */
export const ROUTE_PAYLOAD_FORMAT = 2;

/**
 * A prerendered page's route payload (public-site §7 "a per-route payload file for prerendered pages"):
 * what the client navigator needs to show the page without fetching its HTML, written beside it as
 * `_payload.json` (core/pipeline/page-file.ts) and served at `{page URL}/_payload.json`
 * (runtime/server/content-handler.ts). It holds the page's main, not its header and footer: the
 * navigator uses it only between pages of the same `layout`.
 */
export interface RoutePayload {
  format: typeof ROUTE_PAYLOAD_FORMAT;
  /** `<html lang>`: the locale code. */
  lang: string;
  /** `<html class>`: the theme class. */
  className: string;
  /**
   * `<html data-measurement-system>`: the page's default, replaced by the visitor's choice when served
   * (runtime/server/html.ts); null for none.
   */
  measurementSystem: MeasurementSystem | null;
  /** Title, description, canonical and hreflang alternates. */
  head: HeadView;
  /** The build meta tags' values; null for none. */
  build: BuildView | null;
  /**
   * The page's stylesheet URLs in document order (cascade order): the global ones, then the stylesheet
   * of the plugin that rendered it, if any. The navigator links those the current page lacks before the
   * swap and drops those the next page lacks after it.
   */
  styles: string[];
  /** The client bundle's module script URLs, as linked: a page with other scripts is loaded whole. */
  scripts: string[];
  /** Key of the skip link, header and footer around main (`<main data-layout>`). */
  layout: string;
  /** `<main id="content">…</main>` as HTML. */
  content: string;
  /**
   * The tag script URLs the runtime adds to the page when it serves it (runtime/server/tags.ts), sorted;
   * set when served, absent in the file.
   */
  tags?: string[];
}
