/**
 * The rate limits of the runtime's APIs and the sandbox identity provider (docs/security.md rule 6), in
 * one place: the config schema (config/project-schema.ts `rateLimits`) takes its defaults from here, and
 * so does the runtime for a context created without config (runtime/kit/rate-limit.ts).
 */

/** A rate limit: at most `limit` requests (≥ 1) per client address in a window of `windowMs` ms (≥ 1000). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** The rate limits of config `rateLimits`, by what they guard. */
export interface RateLimits {
  /**
   * Every state-changing request under `/api` (any method but GET, HEAD, OPTIONS), except those to
   * read-only routes (core/pipeline/plugin.ts `PluginRoute.readOnly`).
   */
  api: RateLimit;
  /**
   * POSTs to read-only routes under `/api` (the search box's `search` and `suggest`): their own, larger
   * budget, so that searching never uses up the budget of forms, preferences and sign-ins.
   */
  readOnlyApi: RateLimit;
  /** Failed attempts at `POST /api/editor-area-autentication` (customer-area §7). */
  editorAuthentication: RateLimit;
  /** Failed sign-ins at the sandbox identity provider's login form and `json/alpha/authenticate`. */
  login: RateLimit;
}

/**
 * The defaults of config `rateLimits` (`windowMs` in ms). `readOnlyApi` is five times `api` because a
 * search box sends a suggest request per typed word part, and several people behind one address must
 * not use it up. Frozen, so that no caller changes another's defaults.
 */
export const DEFAULT_RATE_LIMITS: Readonly<{ [Name in keyof RateLimits]: Readonly<RateLimit> }> =
  Object.freeze({
    api: Object.freeze({ limit: 120, windowMs: 60_000 }),
    readOnlyApi: Object.freeze({ limit: 600, windowMs: 60_000 }),
    editorAuthentication: Object.freeze({ limit: 10, windowMs: 900_000 }),
    login: Object.freeze({ limit: 20, windowMs: 900_000 }),
  });
