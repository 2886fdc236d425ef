import { z } from 'zod';

/** Options of the investors plugin, as written in a `sites/` file under `plugins.investors`. */
export const optionsSchema = z
  .object({
    /**
     * Origin for canonical and hreflang URLs, e.g. `https://www.example.com`. Default: the site's first
     * domain that is not a loopback name, else the main site's.
     */
    origin: z.url().optional(),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
