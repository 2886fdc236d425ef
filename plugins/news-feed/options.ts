import { z } from 'zod';

/** Options of the news-feed plugin, as written in a `sites/` file under `plugins.news-feed`. */
export const optionsSchema = z
  .object({
    /**
     * First path segments (after the locale) that are not part of the public main site
     * (customer-area §1 "The public main site excludes the first segments mykomax and editor"): the panel
     * does not run there. Default `['mykomax', 'editor']`.
     */
    excludedSegments: z.array(z.string().min(1)).default(['mykomax', 'editor']),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
