import { z } from 'zod';

/** Options of the content-pages plugin, as written in a `sites/` file under `plugins['content-pages']`. */
export const optionsSchema = z
  .object({
    /**
     * The CMS page types (public-site §3 `pageType`) rendered as content pages. Pages of other types are
     * feature pages another plugin builds at their path (the media releases list, `MediaReleases`).
     * Default `['Content']`.
     */
    pageTypes: z.array(z.string().min(1)).min(1).default(['Content']),
    /** Write the not-found page per locale (`<locale>/404.html`). Default true. */
    notFoundPage: z.boolean().default(true),
    /** Write the error page per locale (`<locale>/500.html`). Default true. */
    errorPage: z.boolean().default(true),
    /**
     * Origin for canonical and hreflang URLs, e.g. `https://www.example.com`. Default: the site's first
     * domain that is not a loopback name, else the main site's.
     */
    origin: z.url().optional(),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
