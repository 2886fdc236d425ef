import { createBrands } from './brands.ts';
import { createCountries } from './countries.ts';
import { createFiles } from './files.ts';
import { createLanguages } from './languages.ts';
import { createFooterNavigation, createHeaderNavigation } from './navigation.ts';
import { createPages } from './pages.ts';
import { createRandom } from './prng.ts';
import { createRedirects } from './redirects.ts';
import { createSites } from './sites.ts';
import type { ContentDataset } from './types.ts';

export { pageId } from './pages.ts';
export { footerNavigationId, headerNavigationId, SITE_IDS, type SiteId } from './sites.ts';
export type * from './types.ts';

/**
 * Builds the demo content the sandbox content service serves (ARCHITECTURE.md "Embedded default and
 * real services"): eleven languages, ~250 countries plus ALL, four brands, nine sites (one without a
 * footer, dropped by the build), their pages, header and footer navigation, CMS redirects and files.
 *
 * Deterministic: the same options give deeply equal datasets; nothing reads the clock.
 *
 * @param options.seed PRNG seed for texts, timestamps and generated pages (default 1)
 * @param options.scale multiplier of ordinary content pages per site (default 1; 10 gives ~10× pages)
 * @throws RangeError when `scale` is negative or not finite
 */
export function createContentDataset(options: { seed?: number; scale?: number } = {}): ContentDataset {
  const { seed = 1, scale = 1 } = options;
  if (!Number.isFinite(scale) || scale < 0) throw new RangeError(`scale must be 0 or more, got ${scale}`);
  const random = createRandom(seed);
  const sites = createSites();
  const pages = createPages({ sites, scale, random });
  const pagesOf = (siteId: string) => pages.filter((page) => page.siteId === siteId);
  return {
    seed,
    scale,
    countries: createCountries(),
    languages: createLanguages(),
    brands: createBrands(),
    sites,
    pages,
    headerNavigations: sites.map((site) => createHeaderNavigation(site, pagesOf(site.id))),
    footerNavigations: sites
      .filter((site) => site.footerNavigation !== null)
      .map((site) => createFooterNavigation(site, pagesOf(site.id))),
    redirects: createRedirects(sites),
    files: createFiles(),
  };
}
