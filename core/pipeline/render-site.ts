import type { Logger } from '../logger.ts';
import type { ClientAssets, WrittenPage } from './manifest.ts';
import { pageFile } from './page-file.ts';
import type { LinkCollector } from './page-links.ts';
import type { PageDescriptor, Plugin, ResolvedSite, SystemIndex } from './plugin.ts';
import { type HookTimings, runHook } from './run-hook.ts';
import type { StagingTree } from './writer.ts';

/**
 * One slice of a site's locales: locale number `i` of the site belongs to shard `i % count`. Shards
 * of one site render in parallel worker threads; `{ index: 0, count: 1 }` is the whole site.
 */
export interface RenderShard {
  index: number;
  count: number;
}

/** Everything the `pages` phase and rendering of one site need; structured-cloneable but `plugins`. */
export interface RenderSiteInput {
  site: ResolvedSite;
  system: SystemIndex;
  /** The site's plugins, in order, and the value each one's `load` returned. */
  plugins: Plugin<unknown>[];
  data: unknown[];
  buildId: string;
  assets: ClientAssets;
  shard: RenderShard;
  staging: StagingTree;
  logger: Logger;
  timings?: HookTimings;
  /** Called every 250 pages and at the end, with pages rendered and declared in this shard. */
  onProgress?: (done: number, total: number) => void;
  /** Collects each written page's internal links for the link check; absent: none collected. */
  links?: LinkCollector;
}

/**
 * Runs the site's `pages` hooks (plugins in order), renders the descriptors of this shard and writes
 * them into the staging tree (ARCHITECTURE.md steps 4–6). Pure apart from the writes: no network.
 *
 * @returns the pages written, in declaration order.
 * @throws SitefleetError `PluginFailed` from a hook; the error of a failing `render()`.
 */
export async function renderSitePages(input: RenderSiteInput): Promise<WrittenPage[]> {
  const { site, shard, staging } = input;
  const base = {
    site,
    system: input.system,
    buildId: input.buildId,
    assets: input.assets,
  };
  const pages: PageDescriptor[] = [];
  for (const [index, plugin] of input.plugins.entries()) {
    const declared = await runHook<'pages', PageDescriptor[]>({
      plugin,
      hook: 'pages',
      siteKey: site.key,
      logger: input.logger,
      timings: input.timings,
      makeArgument: (logger) => ({ ...base, logger, data: input.data[index] }),
    });
    pages.push(...(declared ?? []));
  }

  const localeIndex = new Map(site.locales.map((locale, index) => [locale.urlCode, index]));
  const mine = pages.filter(
    (page) => (localeIndex.get(page.locale.urlCode) ?? 0) % shard.count === shard.index,
  );
  const written: WrittenPage[] = [];
  for (const page of mine) {
    const html = await page.render();
    const file = pageFile(page);
    await staging.write({ technicalName: site.technicalName, file, contents: html });
    input.links?.add({ locale: page.locale.urlCode, path: page.path, html });
    written.push({
      id: page.id,
      locale: page.locale.urlCode,
      path: page.path,
      file,
      bytes: Buffer.byteLength(html),
    });
    if (written.length % 250 === 0 || written.length === mine.length)
      input.onProgress?.(written.length, mine.length);
  }
  await staging.flush();
  return written;
}
