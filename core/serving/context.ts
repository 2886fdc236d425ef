import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EditorKeys } from '../editor/editor-hash.ts';
import type { GraphQLEndpoint, ServiceName } from '../graphql/client.ts';
import type { Logger } from '../logger.ts';
import type { SystemRedirect } from '../model/content.ts';
import type { MeasurementSystem } from '../model/system-data.ts';
import type { BuildManifest, ClientAssets, ManifestPatch } from '../pipeline/manifest.ts';
import type { RateLimits } from '../rate-limits.ts';
import type { BuildEventSource, RebuildQueue } from './rebuild.ts';

/**
 * What the runtime hands every plugin route it mounts (core/pipeline/plugin.ts `PluginRoute`), and what its
 * own handlers share. Plain data and functions, free of Express, so the plugin contract can name it.
 */
export interface RuntimeContext {
  /** Absolute output folder with the site trees and `_assets/`. */
  outDir: string;
  logger: Logger;
  /** Service endpoints (configured or sandbox), by service. */
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** The sites currently served (re-read after a rebuild). */
  sites(): ServedSite[];
  /** The client bundle's scripts, styles and what pages preload (from `_assets/client-manifest.json`). */
  assets(): ClientAssets;
  /**
   * Issuer URL of the identity provider pages sign in with (customer-area §7), e.g.
   * `http://127.0.0.1:41234/oauth2/alpha`; unset when the runtime has none.
   */
  identityIssuer?: string;
  /**
   * Feature settings from the project configuration, keyed by the plugin's folder name (config
   * `portal.serviceUrls` is `settings.portal.serviceUrls`; cli/preview.ts maps the config's feature
   * sections); each plugin reads and validates its own entry. Default `{}`.
   */
  settings: Readonly<Record<string, unknown>>;
  /**
   * The editor area's password and the secret its hashes are signed with (customer-area §6, config
   * `editor`, or the sandbox's kept ones); unset: no hash verifies, so editor routes answer 401.
   */
  editor?: EditorKeys;
  /** Rate limits of the runtime's APIs (config `rateLimits`); unset: core/rate-limits.ts `DEFAULT_RATE_LIMITS`. */
  rateLimits?: RuntimeRateLimits;
  /**
   * State shared with the other runtime instances (config `redis.url`): the rate limits count there
   * (runtime/kit/rate-limit.ts). Unset: every count stays in this process.
   */
  sharedState?: SharedState;
  /**
   * Whether a page on a loopback host (`localhost`, 127.0.0.0/8, `[::1]`; core/routing/loopback-host.ts)
   * may send state changes besides the served sites' configured domains (runtime/kit/same-origin.ts,
   * docs/security.md rule 1): `sitefleet preview`/`start` allow it while the sandbox is in use or they
   * listen on a loopback interface. Unset: allowed (a loopback page runs on the visitor's own machine,
   * which no DNS name can make another site's).
   */
  loopbackOrigins?: boolean;
  /**
   * Re-reads the site trees and the client-assets manifest after a rebuild; absent on contexts that
   * never change (runtime/server/context.ts `createRuntimeContext` provides it).
   * @param hints.manifestPatches what the rebuild knows of the manifests it wrote (core/pipeline/manifest.ts
   *   `ManifestPatch`): a served site whose manifest a patch applies to is patched, not read again.
   */
  reload?(hints?: { manifestPatches?: readonly ManifestPatch[] }): Promise<void>;
  /**
   * The site rebuild queue (core/serving/rebuild.ts; `sitefleet preview` makes it, cli/rebuild.ts):
   * routes ask it for site-specific rebuilds (the CMS webhook, the editor's publish); unset where the
   * runtime cannot build (a test app, a deployed runtime without the build): such routes answer 503.
   */
  rebuilds?: RebuildQueue;
  /**
   * Site trees swapped in while serving (runtime/server/build-events.ts), served to browsers at
   * `GET /_build/events`; unset on contexts that never change.
   */
  buildEvents?: BuildEventSource;
  /**
   * Stops what the context runs besides requests: the output-folder watch, the build-event streams
   * (open streams would hold a graceful server close for its whole timeout). Idempotent.
   */
  close?(): Promise<void>;
}

/**
 * Namespace of the runtime's Redis keys and pub/sub channels when config `redis.prefix` is unset: with it,
 * the rate limits count under `sitefleet:rl:…`, the server-data cache under `sitefleet:server-data:…`, the
 * rebuild queue under `sitefleet:rebuilds:…`.
 */
export const DEFAULT_SHARED_KEY_PREFIX = 'sitefleet:';

/** A reply of the shared store: what a Redis command answers (integers, strings, arrays of them). */
export type SharedStateReply = boolean | number | string | Array<boolean | number | string>;

/**
 * The runtime instances' shared state (config `redis.url`): one Redis connection per process for
 * commands, one more for pub/sub once something subscribes (runtime/server/shared-state.ts), each
 * reconnecting by itself after an outage.
 */
export interface SharedState {
  /**
   * What every Redis key and pub/sub channel of this runtime starts with (config `redis.prefix`, default
   * {@link DEFAULT_SHARED_KEY_PREFIX}): deployments with different prefixes share nothing on one Redis
   * server. Each user of the shared state puts it in front of the names it sends.
   */
  readonly keyPrefix: string;
  /**
   * Sends one raw command, e.g. `('EVALSHA', sha, '1', key)`.
   * @returns its reply.
   * @throws at once while Redis is unreachable (nothing is queued), after a bounded wait when it stops
   *   answering, and with Redis's own error (`NOSCRIPT …`) when the command fails there.
   */
  sendCommand(command: string, ...args: string[]): Promise<SharedStateReply>;
  /** Whether the connection is up now (false while connecting or reconnecting). */
  available(): boolean;
  /**
   * Listens to a pub/sub channel (messages sent with `sendCommand('PUBLISH', channel, message)`, or
   * `PUBLISH` in a script) on a subscriber connection of its own, opened on the first call and
   * subscribed again after each outage. Messages published while it was down are lost: `onReady` is
   * called each time the subscription is (again) in place, so that the caller can read what it missed.
   * @returns a function that stops listening (idempotent).
   */
  subscribe(channel: string, listener: (message: string) => void, onReady?: () => void): () => void;
  /** Closes the connections; later commands throw. Idempotent. */
  close(): Promise<void>;
}

/**
 * The rate limits the runtime applies (config `rateLimits`, core/rate-limits.ts), without the sandbox
 * identity provider's `login`; `readOnlyApi` unset: its default.
 */
export type RuntimeRateLimits = Pick<RateLimits, 'api' | 'editorAuthentication'> &
  Partial<Pick<RateLimits, 'readOnlyApi'>>;

/** A built site tree the runtime serves. */
export interface ServedSite {
  /** The site as site matching sees it (public-site §2): its identity from the build manifest. */
  site: BuildManifest['site'];
  manifest: BuildManifest;
  /** Absolute folder of the site's tree. */
  dir: string;
  locales: Set<string>;
  /** Locale used when the URL has none: `en` when the site has it, else its first locale. */
  defaultLocale: string | null;
  redirects: SystemRedirect[];
  /** Site-relative HTML file of each page, by `pageKey` (`en/company` → `en/company/index.html`). */
  pageFiles: Map<string, string>;
}

/**
 * Request modes read from the query and cookies (public-site §2 testing mode, §4 release toggle,
 * measurement system, fallback language). Set on `response.locals.modes` before any router runs.
 */
export interface RequestModes {
  /** `?testing=true` or the testing cookie: no tag scripts. */
  testing: boolean;
  /** `?nextRelease` (any value but 'false') or its cookie: next-release features, prefixed cache keys. */
  nextRelease: boolean;
  /** The visitor's choice, or null to follow the country default (then Metric). */
  measurementSystem: MeasurementSystem | null;
  /** The visitor's fallback (alternate) language, or null. */
  fallbackLanguage: string | null;
}

/**
 * A request handler in Node's own terms (an Express router or middleware is one): it answers, or calls
 * `next()` to pass the request on, or `next(error)` to hand an error to the runtime's error page.
 * Declared as a method so that a handler of a framework's richer request type (Express `Request`)
 * fits: the runtime only ever passes the framework's own objects.
 */
export type RouteHandler = {
  handle(request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): unknown;
}['handle'];
