import { z } from 'zod';

/**
 * The sitemaps protocol's limits per sitemap file: 50,000 URLs and 50 MB uncompressed. The protocol
 * writes "50MB (52,428,800 bytes)"; 50,000,000 bytes keeps a file under both readings of "50 MB" (a
 * crawler that counts decimal megabytes refuses nothing).
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50_000_000 } as const;

/** Options of the seo plugin, as written in a `sites/` file under `plugins.seo`. */
export const optionsSchema = z
  .object({
    /**
     * Origin of the URLs in the sitemaps and robots.txt, e.g. `https://www.example.com`. Default: the
     * site's first domain that is not a loopback name, else the main site's (as for canonical URLs).
     */
    origin: z.url().optional(),
    /**
     * Paths below the locale segment whose pages (and the pages below them) stay out of the sitemaps,
     * e.g. `['mykomax']` for a customer area's shell. Default none.
     */
    exclude: z
      .array(z.string().regex(/^[^/]/, 'a path below the locale, without a leading slash'))
      .default([]),
    /** Most URLs per sitemap file; a larger locale group is split. Default 50,000 (the protocol's limit). */
    maxUrlsPerSitemap: z.number().int().min(1).max(SITEMAP_LIMITS.urls).default(SITEMAP_LIMITS.urls),
    /** Most bytes per sitemap file, uncompressed (UTF-8), 4096 to 50,000,000. Default 50,000,000 (50 MB). */
    maxBytesPerSitemap: z.number().int().min(4096).max(SITEMAP_LIMITS.bytes).default(SITEMAP_LIMITS.bytes),
    /** Paths robots.txt disallows for every crawler. Default the APIs and the build files. */
    disallow: z.array(z.string().startsWith('/')).default(['/api/', '/_build/']),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
