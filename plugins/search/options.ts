import { z } from 'zod';

/**
 * Options of the search plugin, as written in a `sites/` file under `plugins.search` (documented in
 * docs/configuration.md as `search.*`). The search API answers each site with that site's own `url`,
 * `indexUid` and `suggestions`.
 */
export const optionsSchema = z
  .object({
    /**
     * `search.url`: base URL of an external Meilisearch engine (its HTTP API) the search proxy asks
     * instead of the embedded index (engine/meilisearch-adapter.ts). Unset (default): the index the
     * build writes per site and language. Its API key comes from the environment
     * (`SITEFLEET_SEARCH_API_KEY`), never from a file.
     */
    url: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * `search.databaseUrl`: a PostgreSQL database (`postgres://user@host:5432/db`) whose full-text search
     * the search proxy asks instead of the embedded index (engine/postgres-adapter.ts), filling it from
     * the build's search files. Its password from the environment (`PGPASSWORD`), never from a file: a
     * URL with a password is refused. Not together with `url`.
     */
    databaseUrl: z
      .url({ protocol: /^postgres(ql)?$/ })
      .refine((value) => new URL(value).password === '', {
        message: 'Leave the password out of the URL: set it in the environment as PGPASSWORD.',
      })
      .optional(),
    /**
     * `search.indexUid`: the Meilisearch index of a site and language, `{site}` (the site's key) and
     * `{language}` replaced. Default `sitefleet-{site}-{language}`.
     */
    indexUid: z
      .string()
      .regex(/^[A-Za-z0-9_{}-]+$/, 'Use letters, digits, - and _ besides {site} and {language}.')
      .default('sitefleet-{site}-{language}'),
    /** `search.suggestions`: most title completions `/api/search-proxy/suggest` answers. Default 8. */
    suggestions: z.number().int().min(1).max(20).default(8),
  })
  .strict()
  .refine((options) => !(options.url && options.databaseUrl), {
    message: 'Name one engine: `url` (Meilisearch) or `databaseUrl` (PostgreSQL), not both.',
  });

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
