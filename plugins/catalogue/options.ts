import { z } from 'zod';

/** Options of the catalogue plugin, as written in a `sites/` file under `plugins.catalogue`. */
export const optionsSchema = z
  .object({
    /** Write a page per capability at `/{locale}/capabilities/{capabilitySlug}` and link them. Default true. */
    capabilities: z.boolean().default(true),
    /** Write the comparison page at `/{locale}/products/compare`. Default true. */
    comparison: z.boolean().default(true),
    /**
     * Product slugs per `getProductsBySlugs` request, 1 to 50 (the slugs travel comma-separated in one
     * variable). Default 50.
     */
    productsPerRequest: z.number().int().min(1).max(50).default(50),
    /**
     * List a product's related stories on its page, newest first, at most three (content service
     * `storyPages`, customer-area §7), linked at `/{locale}/stories/{slug}`. Turn it on only where the
     * site lists the stories plugin, which builds those pages. Default false.
     */
    relatedStories: z.boolean().default(false),
    /**
     * Origin for canonical and hreflang URLs, e.g. `https://www.example.com`. Default: the site's first
     * domain that is not a loopback name, else the main site's.
     */
    origin: z.url().optional(),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
