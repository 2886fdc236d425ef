import { definePlugin } from '../../core/pipeline/plugin.ts';
import { siteOrigin } from '../../core/routing/alternates.ts';
import { loadSeoData, type SeoData } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { ROBOTS_FILE, robotsTxt, siteRootUrl, slugSitesOnHost } from './robots.ts';
import { SITEMAP_INDEX_FILE, sitemapFiles, sitemapGroups, sitemapIndexXml } from './sitemap.ts';

export { optionsSchema };

/**
 * The seo plugin: writes into each site's tree, from the pages the
 * build wrote (all locales, every shard's), a sitemap index `sitemap.xml`, one sitemap per locale group
 * (`sitemap-<language>.xml`, split under the protocol's 50,000 URLs and 50 MB) whose URLs carry the
 * hreflang alternates of their pages as `xhtml:link`, and `robots.txt` naming the sitemap index (on a
 * host's root site, also those of the sites reached there by slug). The runtime serves these root files
 * at `/{file}` and `/{slug}/{file}` (runtime/server/root-files.ts). Files whose bytes did not change keep
 * the live file, so a site whose pages did not change keeps its sitemaps.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, SeoData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:seo',
    load: (context) => loadSeoData(context),
    async emit({ site, system, pages, data, writeFile }) {
      const origin = options.origin ?? siteOrigin(site, system);
      const groups = sitemapGroups({
        site,
        system,
        pages,
        origin,
        exclude: options.exclude,
        pageFacts: data.pageFacts,
      });
      // One sitemap at a time: written, then let go.
      const files: string[] = [];
      for (const { file, xml } of sitemapFiles({
        groups,
        limits: { urls: options.maxUrlsPerSitemap, bytes: options.maxBytesPerSitemap },
      })) {
        await writeFile(file, xml);
        files.push(file);
      }
      const rootUrl = (file: string) => siteRootUrl({ site: site.cms, origin, file });
      await writeFile(SITEMAP_INDEX_FILE, sitemapIndexXml(files.map(rootUrl)));
      const sitemaps = [
        rootUrl(SITEMAP_INDEX_FILE),
        ...slugSitesOnHost(site, system).map((other) =>
          siteRootUrl({ site: other, origin, file: SITEMAP_INDEX_FILE }),
        ),
      ];
      await writeFile(ROBOTS_FILE, robotsTxt({ disallow: options.disallow, sitemaps }));
    },
  };
});
