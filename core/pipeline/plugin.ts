import type { Logger } from '../logger.ts';
import type { Locale } from '../model/locale.ts';
import type { Brand, Country, Language, Site, SystemData } from '../model/system-data.ts';
import type { RouteHandler, RuntimeContext } from '../serving/context.ts';
import type { PageGuardFactory } from '../serving/page-guard.ts';
import type { ServiceFetcher } from './fetch-queue.ts';
import type { ClientAssets, ManifestPage } from './manifest.ts';

/**
 * The plugin contract: the one place that says what a plugin is, what it may contribute and when each
 * part is used. A feature is one folder under `plugins/` whose `index.ts` exports this factory as
 * `default` and its options schema as `optionsSchema` (cli/plugin-registry.ts finds it there).
 *
 * A plugin is a plain object made by a factory (`definePlugin((options) => ({ name, load, pages, emit,
 * routes, islands, styles, pathFamilies }))`), made once per site that lists it in its `sites/` file.
 *
 * Build hooks take ONE object argument and may return a value or a promise; all of them are run by
 * `runHook()` (core/pipeline/run-hook.ts), which labels the logger, times the hook and wraps failures.
 * Order for each site: `load` (all plugins of the site in parallel) → `pages` (in plugin order, main
 * thread) → render the pages whose inputs changed with the plugins' `renderers` (core, worker threads)
 * → `emit` (in plugin order, into the site's temporary tree).
 *
 * Render worker threads load a plugin's module as CommonJS (cli/render-worker.ts) for its `renderers`:
 * a plugin module and what it imports must not use top-level await.
 *
 * Instance lifetime: the build makes one instance per site that lists the plugin (and each render
 * worker makes its own from the same module and options); build hooks of an instance see only its site.
 * Run-time and browser contributions (`routes`, `pageGuards`, `islands`, `actions`, `styles`,
 * `headerForm`) are fleet-wide, one per plugin name: the runtime and the client bundle take them from
 * the first site (in `sites/` order) that lists the plugin, once, for the process's lifetime. A route
 * serves every site, so it reads a site's own options through {@link PluginSites.optionsOf} with the
 * site key the request names; options one process can only apply once to all sites (a worker's
 * schedule, a limiter) are named in {@link Plugin.fleetOptions}, and the sites must agree on them.
 * Path families are collected from every site's instance.
 */
export interface Plugin<Data = unknown> {
  /** Unique name, `sitefleet:<feature>` by convention; used in logs and errors. */
  name: string;
  /**
   * Runs once per site before any page is declared; plugins of one site run in parallel. Pull what the
   * plugin needs through `fetch` (the ONE shared queue). Must not write files. The value returned is
   * handed to `pages` and `emit` of the same plugin as `data` (main thread only; it is released once the
   * site is written).
   */
  load?(context: LoadContext): Data | Promise<Data>;
  /**
   * Runs once per site after every `load`, in the main thread; plugins run in order. Declares the pages
   * the plugin contributes, across all of the site's locales, as data ({@link PageDescriptor}): which
   * view renders each page and with which props. Navigation filtering, breadcrumbs and links are
   * computed here. Data many pages share (a locale's header and footer, a body several locales show)
   * goes into fragments (`context.fragment`), which pages reference by key. No network access.
   */
  pages?(context: PagesContext<Data>): PageDescriptor[] | Promise<PageDescriptor[]>;
  /**
   * Renderers of the views the plugin's pages name, by view name (unique across the fleet's plugins,
   * `<feature>:<view>` by convention). A renderer is pure: the same props give the same HTML, in any
   * thread and any order (core/pipeline/render-pages.ts). Render worker threads make the plugin again
   * from its module and options and use only this.
   */
  renderers?: Record<string, PageRenderer>;
  /**
   * Runs once per site after its pages are written to the temporary tree; plugins run in order. May
   * write further files (payloads, tables, indexes) into the site's tree through `writeFile`, in parts
   * of their own (`part`) for files whose inputs mostly stay; files the runtime reads are named in
   * core/pipeline/manifest.ts. Reads its inputs from its context only (and its options), and the same
   * inputs give the same files: the build graph records what of the context it read (of `pages`, which
   * fields of the pages; of `data`, which paths), and runs it again only when one of them, the code or
   * the options changed; otherwise its files are taken over from the live tree
   * (core/pipeline/emit-site.ts).
   */
  emit?(context: EmitContext<Data>): void | Promise<void>;
  /**
   * Server routes the runtime mounts, in plugin order, after its own files (`/_assets`, `/_build`) and
   * before the content handler (public-site §2: file-based routes before content paths). A `path`
   * under `/api/` is mounted behind the API guards (same Origin and rate limit for every state-changing
   * request, docs/security.md rules 1 and 6). Two plugins claiming the same path, or one path inside
   * another, stop the runtime at start with both names.
   */
  routes?: PluginRoute[];
  /**
   * Keys of the plugin's options that its run-time parts apply once to the whole fleet (the forms
   * outbox worker's schedule, a rate limit counted before the site is known). Config resolution
   * (config/resolve-sites.ts) refuses sites whose instances of the plugin give them different values
   * (compared as parsed, defaults included), naming both files: otherwise every site but the first
   * would silently get another site's value. Default none.
   */
  fleetOptions?: readonly string[];
  /**
   * Guards of the fleet's pages (core/serving/page-guard.ts `PageGuard`), run-time and fleet-wide like
   * `routes`: asked in plugin order before a built page is sent; the first answer that is not null
   * decides. A guarded page is answered `private, no-store`, never from a route payload (public-site §6
   * password and role protection).
   */
  pageGuards?: PageGuardFactory[];
  /**
   * Islands the plugin's pages render (runtime/ui/Island.tsx), by island name. They are collected at
   * build time into the client bundle through the virtual module `virtual:sitefleet/islands`
   * (runtime/client/client-modules.ts), each a lazily loaded chunk. Names are unique across plugins.
   */
  islands?: Record<string, IslandModule>;
  /**
   * In-app actions the plugin answers (public-site §2 link targets: a target `action:<name>` triggers an
   * in-app action, rendered as `<button data-sf-action="<name>">`), as action name → the name of one of
   * the plugin's own {@link islands} that handles it (`{ 'news-feed': 'news-feed' }`). Collected at build
   * time into the client bundle with the islands (runtime/client/client-modules.ts, virtual module
   * `virtual:sitefleet/islands`): on such a button the runtime mounts that island client-side once, with
   * props `{ action }`, then dispatches the `sitefleet:action` event (runtime/client/actions.ts). An
   * action no plugin declares mounts nothing and only logs a warning. Action names are unique across
   * plugins. Unlike the bundle, the pages of a site offer only the actions of the plugins that site lists
   * ({@link ResolvedSite.actions}): elsewhere an `action:` navigation item is not rendered.
   */
  actions?: Record<string, string>;
  /**
   * First path segments (after the locale and site slug, e.g. `mykomax`, `editor`) of the pages where
   * the plugin's {@link actions} do not run, per site (the instance's options): those pages render no
   * item for them (customer-area §1 "The public main site excludes the first segments mykomax and
   * editor"). Compared case-insensitively. Default none.
   */
  actionsExcludedSegments?: readonly string[];
  /**
   * Absolute paths of stylesheets every page of every site links: bundled into the site's CSS (after the
   * runtime's own, in plugin order) through the virtual module `virtual:sitefleet/styles`. For what the
   * plugin shows on other plugins' pages: its header form, an action's panel, a module in CMS content.
   * Default none.
   */
  styles?: string[];
  /**
   * Absolute paths of stylesheets only the plugin's own pages link (those its `pages` hook declares),
   * after the site's CSS: bundled together into one stylesheet of the plugin's own,
   * `<feature>-[hash].css` (runtime/client/build-client.ts), which the core hands to the plugin's hooks
   * (`load`, `pages`, `emit`) in `assets.styles` (core/pipeline/manifest.ts `pluginAssets`). Every other
   * page is spared its bytes and rules. A change of any stylesheet re-renders every page (the bundle's
   * manifest is the client renderer's version, core/pipeline/incremental.ts). Default none.
   */
  pageStyles?: string[];
  /**
   * Path families the plugin takes over at run time, as data (core/routing/path-families.ts): which
   * paths hold secrets (no tag scripts), which sign in with the identity provider (the CSP lets them
   * reach it), and what answers there (a built page for every path of the family, or a bare island page).
   */
  pathFamilies?: PathFamily[];
  /**
   * A form the plugin puts into the site header of every page of each site that lists it (customer-area
   * §3 Search: "a header search box … on every page"), as data ({@link HeaderForm}). At build time the
   * site's header forms travel as {@link ResolvedSite.headerForms} into every plugin's default layout
   * (runtime/ui/page-layout.ts `createPageLayout`), so the header stays one shared fragment per site and
   * locale; a site without such a plugin renders none. Without scripts the header shows a plain GET form;
   * the browser mounts {@link HeaderForm.island} over it (client-rendered, not hydrated).
   */
  headerForm?: HeaderForm;
  /**
   * Commands the plugin adds to the `sitefleet` CLI (cli/index.ts), e.g. the forms' `submissions`:
   * collected when the program starts from every registered plugin made with its default options (a
   * command belongs to the feature, not to a site), in registry order; a name taken by the CLI or by
   * another plugin stops the CLI with both owners named. A command runs outside the runtime, with the
   * project config's feature settings ({@link PluginCommandContext}).
   */
  commands?: PluginCommand[];
}

/** A CLI command of a plugin ({@link Plugin.commands}). */
export interface PluginCommand {
  /** The command's name (`submissions`): lower case words joined by dashes. */
  name: string;
  /** One line for `sitefleet --help`. */
  description: string;
  /** Commander option flags and their help (`{ flags: '--retry', description: 'retry failed ones' }`). */
  options?: { flags: string; description: string }[];
  /** Runs the command; a thrown error is printed as the CLI's failure (exit code 1). */
  run(context: PluginCommandContext): Promise<void>;
}

/** What a plugin command is given ({@link PluginCommand.run}). */
export interface PluginCommandContext {
  /** The parsed options of the command's own flags, by commander's camel-case names (`retry`). */
  options: Readonly<Record<string, unknown>>;
  /** The project root. */
  root: string;
  /**
   * The feature settings of the project configuration, keyed by plugin folder name: the same value the
   * runtime's `RuntimeContext.settings` holds (cli/plugin-settings.ts).
   */
  settings: Readonly<Record<string, unknown>>;
  logger: Logger;
  /** Writes the command's output (stdout). */
  write(text: string): void;
}

/**
 * A header form ({@link Plugin.headerForm}): a GET form with one text field to a page of the site, and
 * the island that takes its place in the browser.
 */
export interface HeaderForm {
  /**
   * One of the plugin's own {@link Plugin.islands}, mounted over the plain form with the props
   * runtime/ui/Header.tsx `HeaderFormView` (localized `action`, `field`, `labels`, locale, site slug).
   */
  island: string;
  /** Site-relative path the form is sent to (`/search`), localized for the page's locale and site slug. */
  path: string;
  /** Name of the text field (`q`). */
  field: string;
  /**
   * Namespace of the form's texts (`locales/{lng}/{namespace}.json`) and the keys handed to the island as
   * `labels`, translated in the page's language; the plain form shows `label` (the field's label) and
   * `submit` (the button's text), which must be among them.
   */
  labels: { namespace: string; keys: readonly string[] };
}

/** A server route of a plugin ({@link Plugin.routes}). */
export interface PluginRoute {
  /** Mount path, `/api/products` or `/file`: a leading slash, no trailing slash. */
  path: string;
  /**
   * Makes the handler once, when the runtime starts (typically an Express router). It reads the served
   * sites, endpoints and settings from `context` on each request, so a rebuild shows at once, and each
   * site's own options from `sites` (the route is made from one instance but serves every site).
   */
  create(context: RuntimeContext, sites: PluginSites): RouteHandler;
  /**
   * The route is called by other servers (a CMS webhook), never by pages, and authenticates every
   * request itself (a signature over the body): the `/api` router's same-origin guard (docs/security.md
   * rule 1) lets its state-changing requests through without an `Origin`; the rate limit still applies.
   * Only for routes below `/api`. Default false.
   */
  serverToServer?: boolean;
  /**
   * The route's POSTs only read (a search, a suggestion list): they count against config
   * `rateLimits.readOnlyApi`, not the strict budget of state-changing requests (`rateLimits.api`), so
   * that reading never locks an address out of forms and sign-ins (docs/security.md rule 6); the Origin
   * guard still applies. Only for routes below `/api` whose every request changes nothing. Default false.
   */
  readOnly?: boolean;
  /**
   * Releases what `create` opened (a store, a worker, a connection pool) when the runtime stops:
   * called once by runtime/server/app.ts `RuntimeApp.close()`, in plugin order, after the server has
   * stopped taking requests. A failure is logged, not thrown, so the other routes still close.
   */
  dispose?(): Promise<void>;
}

/**
 * The options of each site's instance of a plugin, for its run-time parts ({@link PluginRoute.create}).
 * `Options` is the plugin's options as its schema parsed them (`z.output` of `optionsSchema`).
 */
export interface PluginSites<Options = unknown> {
  /**
   * The options the site's `sites/` file gives the plugin, by site key (the CMS site id, as in a build
   * manifest's `site.key`); undefined for a site that does not list the plugin, an unknown key, or a
   * runtime made without the sites' files (serving a built tree on its own): the route then uses the
   * options of the instance it was made from.
   */
  optionsOf(siteKey: string): Options | undefined;
}

/** {@link PluginSites} of a runtime that knows no site's options: every site gets the route's own. */
export const NO_SITE_OPTIONS: PluginSites = { optionsOf: () => undefined };

/** Where an island's component is ({@link Plugin.islands}). */
export interface IslandModule {
  /** Absolute path of the module (`fileURLToPath(new URL('./islands/Comparison.tsx', import.meta.url))`). */
  module: string;
  /** Name of the component's export in that module. */
  export: string;
  /**
   * For an island hydrated on the first interaction (runtime/ui/Island.tsx `hydrate="interaction"`): a
   * React-free module whose export is an {@link IslandWatch}, run as the page loads. It wakes the island
   * when the server markup does not show the visitor's own state (a basket in `localStorage`, another
   * measurement system than the page was built with), at once or when that state changes, so the island
   * hydrates then instead of waiting for the visitor. Without it the island waits for an interaction.
   */
  watch?: { module: string; export: string };
}

/**
 * An island's watch ({@link IslandModule.watch}), run in the browser before React loads: calls `wake`
 * (at once, or later from a listener it adds) when the island's server markup no longer shows the
 * visitor's state. `signal` aborts once the island starts hydrating (woken or interacted with): listeners
 * added with it go away then. `props` are the island's props as serialized into the page.
 */
export type IslandWatch = (input: {
  props: unknown;
  document: Document;
  window: Window;
  signal: AbortSignal;
  wake: () => void;
}) => void;

/**
 * A family of paths a plugin takes over at run time ({@link Plugin.pathFamilies}).
 *
 * `match`: `{ segment }` is `/{locale}/{segment}` and every path below it, in any case and
 * percent-encoding (customer-area §2 "any path starting with /mykomax (case-insensitive)"); `{ root }`
 * is one path at the root of every host (`/blank-callback`), also recognised after a locale segment for
 * the flags.
 */
export interface PathFamily {
  match: { segment: string } | { root: string };
  /** The pages hold or receive secrets: never tag scripts, whatever the visitor's modes (docs/security.md rule 4). */
  holdsSecrets?: boolean;
  /** The pages sign in with the identity provider: the CSP lets them contact and frame it. */
  signIn?: boolean;
  /** A technical area (public-site §4 tags: the style guide, the callbacks): no tag scripts. */
  technical?: boolean;
  /**
   * What answers there, before the site's own pages: for a `segment` family, `{ page }` the built page
   * of the request's locale at that path (below the locale), for every path of the family; for a `root`
   * family, `{ island, props }` a bare page at exactly that path, never cached, that loads the client
   * bundle and hydrates only that island with those props (plain JSON). Other combinations, or unset:
   * the site's pages and routes answer as usual; only the flags apply.
   */
  serve?: { page: string } | { island: string; props: Record<string, unknown> };
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
  /** The header forms of the site's plugins ({@link Plugin.headerForm}), in plugin order; default none. */
  headerForms?: HeaderForm[];
  /**
   * The in-app actions the site's plugins answer ({@link Plugin.actions}), each with the first path
   * segments where it does not run ({@link Plugin.actionsExcludedSegments}); default none: the site's
   * pages render no action item (core/routing/page-actions.ts).
   */
  actions?: SiteAction[];
}

/** An in-app action a site offers ({@link ResolvedSite.actions}; public-site §2 link targets). */
export interface SiteAction {
  /** The action's name (`news-feed` for `action:news-feed`). */
  name: string;
  /** First path segments after the locale and site slug where it does not run (`['mykomax', 'editor']`). */
  excludedSegments: readonly string[];
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

/** What every hook of a site receives. */
export interface SiteContext {
  site: ResolvedSite;
  system: SystemIndex;
  /** Id of the running build (also the name of its manifest). */
  buildId: string;
  /**
   * Id of the release the pages belong to, for their build meta tag (public-site §4 new-release
   * detection): the build id of the last build whose renderers or client bundle changed, so that a page
   * whose inputs did not change keeps its bytes from one build to the next (core/pipeline/incremental.ts).
   */
  release: string;
  /**
   * The client bundle's assets as this plugin's pages link them: the site's scripts, fonts and
   * stylesheets, then the plugin's own page stylesheets (core/pipeline/manifest.ts `pluginAssets`).
   */
  assets: ClientAssets;
  /** Child logger labelled with the site and the plugin. */
  logger: Logger;
}

/** Argument of {@link Plugin.load}: before the release is known (it depends on the previous build). */
export interface LoadContext extends Omit<SiteContext, 'release'> {
  fetch: ServiceFetcher;
}

/**
 * Argument of {@link Plugin.pages}. The hook is a pure function of what it is given, its options and
 * its code, which is the plugin's folder with `core/`, `runtime/ui/` and the locked dependencies
 * (cli/renderer-version.ts): the build graph (core/pipeline/build-graph.ts) keeps its result under the
 * hash of exactly these and does not run it again while they hash the same. Code a plugin imports from
 * elsewhere in the project belongs in its folder (or a change to it needs `--force`). No build id: a
 * page that named it would change on every build.
 */
export interface PagesContext<Data> extends Omit<SiteContext, 'buildId'> {
  data: Data;
  /**
   * Registers a fragment of the site (plain data several pages share) under `key`, unique within the
   * plugin (`layout:de-ch`), and returns the site-wide key to put in {@link PageDescriptor.fragments}.
   * Registering a key again replaces nothing: the first value stays.
   */
  fragment(key: string, value: unknown): string;
}

/**
 * One output page, as plain data (structured-cloneable, JSON-serialisable): the build renders it with
 * the renderer registered for `view` ({@link Plugin.renderers}), in this thread or a worker, and only
 * when its inputs changed since the last build (core/pipeline/incremental.ts). `path` is below the
 * locale segment (and below the site slug in URLs): `''` for the home page, `company/history` otherwise,
 * no leading or trailing slash. It is written to `<site>/<locale>/<path>/index.html`.
 */
export interface PageDescriptor<Props = unknown> {
  /** CMS id of the page, when it has one (used by the direct page lookup, public-site §2). */
  id?: string;
  /** URL code of the page's locale (`de-ch`), one of the site's locales. */
  locale: string;
  path: string;
  /** Page title, for the build manifest. */
  title: string;
  /**
   * Output file relative to the site's tree, when not `<locale>/<path>/index.html` (e.g. the not-found
   * page `en/404.html`).
   */
  file?: string;
  /** Name of the renderer ({@link Plugin.renderers}). */
  view: string;
  /** The page's own props, plain data; the renderer receives them with the fragments merged in. */
  props: Props;
  /**
   * Prop name → fragment key (as `context.fragment` returned it): shared data merged into `props`
   * before rendering, hashed once per build however many pages use it.
   */
  fragments?: Record<string, string>;
  /** Ids of the service entries the page's data came from (`product:<slug>`), for change tracking. */
  sources?: string[];
  /**
   * Left out of the route rules and sitemaps: a page whose URL is not to be published (e.g. a protected
   * page whose slug is its access token, customer-area §2 `{token}`). It is built and served as any other
   * page; only the lists that name a site's pages leave it out. Default false.
   */
  unlisted?: boolean;
  /**
   * The page's address is a secret (a page whose slug may be its access token): set with `file` by
   * core/pipeline/secret-pages.ts `secretPage`, which makes it unlisted, writes it below `_build/` and
   * records it by a digest of its locale and path, never by the path. Default false.
   */
  secret?: boolean;
}

/**
 * Renders one page to a whole HTML document. `props` are the descriptor's props with its fragments
 * merged in; fragments are shared objects: read them, never change them.
 */
// biome-ignore lint/suspicious/noExplicitAny: a plugin's renderers map holds views of different props types
export type PageRenderer<Props = any> = (
  props: Props,
  context: RenderContext,
) => string | RenderedPage | Promise<string | RenderedPage>;

/**
 * A rendered page: its HTML document and, for a page at its own path, its route payload (public-site §7
 * "a per-route payload file for prerendered pages"): plain JSON data the client navigator shows instead
 * of fetching the whole page, written beside it as `_payload.json` (core/pipeline/page-file.ts).
 */
export interface RenderedPage {
  html: string;
  /** JSON-serialisable; null or absent for none. */
  payload?: unknown;
}

/**
 * What a renderer is told besides its props.
 *
 * The build renders once each group of pages whose inputs are equal but for their own locale's codes,
 * and writes the others by exchanging the codes in that output (core/pipeline/locale-groups.ts): so a
 * renderer writes the locale's codes (`urlCode`, `code`, `code` with `_`) as they are, and anything it
 * derives from markup that holds them (a hash, a key) it derives from the markup with the codes masked
 * (core/locales/locale-codes.ts `mask`), and its output depends on the country only through those codes
 * and `Intl` formatting. The build guards what it can: it renders one page of each formatting convention
 * of a group and compares, and renders page by page where they differ, where the renderer read
 * `locale.country`, or where the output already names another page's locale. A country read from props
 * in another way is not seen: `--render-each-locale` builds for comparison.
 */
export interface RenderContext {
  site: ResolvedSite;
  /** The page's locale (from the site's locales). */
  locale: Locale;
}

/** Argument of {@link Plugin.emit}. */
export interface EmitContext<Data> extends SiteContext {
  data: Data;
  /** Every page of the site (all of its locales, also those another shard writes), in file order. */
  pages: ManifestPage[];
  /** Writes `relativePath` (below the site's tree) in the temporary tree; creates folders. */
  writeFile(relativePath: string, contents: string | Uint8Array): Promise<void>;
  /**
   * Runs `make` as a part of the hook with its own node in the build graph (one file of many whose
   * inputs mostly stay: one search index per language). `make` gets the same context, without `part`:
   * what it reads through it (of `data`, the paths it follows, such as one language's entry of a Map)
   * and the files it writes through it are the part's. While none of that changed since the last build
   * (nor the code or the options), `make` is not called and the part's files are taken over from the
   * live tree. `make` reads its inputs through its argument only, never through values the hook worked
   * out before. The context's values reached through `data` are stand-ins that record the reads (one per
   * value, so `===` holds between reads); hand their parts to a worker or `structuredClone` only after
   * copying them out.
   * @param key the part's name, unique within the hook's run (`de`).
   * @returns the files the part wrote or took over, site-relative, sorted.
   * @throws Error when `key` was used before in this run.
   */
  part(key: string, make: (part: Omit<EmitContext<Data>, 'part'>) => void | Promise<void>): Promise<string[]>;
}
