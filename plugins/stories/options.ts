import { z } from 'zod';

/** Options of the stories plugin, as written in a `sites/` file under `plugins.stories`. */
export const optionsSchema = z
  .object({
    /**
     * Show a story's related products, linked to their catalogue pages (customer-area §3). Turn it off on
     * a site that does not list the catalogue plugin: the links would lead nowhere. Default true.
     */
    relatedProducts: z.boolean().default(true),
    /**
     * Origin for canonical and hreflang URLs, e.g. `https://www.example.com`. Default: the site's first
     * domain that is not a loopback name, else the main site's.
     */
    origin: z.url().optional(),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
