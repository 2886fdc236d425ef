import type { EditorKeys } from '../../core/editor/editor-hash.ts';
import type { GraphQLEndpoint, ServiceName } from '../../core/graphql/client.ts';
import type { Logger } from '../../core/logger.ts';
import type { MeasurementSystem } from '../../core/model/system-data.ts';
import type { ClientAssets } from '../../core/pipeline/plugin.ts';
import type { ExternalServiceUrls } from '../../core/portal/constants.ts';
import type { RateLimits } from '../../core/rate-limits.ts';
import type { ServedSite } from './site-registry.ts';

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

/** What the runtime hands every router it mounts. */
export interface RuntimeContext {
  /** Absolute output folder with the site trees and `_assets/`. */
  outDir: string;
  logger: Logger;
  /** Service endpoints (configured or sandbox), by service. */
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** The sites currently served (re-read after a rebuild). */
  sites(): ServedSite[];
  /** The client bundle's scripts and styles (from `_assets/client-manifest.json`). */
  assets(): ClientAssets;
  /** Customer-area segment, `mykomax` by default. */
  portalSegment: string;
  /**
   * Issuer URL of the identity provider the portal signs in with (customer-area §7), e.g.
   * `http://127.0.0.1:41234/oauth2/alpha`; unset when the runtime has none (the portal then cannot sign in).
   */
  identityIssuer?: string;
  /** URLs of the external services the portal's dashboard links to (customer-area §2); default none. */
  portalServiceUrls?: ExternalServiceUrls;
  /**
   * The editor area's password and the secret its hashes are signed with (customer-area §6, config
   * `editor`, or the sandbox's kept ones); unset: no hash verifies, so the editor APIs and draft content
   * answer 401.
   */
  editor?: EditorKeys;
  /** Rate limits of the runtime's APIs (config `rateLimits`); unset: core/rate-limits.ts `DEFAULT_RATE_LIMITS`. */
  rateLimits?: RuntimeRateLimits;
  /**
   * Re-reads the site trees and the client-assets manifest after a rebuild; absent on contexts that
   * never change (runtime/server/context.ts `createRuntimeContext` provides it).
   */
  reload?(): Promise<void>;
}

/** `response.locals` of a runtime request. */
export interface RuntimeLocals {
  modes: RequestModes;
  /** Request id (also in every log line of the request). */
  requestId: string;
  /** The matched site, once site matching ran (not set for /api, /_assets, /style-guide). */
  site?: ServedSite;
}

/**
 * The rate limits the runtime applies (config `rateLimits`, core/rate-limits.ts), without the sandbox
 * identity provider's `login`.
 */
export type RuntimeRateLimits = Pick<RateLimits, 'api' | 'editorAuthentication'>;
