import { z } from 'zod';
import { UI_LANGUAGES } from '../core/model/system-data.ts';

/**
 * One file per site in `sites/` (ARCHITECTURE.md layout): its plugins and their options, its locale
 * tweaks (public-site §4 site-specific locale tweaks) and its main-site-only / international-only flags
 * (public-site §6). The file name (without extension) is the CMS site id.
 */
export const siteConfigSchema = z
  .object({
    /**
     * Plugins by name with their options, in the order their hooks run. Default: content pages only.
     * Each plugin validates its own options.
     */
    plugins: z.record(z.string(), z.record(z.string(), z.unknown())).default({ 'content-pages': {} }),
    locales: z
      .object({
        /** International locales added to `en` (public-site §2: fr and es are accepted). */
        addInternational: z.array(z.enum(['fr', 'es'])).default([]),
        /** Languages whose locales the site does not have. */
        dropLanguages: z.array(z.enum(UI_LANGUAGES)).default([]),
      })
      .strict()
      .default({ addInternational: [], dropLanguages: [] }),
    /** The site is only reachable through the main site's hosts; elsewhere it gives not-found. */
    mainSiteOnly: z.boolean().default(false),
    /**
     * The site only has international locales (public-site §4). `true` here or on the CMS site turns it
     * on.
     */
    internationalOnly: z.boolean().default(false),
  })
  .strict();

/** A site file as written. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** A site file after defaults. */
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** Typed identity for `sites/*.ts` files: `export default defineSite({ ... })`. */
export function defineSite(config: SiteConfigInput): SiteConfigInput {
  return config;
}
