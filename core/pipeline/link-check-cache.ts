import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LATEST_BUILD_FILE } from './build-files.ts';
import { hashValue } from './incremental.ts';
import type { LinkCheckReport, LinkCheckSeverity, RuntimeRoutes } from './link-check.ts';
import type { LatestBuild } from './manifest.ts';

/**
 * The last link check's report, in the output folder's root (not below a site, so never served): a
 * build in which no site changes, over the same served sites, selection and routes, reports it again
 * instead of checking every link anew (issue 11: a no-change rebuild costs little).
 */
export const LINK_CHECK_CACHE_FILE = '_link-check.json';

interface LinkCheckCache {
  key: string;
  report: LinkCheckReport;
}

/**
 * What a link check's report depends on besides page contents: the build of every site tree in `outDir`
 * (a site's build id changes with any change of its pages), the sites checked, the runtime's routes and
 * the severity.
 */
export async function linkCheckKey(input: {
  outDir: string;
  /** Keys of the sites whose links are checked, in any order. */
  checked: readonly string[];
  routes: RuntimeRoutes;
  severity: LinkCheckSeverity;
}): Promise<string> {
  // Site trees only: not the staging and recycled trees (`.staging-…`, `.recycle`).
  const entries = (await readdir(input.outDir).catch(() => [] as string[]))
    .filter((entry) => !entry.startsWith('.'))
    .sort();
  const builds: [string, string][] = [];
  for (const entry of entries) {
    const latest = await readFile(path.join(input.outDir, entry, LATEST_BUILD_FILE), 'utf8')
      .then((text) => JSON.parse(text) as LatestBuild)
      .catch(() => null);
    if (latest) builds.push([entry, latest.buildId]);
  }
  return hashValue({
    builds,
    checked: [...input.checked].sort(),
    routes: input.routes,
    severity: input.severity,
  });
}

/** The cached report when it was made under `key`, else null. */
export async function readLinkCheckCache(outDir: string, key: string): Promise<LinkCheckReport | null> {
  const cache = await readFile(path.join(outDir, LINK_CHECK_CACHE_FILE), 'utf8')
    .then((text) => JSON.parse(text) as LinkCheckCache)
    .catch(() => null);
  return cache?.key === key ? cache.report : null;
}

/** Keeps `report` under `key` (written beside, then renamed: a killed build leaves the old one). */
export async function writeLinkCheckCache(
  outDir: string,
  key: string,
  report: LinkCheckReport,
): Promise<void> {
  const file = path.join(outDir, LINK_CHECK_CACHE_FILE);
  const cache: LinkCheckCache = { key, report: { checked: report.checked, broken: report.broken } };
  await writeFile(`${file}.tmp`, JSON.stringify(cache));
  await rename(`${file}.tmp`, file);
}
