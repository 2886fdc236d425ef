import { loadSystemData } from '../content/services.ts';
import { createError, SiteConfigMissing } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { dropSitesWithoutNavigation } from '../routing/site-filter.ts';
import type { ServiceFetcher } from './fetch-queue.ts';
import type { SystemIndex } from './plugin.ts';

/**
 * Loads `systemDataQuery` (public-site §7, core/content/services.ts `loadSystemData`) through the shared
 * queue and indexes it. Sites lacking header or footer navigation are dropped with a warning
 * (public-site §3 site).
 *
 * @throws the fetcher's errors (public-site §8: a system-data load failure is rethrown).
 */
export async function loadSystemIndex(input: {
  fetch: ServiceFetcher;
  logger: Logger;
}): Promise<SystemIndex> {
  const raw = await loadSystemData({ transport: input.fetch });
  const { kept, dropped } = dropSitesWithoutNavigation(raw.sites);
  for (const site of dropped) {
    input.logger.warn(`Site '${site.id}' (${site.name}) has no header or footer navigation and is dropped`);
  }
  return {
    raw,
    countries: new Map(raw.countries.map((country) => [country.countryCode, country])),
    languages: new Map(raw.languages.map((language) => [language.languageCode, language])),
    brands: new Map(raw.brands.map((brand) => [brand.id, brand])),
    sites: kept,
  };
}

/**
 * Checks that every CMS site has a site file (public-site §8 "Missing site configuration: error
 * thrown") and warns about site files without a CMS site.
 *
 * @throws SitefleetError `SiteConfigMissing` for the first CMS site without a file.
 */
export function checkSiteConfigs(input: {
  system: SystemIndex;
  configuredKeys: ReadonlySet<string>;
  sitesDir: string;
  logger: Logger;
}): void {
  for (const site of input.system.sites) {
    if (!input.configuredKeys.has(site.id)) {
      throw createError(SiteConfigMissing, {
        siteId: site.id,
        siteName: site.name,
        sitesDir: input.sitesDir,
      });
    }
  }
  const cmsIds = new Set(input.system.sites.map((site) => site.id));
  for (const key of input.configuredKeys) {
    if (!cmsIds.has(key))
      input.logger.warn(`${input.sitesDir}/${key}: the content service has no site '${key}'; skipped`);
  }
}
