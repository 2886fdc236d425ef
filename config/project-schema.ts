import { z } from 'zod';
import { DEFAULT_IMAGE_ASSET_HOST, normalizeAssetHost } from '../core/media/asset-host.ts';
import { LINK_CHECK_SEVERITIES } from '../core/pipeline/link-check.ts';
import { DEFAULT_RATE_LIMITS } from '../core/rate-limits.ts';
import { DEFAULT_SHARED_KEY_PREFIX } from '../core/serving/context.ts';
import { trustProxySchema } from './trust-proxy.ts';

/**
 * The project configuration (ARCHITECTURE.md "Embedded default and real services"): read from
 * `sitefleet.config.json` (optional) and `SITEFLEET_*` environment variables, validated here.
 * An endpoint left unset means the embedded sandbox stand-in is started in-process.
 */
export const endpointSchema = z
  .object({
    /** Absolute http(s) URL of the service (GraphQL endpoint, or the identity provider's root). */
    url: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
    /** Bearer token for drafts and protected content (content service only). */
    token: z.string().min(1).optional(),
  })
  .strict();
export type EndpointConfig = z.infer<typeof endpointSchema>;

/** A rate limit (core/rate-limits.ts `RateLimit`): at most `limit` requests per client address in `windowMs` ms. */
export const rateLimitSchema = z
  .object({
    /** Requests allowed per window and client address (≥ 1). */
    limit: z.number().int().min(1),
    /** The window in milliseconds (≥ 1000). */
    windowMs: z.number().int().min(1000),
  })
  .strict();

/** An absolute http(s) URL of an external service the portal links to. */
const serviceUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

/** A check's severity (core/pipeline/link-check.ts `LINK_CHECK_SEVERITIES`). */
const checkSeveritySchema = z.enum(LINK_CHECK_SEVERITIES);

/** A Lighthouse category's minimum score, 0–100. */
const scoreSchema = z.number().min(0).max(100);

/**
 * Uncompressed bytes per page type, `default` for every type not named. A page type is `home` or the
 * page's first path segment followed by one `/*` per further segment (`stories` for the overview, a
 * story `stories/*`; cli/check/pages.ts `pageTypeOf`). A page whose type has no entry and no `default`
 * is measured but not held to a budget.
 */
const byteBudgetSchema = z.record(z.string().min(1), z.number().int().min(0));

/** The `check` key of the project config: see {@link projectConfigSchema}. */
export const checkConfigSchema = z
  .object({
    /** The build's link-check reports (`<site>/_build/link-check/<locale>.json`). */
    links: z
      .object({ severity: checkSeveritySchema.default('warn') })
      .strict()
      .prefault({}),
    /** HTML validity (vnu-jar when `java` is on PATH, else html-validate's `standard` preset). */
    html: z
      .object({ severity: checkSeveritySchema.default('fail') })
      .strict()
      .prefault({}),
    /** axe-core in Chromium, WCAG 2.2 A and AA rules, one page of each page type. */
    accessibility: z
      .object({ severity: checkSeveritySchema.default('fail') })
      .strict()
      .prefault({}),
    /** Lighthouse (mobile, default throttling) on a sample of pages: each category's minimum score. */
    lighthouse: z
      .object({
        severity: checkSeveritySchema.default('warn'),
        /** Pages per site (≥ 1), the home page first. Default 1; `--sample` overrides it. */
        sample: z.number().int().min(1).default(1),
        /**
         * Minimum scores, 0–100. Defaults: performance 50 (below it Lighthouse rates a page poor; the
         * score varies with the machine's load), the others 90 (Lighthouse's good range).
         */
        scores: z
          .object({
            performance: scoreSchema.default(50),
            accessibility: scoreSchema.default(90),
            bestPractices: scoreSchema.default(90),
            seo: scoreSchema.default(90),
          })
          .strict()
          .prefault({}),
      })
      .strict()
      .prefault({}),
    /**
     * JavaScript and CSS of one page per page type, in uncompressed bytes: what it loads in Chromium
     * until its network is quiet (islands' code too), or without Chromium what its files
     * reference (script and stylesheet files with their static imports, inline scripts and styles).
     * Defaults: `{ default: 300000 }` JavaScript, `{ default: 100000 }` CSS.
     */
    bytes: z
      .object({
        severity: checkSeveritySchema.default('warn'),
        javascript: byteBudgetSchema.default({ default: 300_000 }),
        css: byteBudgetSchema.default({ default: 100_000 }),
      })
      .strict()
      .prefault({}),
  })
  .strict()
  .prefault({});
/** The `check` config after defaults. */
export type CheckConfig = z.output<typeof checkConfigSchema>;

export const projectConfigSchema = z
  .object({
    /** Output folder, relative to the project root. Default `dist`. */
    outDir: z.string().min(1).default('dist'),
    /** Folder of the per-site files. Default `sites`. */
    sitesDir: z.string().min(1).default('sites'),
    /** Concurrent service requests of the one shared fetch queue. Default 5. */
    concurrency: z.number().int().min(1).max(64).default(5),
    /**
     * The customer portal (customer-area §2): URLs of the external services the dashboard links to,
     * each optional (a service without a URL shows no link).
     */
    portal: z
      .object({
        serviceUrls: z
          .object({
            directService: serviceUrlSchema.optional(),
            directRegistration: serviceUrlSchema.optional(),
            cloudArtemis: serviceUrlSchema.optional(),
            wireMaster: serviceUrlSchema.optional(),
            masterData: serviceUrlSchema.optional(),
            campus: serviceUrlSchema.optional(),
          })
          .strict()
          .default({}),
      })
      .strict()
      .prefault({}),
    /**
     * Images (public-site §5 image transformation, §9 image defaults). `assetHost` is the image asset
     * host pattern: a URL prefix (`https://assets.example.com/` or `https://cdn.example.com/images/`);
     * images whose URL starts with it are transformed (width, height, fit, format, quality) and the CSP's
     * `img-src` allows its origin. Default `http://127.0.0.1:4322/`, the sandbox image service, which
     * `preview`, `start` and `sandbox` start there (sandbox/images/) while the content or product-data
     * sandbox is in use and the host is a loopback http URL; the sandbox's demo images point at it.
     */
    images: z
      .object({
        assetHost: z
          .string()
          .transform((value, context) => {
            try {
              return normalizeAssetHost(value);
            } catch {
              context.addIssue({
                code: 'custom',
                message: 'must be an absolute http(s) URL without query or fragment',
              });
              return z.NEVER;
            }
          })
          .default(DEFAULT_IMAGE_ASSET_HOST),
      })
      .strict()
      .prefault({}),
    /** public-site §9 log level: none, error, warn, info or debug. Default info. */
    logLevel: z.enum(['none', 'error', 'warn', 'info', 'debug']).default('info'),
    /**
     * What the build does about internal links to pages it did not build (core/pipeline/link-check.ts):
     * `ignore` (no check), `log`, `warn` or `fail` (the build fails, the output stays). Default warn.
     */
    linkCheck: z.enum(LINK_CHECK_SEVERITIES).default('warn'),
    /**
     * `sitefleet check` over a built output (cli/check/): each check's severity (`ignore`: not run,
     * `log`, `warn`, or `fail`: the command exits with 1 when the check finds a problem) and budgets.
     * Defaults: links `warn` (as the build's `linkCheck`), HTML validity and accessibility `fail`,
     * Lighthouse and bytes `warn`.
     */
    check: checkConfigSchema,
    services: z
      .object({
        content: endpointSchema.optional(),
        products: endpointSchema.optional(),
        identity: endpointSchema.optional(),
        sis: endpointSchema.optional(),
        /**
         * Start the sandbox stand-ins for the services left unset even when others are real. Default
         * false: a mix of real services and a sandbox identity provider or SIS (whose demo accounts have a
         * published password) is refused with an error (docs/security.md).
         */
        sandbox: z.union([z.boolean(), z.stringbool()]).default(false),
      })
      .strict()
      .prefault({}),
    /**
     * The editor area's password (customer-area §6 "Editor area requires an editor password"). Set both
     * or neither. Both unset while the sandbox is in use (no service configured, or `services.sandbox`):
     * `preview`/`start` generate a password and a secret into `.sitefleet/editor.json` on the first run
     * and print the password that once; with real services only, the editor area is off (a warning says
     * so). Changing either invalidates every editor hash handed out (cli/editor-secrets.ts).
     */
    editor: z
      .object({
        /** The editor password (at least 8 characters). */
        password: z.string().min(8, 'must be at least 8 characters').optional(),
        /** The secret editor hashes are signed with (HMAC-SHA256; at least 32 characters). */
        secret: z.string().min(32, 'must be at least 32 characters').optional(),
      })
      .strict()
      .default({}),
    /**
     * The public forms (plugins/forms), each optional:
     * - `databaseUrl`: a PostgreSQL URL (`postgres://user:pass@host/db`) for the submissions store;
     *   unset: SQLite in `.sitefleet/submissions.sqlite` (WAL, synchronous FULL);
     * - `secret`: the CSRF secret (at least 32 characters); unset: derived from `editor.secret` (or the
     *   sandbox's generated one);
     * - `smtpUrl`: the SMTP server e-mail destinations are sent through (`smtp://user:pass@host:587`,
     *   `smtps://…`); unset: `preview`/`start` start the sandbox SMTP sink (sandbox/smtp/) and print its
     *   page of received mails.
     * Where each form is forwarded to is the plugin's option `destinations` (a `sites/` file).
     */
    forms: z
      .object({
        databaseUrl: z
          .string()
          .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
          .optional(),
        secret: z.string().min(32, 'must be at least 32 characters').optional(),
        smtpUrl: z
          .string()
          .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
          .optional(),
      })
      .strict()
      .default({}),
    /**
     * Shared state of several runtime instances (docs/deploy.md): `url` is a Redis server
     * (`redis://user:pass@host:6379/0`, `rediss://…` for TLS) holding the rate limits, the server-data
     * cache's shared tier and the rebuild queue, so every instance behind a load balancer shares them.
     * Unset: each process keeps them alone, in memory. `prefix` starts every key and pub/sub channel
     * the runtime uses there (default `sitefleet:`; no whitespace), so deployments with different
     * prefixes share nothing on one Redis server.
     */
    redis: z
      .object({
        url: z
          .string()
          .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
          .optional(),
        prefix: z
          .string()
          .regex(/^\S+$/, 'must be at least one character, without whitespace')
          .default(DEFAULT_SHARED_KEY_PREFIX),
      })
      .strict()
      // Parsed like an empty object, so `prefix` gets its default when `redis` is absent.
      .prefault({}),
    /**
     * Site-specific rebuilds while serving (plugins/rebuilds): `webhookSecret` is the secret the CMS
     * signs its webhook with (Hygraph `gcms-signature`, HMAC-SHA256; at least 16 characters); unset:
     * `POST /api/rebuild` answers 503 and names this setting.
     */
    rebuild: z
      .object({
        webhookSecret: z.string().min(16, 'must be at least 16 characters').optional(),
      })
      .strict()
      .default({}),
    /**
     * Rate limits per client address (express-rate-limit; standard `RateLimit` headers, 429 with a JSON
     * body), each `{ limit, windowMs }`: `limit` requests per `windowMs` milliseconds. Defaults:
     * core/rate-limits.ts `DEFAULT_RATE_LIMITS`; docs/configuration.md `rateLimits` lists them.
     */
    rateLimits: z
      .object({
        /** Every state-changing API of the runtime. */
        api: rateLimitSchema.default(DEFAULT_RATE_LIMITS.api),
        /** POSTs to read-only APIs (search, suggest), counted apart from the state-changing ones. */
        readOnlyApi: rateLimitSchema.default(DEFAULT_RATE_LIMITS.readOnlyApi),
        /** Failed attempts at `POST /api/editor-area-autentication`. */
        editorAuthentication: rateLimitSchema.default(DEFAULT_RATE_LIMITS.editorAuthentication),
        /** Failed sign-ins at the sandbox identity provider's login and `json/alpha/authenticate`. */
        login: rateLimitSchema.default(DEFAULT_RATE_LIMITS.login),
      })
      .strict()
      // Parsed like an empty object, so each limit gets its default above and none is written twice.
      .prefault({}),
    preview: z
      .object({
        /** Port `preview` and `start` listen on. Default 4321; 0 picks a free one. */
        port: z.number().int().min(0).max(65535).default(4321),
        /** Interface to bind. Default 127.0.0.1. */
        host: z.string().min(1).default('127.0.0.1'),
        /**
         * Which reverse proxies' `X-Forwarded-Proto`/`-For`/`-Host` to believe (Express `trust proxy`):
         * `false` (none, the default), a hop count (`1`) or the proxies' addresses (`'loopback'`,
         * `'10.0.0.1, 10.0.0.2'`); `true`, more than 10 hops and ranges wider than /8 are refused
         * (config/trust-proxy.ts).
         */
        trustProxy: trustProxySchema.default(false),
      })
      .strict()
      .prefault({}),
    /**
     * Tag scripts (public-site §4 Tags), injected outside technical areas and testing mode. Default: the
     * runtime's local stand-ins under `/_tags/`.
     */
    tags: z
      .object({
        /** The group's main domain: it and its subdomains get the `group` consent variant. */
        mainDomain: z.string().min(1),
        /** Consent script URL per host family: group domain, development hosts, any other host. */
        consent: z
          .object({ group: z.string().min(1), development: z.string().min(1), other: z.string().min(1) })
          .strict(),
        /** Performance-monitoring loader URL. */
        performance: z.string().min(1),
        /** Tag-manager script URL. */
        tagManager: z.string().min(1),
      })
      .strict()
      .optional(),
  })
  .strict();

/** Config as written (all keys optional). */
export type ProjectConfigInput = z.input<typeof projectConfigSchema>;
/** Config after defaults. */
export type ProjectConfig = z.output<typeof projectConfigSchema>;

/** Environment variables read, by the config key they set. */
export const ENVIRONMENT_KEYS = {
  SITEFLEET_CONTENT_URL: ['services', 'content', 'url'],
  SITEFLEET_CONTENT_TOKEN: ['services', 'content', 'token'],
  SITEFLEET_PRODUCTS_URL: ['services', 'products', 'url'],
  SITEFLEET_IDENTITY_URL: ['services', 'identity', 'url'],
  SITEFLEET_SIS_URL: ['services', 'sis', 'url'],
  SITEFLEET_IMAGES_ASSET_HOST: ['images', 'assetHost'],
  SITEFLEET_SANDBOX: ['services', 'sandbox'],
  SITEFLEET_EDITOR_PASSWORD: ['editor', 'password'],
  SITEFLEET_EDITOR_SECRET: ['editor', 'secret'],
  SITEFLEET_FORMS_DATABASE_URL: ['forms', 'databaseUrl'],
  SITEFLEET_FORMS_SECRET: ['forms', 'secret'],
  SITEFLEET_FORMS_SMTP_URL: ['forms', 'smtpUrl'],
  SITEFLEET_REBUILD_WEBHOOK_SECRET: ['rebuild', 'webhookSecret'],
  SITEFLEET_REDIS_URL: ['redis', 'url'],
  SITEFLEET_REDIS_PREFIX: ['redis', 'prefix'],
  SITEFLEET_OUT_DIR: ['outDir'],
  SITEFLEET_LOG_LEVEL: ['logLevel'],
} as const;
