import type { Logger } from '../logger.ts';
import type { Locale } from '../model/locale.ts';
import type { Brand, Country, Language, Site, SystemData } from '../model/system-data.ts';
import type { ServiceFetcher } from './fetch-queue.ts';

/**
 * The plugin contract: the one place that says what a plugin is and when each hook runs.
 *
 * A plugin is a plain object made by a factory (`definePlugin((options) => ({ name, load, pages, emit }))`).
 * Every hook takes ONE object argument and may return a value or a promise. All hooks are run by
 * `runHook()` (core/pipeline/run-hook.ts), which labels the logger, times the hook and wraps failures.
 *
 * Order for each site: `load` (all plugins of the site in parallel) → `pages` (in plugin order) →
 * render and write (core) → `emit` (in plugin order, into the site's temporary tree).
 */
export interface Plugin<Data = unknown> {
  /** Unique name, `sitefleet:<feature>` by convention; used in logs and errors. */
  name: string;
  /**
   * Runs once per site before any page is declared; plugins of one site run in parallel. Pull what the
   * plugin needs through `fetch` (the ONE shared queue). Must not write files. The value returned is
   * handed to `pages` and `emit` of the same plugin as `data`.
   */
  load?(context: LoadContext): Data | Promise<Data>;
  /**
   * Runs once per site after every `load`; plugins run in order. Declares the pages the plugin
   * contributes, across all of the site's locales. Navigation filtering, breadcrumbs and links are
   * computed here, in data. No network access.
   */
  pages?(context: PagesContext<Data>): PageDescriptor[] | Promise<PageDescriptor[]>;
  /**
   * Runs once per site after its pages are written to the temporary tree; plugins run in order. May
   * write further files (payloads, tables, indexes) into the site's tree through `writeFile`.
   */
  emit?(context: EmitContext<Data>): void | Promise<void>;
}

/** Hook names of {@link Plugin}. */
export type HookName = 'load' | 'pages' | 'emit';

/** A plugin factory's output, typed for its options (STYLE.md rule 3). */
export function definePlugin<Options, Data>(
  factory: (options: Options) => Plugin<Data>,
): (options: Options) => Plugin<Data> {
  return factory;
}

/**
 * A site as the build sees it: the CMS record joined with its `sites/` file and derived values.
 * `locales` are ordered as derived (international locales first, then by country sort index).
 */
export interface ResolvedSite {
  /** Key of the site's `sites/` file; equals the CMS site id. */
  key: string;
  cms: Site;
  /** public-site §3: name lower-cased, spaces and hyphens to underscores, other non-word characters removed. */
  technicalName: string;
  brand: Brand | null;
  locales: Locale[];
  /** Site is only reachable through the main site's hosts (public-site §6). */
  mainSiteOnly: boolean;
  internationalOnly: boolean;
  /** Plugin options as written in the `sites/` file, validated by each plugin. */
  pluginOptions: Record<string, unknown>;
}

/** Indexed system data shared by every site of a build (public-site §3). */
export interface SystemIndex {
  raw: SystemData;
  countries: Map<string, Country>;
  languages: Map<string, Language>;
  brands: Map<string, Brand>;
  /** All sites that survived dropping (public-site §3: sites lacking header or footer are dropped). */
  sites: Site[];
}

/**
 * The browser assets every page links (Vite build, hashed file names), as URL paths such as
 * `/_assets/client-3f2a1b.js`. Empty lists when the build has no client bundle.
 */
export interface ClientAssets {
  /** Module scripts, loaded with `<script type="module" src>`. */
  scripts: string[];
  /** Stylesheets, loaded with `<link rel="stylesheet">`. */
  styles: string[];
}

/** What every hook of a site receives. */
export interface SiteContext {
  site: ResolvedSite;
  system: SystemIndex;
  /** Id of the running build (also the name of its manifest). */
  buildId: string;
  assets: ClientAssets;
  /** Customer-area segment, `mykomax` by default (customer-area §2). */
  portalSegment: string;
  /** Child logger labelled with the site and the plugin. */
  logger: Logger;
}

/** Argument of {@link Plugin.load}. */
export interface LoadContext extends SiteContext {
  fetch: ServiceFetcher;
}

/** Argument of {@link Plugin.pages}. */
export interface PagesContext<Data> extends SiteContext {
  data: Data;
}

/**
 * One output page. `path` is below the locale segment (and below the site slug in URLs): `''` for the
 * home page, `company/history` otherwise, no leading or trailing slash. It is written to
 * `<site>/<locale.urlCode>/<path>/index.html`. `render` returns the whole HTML document; it is pure
 * (no network) and may be called in any order.
 */
export interface PageDescriptor {
  /** CMS id of the page, when it has one (used by the direct page lookup, public-site §2). */
  id?: string;
  locale: Locale;
  path: string;
  /** Page title, for the build manifest. */
  title: string;
  /**
   * Output file relative to the site's tree, when not `<locale>/<path>/index.html` (e.g. the not-found
   * page `en/404.html`).
   */
  file?: string;
  render(): string | Promise<string>;
}

/** A page after writing, as recorded in the build manifest. */
export interface WrittenPage {
  /** CMS id of the page, when it has one. */
  id?: string;
  locale: string;
  path: string;
  /** Site-relative output file, `en/company/index.html`. */
  file: string;
  /** Size of the HTML in bytes. */
  bytes: number;
}

/** Argument of {@link Plugin.emit}. */
export interface EmitContext<Data> extends SiteContext {
  data: Data;
  pages: WrittenPage[];
  /** Writes `relativePath` (below the site's tree) in the temporary tree; creates folders. */
  writeFile(relativePath: string, contents: string | Uint8Array): Promise<void>;
}
