import { createBrands } from './brands.ts';
import { createCountries } from './countries.ts';
import { createDraftPages } from './draft-pages.ts';
import { createFiles } from './files.ts';
import { createFinancialTables } from './financial-tables.ts';
import { createFormPages } from './form-pages.ts';
import { createLanguages } from './languages.ts';
import { createLocations } from './locations.ts';
import { createMediaReleases } from './media-releases.ts';
import { addModules } from './modules.ts';
import { createFooterNavigation, createHeaderNavigation } from './navigation.ts';
import { createNewsFeedItems } from './news-items.ts';
import { createPages } from './pages.ts';
import { createRandom } from './prng.ts';
import { createRedirects } from './redirects.ts';
import { createSites } from './sites.ts';
import { createStories } from './stories.ts';
import type { ContentDataset } from './types.ts';

/** Mixed into the seed for the news feed's own random source ('news' in ASCII). */
const NEWS_SEED = 0x6e657773;
/** Mixed into the seed for the stories' own random source ('stor' in ASCII). */
const STORIES_SEED = 0x73746f72;
/** Mixed into the seed for the media releases' own random source ('rels' in ASCII). */
const MEDIA_RELEASES_SEED = 0x72656c73;
/** Mixed into the seed for the locations' and contacts' own random source ('locs' in ASCII). */
const LOCATIONS_SEED = 0x6c6f6373;
/** Mixed into the seed for the financial tables' own random source ('fina' in ASCII). */
const FINANCIAL_TABLES_SEED = 0x66696e61;
/** Mixed into the seed for the content modules' own random source ('mods' in ASCII). */
const MODULES_SEED = 0x6d6f6473;
/** Mixed into the seed for the form pages' own random source ('form' in ASCII). */
const FORM_PAGES_SEED = 0x666f726d;

export { DRAFT_PREVIEW_PAGE_ID, DRAFT_PREVIEW_PAGE_KEY } from './draft-pages.ts';
export { pageId } from './pages.ts';
export { footerNavigationId, headerNavigationId, SITE_IDS, type SiteId } from './sites.ts';
export type * from './types.ts';

/**
 * Builds the demo content the sandbox content service serves (ARCHITECTURE.md "Embedded default and
 * real services"): eleven languages, ~250 countries plus ALL, four brands, nine sites (one without a
 * footer, dropped by the build), their pages (a few with content modules, one draft-only page on the main
 * site: sandbox/dataset/draft-pages.ts), header and footer navigation,
 * CMS redirects and files,
 * the news feed, stories with their categories and contacts, media releases, the group's locations and
 * contacts, and the investor pages' financial tables.
 *
 * Deterministic: the same options give deeply equal datasets; nothing reads the clock.
 *
 * @param options.seed PRNG seed for texts, timestamps and generated pages (default 1)
 * @param options.scale multiplier of ordinary content pages per site (default 1; 10 gives ~10× pages)
 * @param options.assetHost the image asset host the images are on (config `images.assetHost`; default
 *   the sandbox image service's address, sandbox/images/asset-host.ts)
 * @throws RangeError when `scale` is negative or not finite
 */
export function createContentDataset(
  options: { seed?: number; scale?: number; assetHost?: string } = {},
): ContentDataset {
  const { seed = 1, scale = 1 } = options;
  if (!Number.isFinite(scale) || scale < 0) throw new RangeError(`scale must be 0 or more, got ${scale}`);
  const random = createRandom(seed);
  const sites = createSites();
  const brands = createBrands({ assetHost: options.assetHost });
  const files = createFiles();
  // Modules draw from their own random source: they never shift the draws of the pages.
  const pages = [
    ...addModules({
      pages: [
        ...createPages({ sites, scale, random }),
        // The form pages draw from their own random source too.
        ...createFormPages({ sites, files, random: createRandom(seed ^ FORM_PAGES_SEED) }),
      ],
      brands,
      files,
      random: createRandom(seed ^ MODULES_SEED),
      assetHost: options.assetHost,
    }),
    // The main site's draft-only page, drawn from no random source.
    ...createDraftPages(sites),
  ];
  const pagesOf = (siteId: string) => pages.filter((page) => page.siteId === siteId);
  return {
    seed,
    scale,
    countries: createCountries(),
    languages: createLanguages(),
    brands,
    sites,
    pages,
    headerNavigations: sites.map((site) => createHeaderNavigation(site, pagesOf(site.id))),
    footerNavigations: sites
      .filter((site) => site.footerNavigation !== null)
      .map((site) => createFooterNavigation(site, pagesOf(site.id))),
    redirects: createRedirects(sites),
    files,
    // Its own random source: the news feed never shifts the draws of the pages.
    newsFeedItems: createNewsFeedItems({
      random: createRandom(seed ^ NEWS_SEED),
      assetHost: options.assetHost,
    }),
    // Stories and media releases draw from their own random sources too.
    ...createStories({ random: createRandom(seed ^ STORIES_SEED), assetHost: options.assetHost }),
    mediaReleasePages: createMediaReleases(createRandom(seed ^ MEDIA_RELEASES_SEED)),
    ...createLocations(createRandom(seed ^ LOCATIONS_SEED)),
    financialTables: createFinancialTables(createRandom(seed ^ FINANCIAL_TABLES_SEED)),
  };
}
