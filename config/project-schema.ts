import { z } from 'zod';

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

/** An absolute http(s) URL of an external service the portal links to. */
const serviceUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

export const projectConfigSchema = z
  .object({
    /** Output folder, relative to the project root. Default `dist`. */
    outDir: z.string().min(1).default('dist'),
    /** Folder of the per-site files. Default `sites`. */
    sitesDir: z.string().min(1).default('sites'),
    /** Concurrent service requests of the one shared fetch queue. Default 5. */
    concurrency: z.number().int().min(1).max(64).default(5),
    /** Customer-area path segment (customer-area §2). Default `mykomax`. */
    portalSegment: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits or hyphens')
      .default('mykomax'),
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
      .default({ serviceUrls: {} }),
    /** public-site §9 log level: none, error, warn, info or debug. Default info. */
    logLevel: z.enum(['none', 'error', 'warn', 'info', 'debug']).default('info'),
    services: z
      .object({
        content: endpointSchema.optional(),
        products: endpointSchema.optional(),
        identity: endpointSchema.optional(),
        sis: endpointSchema.optional(),
      })
      .strict()
      .default({}),
    preview: z
      .object({
        /** Port `preview` and `start` listen on. Default 4321; 0 picks a free one. */
        port: z.number().int().min(0).max(65535).default(4321),
        /** Interface to bind. Default 127.0.0.1. */
        host: z.string().min(1).default('127.0.0.1'),
        /**
         * Trust `X-Forwarded-*` from a reverse proxy (Express `trust proxy`): `true`, a hop count or a
         * list of addresses. Default false.
         */
        trustProxy: z.union([z.boolean(), z.number().int().min(0), z.string().min(1)]).default(false),
      })
      .strict()
      .default({ port: 4321, host: '127.0.0.1', trustProxy: false }),
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
  SITEFLEET_OUT_DIR: ['outDir'],
  SITEFLEET_LOG_LEVEL: ['logLevel'],
} as const;
