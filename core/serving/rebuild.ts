/**
 * Site-specific rebuilds while the runtime serves (customer-area §7 editor area, design card "editors
 * triggering site-specific rebuilds"): the contract between the routes that ask for a rebuild (the CMS
 * webhook, the editor's "publish and rebuild", `sitefleet dev`'s watcher) and the queue that runs them.
 * Plain data and functions, free of Express, so plugins and the CLI can both name it. The CLI makes the
 * queue (it owns the build, which runs in a builder process of its own: cli/builder.ts); the runtime
 * hands it to plugin routes as `RuntimeContext.rebuilds`. One queue per output folder: every build of
 * a serving process goes through it, so a site never builds twice at once.
 */

/** Who asked for a rebuild (`start`: `sitefleet start`'s background build of a fresh output folder). */
export type RebuildTrigger = 'webhook' | 'editor' | 'dev' | 'start';

/** A request for rebuilds of some sites. */
export interface RebuildRequest {
  /** Site ids (`BuildManifest.site.id`, as `ServedSite.site.id`) to rebuild; each gets its own run. */
  sites: string[];
  trigger: RebuildTrigger;
  /** Short human reason shown to editors and in the log: `webhook: Page.PUBLISH page-main-company-history`. */
  reason: string;
  /** Service entry ids that changed (`page-main-company-history`, `product:alpha-550`), when known. */
  entryIds?: string[];
  /** Render every page (`build --force`); default false: only pages whose inputs changed. */
  force?: boolean;
  /**
   * Build only these locales (URL codes, `build --locale`); default the runner's (`sitefleet dev
   * --locale`, else all of each site's). Requests joining one run: the union, or all when one says all.
   */
  locales?: string[];
}

/** Where a run stands. */
export type RebuildState = 'queued' | 'running' | 'succeeded' | 'failed';

/** One rebuild of one site: a request, or several requests coalesced into it. */
export interface RebuildRun {
  /** Unique id of the run (`rb-1`, …). */
  id: string;
  site: string;
  state: RebuildState;
  trigger: RebuildTrigger;
  /** The first request's reason. */
  reason: string;
  /** Requests folded into this run while it waited (0: only the first). */
  coalesced: number;
  /**
   * Entry ids of every request folded in (deduplicated); empty when one of them named none (what
   * changed is not known).
   */
  entryIds: string[];
  force: boolean;
  /** The locales to build; absent: the runner's default (see {@link RebuildRequest.locales}). */
  locales?: string[];
  /** Epoch ms. */
  requestedAt: number;
  startedAt?: number;
  finishedAt?: number;
  /** The build phase while running (`load`, `pages`, `render`, `write`, `emit`). */
  phase?: string;
  /** Set when succeeded: pages of the site and pages re-rendered. */
  pages?: number;
  pagesRendered?: number;
  /** Set when succeeded: the new tree's build id. */
  buildId?: string;
  /** Set when succeeded: the site's folder in the output folder (`machinery_group`). */
  tree?: string;
  /** Set when succeeded: pages of the previous build that are gone. */
  pagesRemoved?: number;
  /** Set when succeeded: false when nothing of the site changed (the served tree stayed). */
  changed?: boolean;
  /** Set when finished: warnings the build logged. */
  warnings?: number;
  /** Set when failed: why (the old tree is still served). */
  error?: string;
}

/** A site's rebuilds: at most one running and one queued (later requests join the queued one). */
export interface SiteRebuildStatus {
  site: string;
  running: RebuildRun | null;
  queued: RebuildRun | null;
  /** The last finished run, succeeded or failed. */
  last: RebuildRun | null;
}

/** What the queue reports to listeners (the editor's progress, the browsers' build events). */
export interface RebuildEvent {
  type: 'queued' | 'started' | 'progress' | 'finished';
  run: RebuildRun;
}

/**
 * Runs site rebuilds one site at a time per site: a site never builds twice at once; a request for a
 * site that already has a queued run joins it (coalesces); a request for a site whose run is running
 * queues one run after it.
 */
export interface RebuildQueue {
  /**
   * Queues the request's sites. Site ids the runtime does not serve are ignored.
   * @returns per site, the run that will cover the request (a queued run it joined, or a new one).
   */
  request(request: RebuildRequest): RebuildRun[];
  /**
   * As {@link RebuildQueue.request}, resolving once the request is recorded: with per site the run that
   * really covers it. A queue several runtime instances share (runtime/server/shared-rebuild-queue.ts)
   * answers `request()` with what this instance knew, which a request to another instance a moment
   * earlier can outdate; `submit()` answers the run the request joined wherever it was queued. Routes
   * that tell a caller a run id use it. Never rejects: a request the shared store cannot take is built
   * by this instance, and its run answered.
   */
  submit(request: RebuildRequest): Promise<RebuildRun[]>;
  /** The rebuild status of every site that ever had a run, or of one site. */
  status(site?: string): SiteRebuildStatus[];
  /** Calls `listener` for every event until the returned function is called. */
  subscribe(listener: (event: RebuildEvent) => void): () => void;
  /** Resolves once nothing is queued or running. */
  idle(): Promise<void>;
  /**
   * Stops taking requests, drops queued runs and waits for the running one (a serving process's queue
   * stops its builder first: the running run then fails as stopped, its served tree unchanged).
   */
  close(): Promise<void>;
}

/**
 * A site tree the runtime swapped in (a rebuild in this process, or a build another process wrote into
 * the output folder): sent to visitors' pages as Server-Sent Events at `GET /_build/events`
 * (runtime/server/build-events.ts), so an open page notices a new build within a second or two.
 */
export interface BuildEvent {
  /** The site's key (`BuildManifest.site.key`, the `sf-site` meta tag of its pages). */
  site: string;
  /** The new tree's build id. */
  buildId: string;
  /** The release its pages name (`BuildManifest.release`, else the build id; the `sf-build` meta tag). */
  release: string;
  /**
   * URL paths of the pages whose output changed, appeared or disappeared (`/en/company`,
   * `/en/events/company`), sorted; null when there are too many to list (see `BUILD_EVENT_MAX_CHANGED`
   * in runtime/server/build-events.ts) or the site is new: open pages then reload only when `release`
   * is not theirs (runtime/client/release-watch.ts `buildEventAction`).
   */
  changed: string[] | null;
}

/** Where build events come from (`RuntimeContext.buildEvents`). */
export interface BuildEventSource {
  /**
   * Calls `listener` for every build event until the returned function is called; `onClose` once when
   * the source stops (the runtime is closing: long-lived answers end then).
   */
  subscribe(listener: (event: BuildEvent) => void, onClose?: () => void): () => void;
}
