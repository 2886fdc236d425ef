import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BrokenLinks, createError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { SystemRedirect } from '../model/content.ts';
import { parseLocaleSegment } from '../routing/locale-segment.ts';
import { pathSegments } from '../routing/path-segments.ts';
import { LINK_CHECK_FOLDER, REDIRECTS_FILE } from './build-files.ts';
import type { BuildGraph } from './build-graph.ts';
import { forEachFile } from './file-operations.ts';
import { type KnownTrees, readPreviousBuild } from './incremental.ts';
import {
  type BrokenLink,
  checkLinks,
  type LinkCheckReport,
  type LinkCheckSeverity,
  type LinkSite,
  type RuntimeRoutes,
} from './link-check.ts';
import { type BuildManifest, readBuiltSites } from './manifest.ts';
import { type CollectedLinks, mergeLinks } from './page-links.ts';
import type { StagingTree } from './writer.ts';

/** Groups of broken links the log and the error list; the rest is in the report files. */
const GROUPS_SHOWN = 10;

/** {@link LinkCheckReport} and the severity it was judged by. */
export interface LinkCheckResult extends LinkCheckReport {
  severity: Exclude<LinkCheckSeverity, 'ignore'>;
  /** Time the check took after rendering (reading sites, resolving, writing reports), in ms. */
  durationMs: number;
}

/**
 * The build's link check (docs/architecture.md "The build"), once every selected site is written and
 * before the swap: checks the links the built sites' pages carry against every site the runtime will
 * serve (those built now, from their manifests and the redirects tables in the staging tree; the others
 * from their latest build in `outDir`) and `routes`; writes each built site's findings through
 * `writeReport`; then applies `severity`: `log` logs a summary (info), `warn` logs it as one warning,
 * `fail` throws.
 *
 * @throws SitefleetError `BrokenLinks` when `severity` is `fail` and a link is broken.
 */
export async function checkBuildLinks(input: {
  outDir: string;
  staging: StagingTree;
  /** The sites built now, each with its written locales' links (locale → links). */
  built: readonly { manifest: BuildManifest; links: ReadonlyMap<string, CollectedLinks> }[];
  /** Writes a built site's report of one locale (the `linkCheckFile` contents) into its staging tree. */
  writeReport: (manifest: BuildManifest, locale: string, contents: string) => Promise<void>;
  routes: RuntimeRoutes;
  severity: Exclude<LinkCheckSeverity, 'ignore'>;
  logger: Logger;
  /**
   * The build graph (core/pipeline/build-graph.ts): the trees it knows are not read again, and the answers
   * it keeps for the same targets are not worked out again; default none.
   */
  graph?: Pick<BuildGraph, 'tree' | 'linkAnswers'>;
}): Promise<LinkCheckResult> {
  const started = performance.now();
  const { staging, severity } = input;
  const builtNames = new Set(input.built.map(({ manifest }) => manifest.site.technicalName));
  const builtSites = input.built.map(({ manifest }) =>
    readLinkSite({ manifest, dir: path.join(staging.root, manifest.site.technicalName) }),
  );
  const earlier = (
    await readBuiltSites(input.outDir, { skip: builtNames, read: manifestReader(input.graph?.tree) })
  ).map(readLinkSite);
  const sites = inServingOrder(await Promise.all([...builtSites, ...earlier]));
  const links = siteLinks(input.built.map(({ manifest, links }) => [manifest.site.key, links]));
  const report = checkLinks({
    sites,
    links,
    routes: input.routes,
    resolved: resolvedFor(sites, input.routes, input.graph),
  });

  // Each locale's report: its pages' links among the site's broken ones.
  for (const { manifest, links: byLocale } of input.built) {
    const brokenHrefs = new Set(
      report.broken.filter((link) => link.site === manifest.site.key).map((link) => link.href),
    );
    await forEachFile([...byLocale], async ([locale, localeLinks]) => {
      const broken = [...localeLinks.keys()]
        .filter((href) => brokenHrefs.has(href))
        .sort()
        .map((href) => ({ href, ...localeLinks.get(href)! }));
      await input.writeReport(manifest, locale, JSON.stringify({ checked: localeLinks.size, broken }));
    });
  }

  const durationMs = Math.round(performance.now() - started);
  return judgeLinkReport({ report, severity, logger: input.logger, durationMs });
}

/**
 * Answers the links of the sites a long-lived builder prepared (core/pipeline/build.ts `prime`; site key
 * → its live tree's links by locale) against every site in `outDir` as it is, and keeps the answers
 * (see {@link resolvedFor}), so that the first rebuild's check after the prime is as quick as the next
 * ones. Reports and writes nothing. The sites are those the runtime serves and their links the live
 * trees', so the answers' key is the one the next build's check finds when its pages stay.
 */
export async function primeLinkCheck(input: {
  outDir: string;
  links: ReadonlyMap<string, ReadonlyMap<string, CollectedLinks>>;
  routes: RuntimeRoutes;
  /** Stops it once the fleet's manifests are read (a build asked for meanwhile); default none. */
  signal?: AbortSignal;
  /** The build graph, which keeps the answers (see {@link checkBuildLinks}). */
  graph: Pick<BuildGraph, 'tree' | 'linkAnswers'>;
}): Promise<void> {
  const sites = inServingOrder(
    await Promise.all(
      (await readBuiltSites(input.outDir, { read: manifestReader(input.graph.tree) })).map(readLinkSite),
    ),
  );
  if (input.signal?.aborted) return;
  const links = siteLinks([...input.links]);
  const resolved = resolvedFor(sites, input.routes, input.graph);
  checkLinks({ sites, links, routes: input.routes, resolved });
}

/**
 * A site tree's latest manifest as {@link readPreviousBuild} reads it: a tree the process knows is not
 * parsed again, so that a rebuild of one site does not parse every other site's manifest for its check.
 */
function manifestReader(known: KnownTrees | undefined): (siteDir: string) => Promise<BuildManifest | null> {
  return async (siteDir) => (await readPreviousBuild(siteDir, known))?.manifest ?? null;
}

/** The sites in the runtime's order (by folder name), which breaks site-matching ties. */
function inServingOrder(sites: LinkSite[]): LinkSite[] {
  return sites.sort((a, b) => (a.site.technicalName < b.site.technicalName ? -1 : 1));
}

/** Site key → its locales' links merged (core/pipeline/page-links.ts `mergeLinks` copies). */
function siteLinks(
  bySite: readonly (readonly [string, ReadonlyMap<string, CollectedLinks>])[],
): Map<string, CollectedLinks> {
  return new Map(
    bySite.map(([key, byLocale]) => {
      const merged: CollectedLinks = new Map();
      for (const localeLinks of byLocale.values()) mergeLinks(merged, localeLinks);
      return [key, merged];
    }),
  );
}

/**
 * The answers the graph keeps for exactly these targets (hashing the sites' page paths costs a fraction
 * of resolving their hrefs), or a new map when there is no graph.
 */
function resolvedFor(
  sites: readonly LinkSite[],
  routes: RuntimeRoutes,
  graph: Pick<BuildGraph, 'linkAnswers'> | undefined,
): Map<string, boolean> {
  if (!graph) return new Map();
  const hash = createHash('sha256');
  hash.update(JSON.stringify(routes));
  for (const site of sites) {
    hash.update(`\u0000${JSON.stringify([site.site, site.locales, site.redirects])}\u0000`);
    hash.update(site.pages.map((page) => `${page.locale}/${page.path}`).join('\n'));
  }
  return graph.linkAnswers(hash.digest('base64url'));
}

/**
 * Applies `severity` to a link check's report: `log` logs a summary (info), `warn` logs it as one
 * warning, `fail` throws; a report without broken links is logged at info.
 * @throws SitefleetError `BrokenLinks` when `severity` is `fail` and a link is broken.
 */
export function judgeLinkReport(input: {
  report: LinkCheckReport;
  severity: Exclude<LinkCheckSeverity, 'ignore'>;
  logger: Logger;
  /** Time the check took, in ms. */
  durationMs: number;
}): LinkCheckResult {
  const { report, severity, durationMs } = input;
  if (report.broken.length > 0) {
    const summary = summarize(report);
    if (severity === 'fail') throw createError(BrokenLinks, { summary });
    if (severity === 'warn') input.logger.warn(summary);
    else input.logger.info(summary);
  } else {
    input.logger.info({ durationMs }, `Link check: ${report.checked} internal links, none broken`);
  }
  input.logger.debug({ durationMs }, `Link check took ${durationMs} ms`);
  return { severity, durationMs, checked: report.checked, broken: report.broken };
}

async function readLinkSite(input: { manifest: BuildManifest; dir: string }): Promise<LinkSite> {
  const { manifest } = input;
  const redirects = await readFile(path.join(input.dir, REDIRECTS_FILE), 'utf8')
    .then((text) => JSON.parse(text) as SystemRedirect[])
    .catch(() => []);
  return { site: manifest.site, locales: manifest.locales, pages: manifest.pages, redirects };
}

/**
 * One line, then up to {@link GROUPS_SHOWN} lines of broken links grouped by site and href with the
 * locale segment left out (`/{locale}/events/media-releases`: one missing page, every locale's link).
 */
function summarize(report: LinkCheckReport): string {
  const groups = new Map<string, { site: string; pattern: string; links: BrokenLink[] }>();
  for (const link of report.broken) {
    const pattern = localeless(link.href);
    const key = `${link.site}\u0000${pattern}`;
    const group = groups.get(key) ?? { site: link.site, pattern, links: [] };
    group.links.push(link);
    groups.set(key, group);
  }
  const sites = new Set(report.broken.map((link) => link.site)).size;
  const lines = [...groups.values()].slice(0, GROUPS_SHOWN).map(({ site, pattern, links }) => {
    const pages = links.reduce((sum, link) => sum + link.count, 0);
    const example = links[0]!.pages[0] ?? '';
    const hrefs = links.length === 1 ? links[0]!.href : `${pattern} (${links.length} locales)`;
    return `  ${site}: ${hrefs}, linked from ${pages} page${pages === 1 ? '' : 's'} (e.g. ${example})`;
  });
  const more = groups.size > GROUPS_SHOWN ? [`  … and ${groups.size - GROUPS_SHOWN} more`] : [];
  return [
    `Link check: ${report.broken.length} of ${report.checked} internal links lead to no page on ${sites} site${sites === 1 ? '' : 's'} (each site's lists: <site>/${LINK_CHECK_FOLDER}/<locale>.json)`,
    ...lines,
    ...more,
  ].join('\n');
}

function localeless(href: string): string {
  const [first, ...rest] = pathSegments(href);
  return first !== undefined && parseLocaleSegment(first) ? `/{locale}/${rest.join('/')}` : href;
}
