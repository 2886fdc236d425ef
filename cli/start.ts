import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { LATEST_BUILD_FILE } from '../core/pipeline/build-files.ts';
import { type BuildCommandOptions, runBuild } from './build.ts';
import { createCommandContext } from './context.ts';
import { type PreviewCommandOptions, type RunningPreview, runPreview } from './preview.ts';

/** Options of `sitefleet start`: those of `build` and `preview`. */
export type StartCommandOptions = BuildCommandOptions & PreviewCommandOptions;

/**
 * The locale a fresh start builds first: the one the preview URL opens (`Preview: …/en`, every site's
 * international English where it has one).
 */
export const FIRST_LOCALE = 'en';

/**
 * `sitefleet start` (what `npm start` runs): `build`, then `preview`. Into an output folder that holds no
 * build yet, with no selection or build option of its own (`--site`, `--locale`, `--shard`, `--force`,
 * `--render-each-locale`, `--workers`, `--concurrency`, `--build-id`: the server's rebuilds would not
 * carry them), it serves sooner: it builds every site's {@link FIRST_LOCALE} pages only, starts serving
 * them, then builds the whole fleet in the background through the server's rebuild queue
 * (cli/rebuild.ts; a run per site, the one the preview URL opens first, each swapped in when done, open
 * pages told by build events). Until a site's run is done its other locales are answered as locales it
 * lacks (a redirect to its `en` pages), and a site without that locale serves nothing.
 * @returns the running preview server.
 * @throws what `build` or `preview` throw (a failed first build serves nothing).
 */
export async function runStart(options: StartCommandOptions): Promise<RunningPreview> {
  // A selection, or a build option the server's rebuilds would not carry: the plain build, then preview.
  const ownBuild = [
    options.site,
    options.locale,
    options.shard,
    options.force,
    options.renderEachLocale,
    options.workers,
    options.concurrency,
    options.buildId,
  ].some((option) => option !== undefined && option !== false);
  if (ownBuild || (await holdsBuild(await outDirOf(options)))) {
    await runBuild(options);
    return runPreview(options);
  }
  await runBuild({ ...options, locale: [FIRST_LOCALE] });
  const preview = await runPreview(options);
  // The site the preview URL opens first (its pages name it in their `sf-site` meta tag).
  const first = await openedSite(`${preview.url}/${FIRST_LOCALE}`);
  const known = (await preview.knownSites()).map((site) => site.id);
  const sites = [...known.filter((id) => id === first), ...known.filter((id) => id !== first)];
  const runs = preview.rebuilds.request({
    sites,
    trigger: 'start',
    reason: 'start: every locale of the fleet',
  });
  if (runs.length > 0) {
    process.stdout.write(
      `Serving the ${FIRST_LOCALE} pages; building every other locale of ${runs.length} sites in the background…\n`,
    );
  }
  return preview;
}

/** The key of the site whose page answers `url` (its `sf-site` meta tag), or null. */
async function openedSite(url: string): Promise<string | null> {
  const html = await fetch(url).then(
    (response) => response.text(),
    () => '',
  );
  return /<meta name="sf-site" content="([^"]+)"/.exec(html)?.[1] ?? null;
}

async function outDirOf(options: StartCommandOptions): Promise<string> {
  const context = await createCommandContext({ ...options, logLevel: 'error' }, { outDir: options.out });
  return context.outDir;
}

/** Whether some site tree of `outDir` has a latest-build file (public-site §7). */
async function holdsBuild(outDir: string): Promise<boolean> {
  const entries = await readdir(outDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
    const found = await stat(path.join(outDir, entry.name, LATEST_BUILD_FILE)).then(
      (info) => info.isFile(),
      () => false,
    );
    if (found) return true;
  }
  return false;
}
