import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageAssetHost } from '../media/asset-host.ts';
import { manifestFile } from './build-files.ts';
import {
  type BuildManifest,
  type ClientAssets,
  type ManifestPage,
  readLatestBuild,
  type WrittenPage,
} from './manifest.ts';
import { pageFile } from './page-file.ts';
import type { CollectedLinks, LocalePages } from './page-links.ts';
import type { PageDescriptor } from './plugin.ts';
import { secretPageKey } from './secret-pages.ts';

/*
 * What makes builds incremental (ARCHITECTURE.md "Incremental builds"): every written page records the
 * hash of its inputs in the build manifest; the next build re-renders a page only when that hash
 * changed, takes the previous file over untouched (a hard link: same bytes, same mtime) otherwise, and
 * leaves out pages that were not declared again.
 */

/** The previous build of a site, as the next build compares against it. */
export interface PreviousBuild extends BuiltTree {
  /** The site's live tree, `<outDir>/<technicalName>`. */
  dir: string;
}

/**
 * A site's build files as a build wrote them, parsed: what a long-lived process keeps of a tree it wrote
 * or read (core/pipeline/build-graph.ts `BuildGraph.tree`), by the tree's build id. A build's files
 * never change once written, so its id names them.
 */
export interface BuiltTree {
  manifest: BuildManifest;
  /** Its pages by site-relative file. */
  pages: Map<string, ManifestPage>;
  /** Its locales' pages files (core/pipeline/build-files.ts `localePagesFile`), when known. */
  localePages?: ReadonlyMap<string, LocalePages>;
  /** Texts of its small build files compared on every build (the link check's reports), by file, when known. */
  texts?: ReadonlyMap<string, string>;
  /**
   * Its pages' internal links by locale, as collected for the link check from its pages files
   * (core/pipeline/locale-files.ts `localeLinks`), with the site slug their linking pages' URLs carry;
   * when known.
   */
  links?: TreeLinks;
}

/** A tree's internal links by locale, and the site slug they were collected under (`''` for none). */
export interface TreeLinks {
  slug: string;
  byLocale: ReadonlyMap<string, CollectedLinks>;
}

/** The trees a process knows, by the site's technical name and the tree's build id. */
export type KnownTrees = (technicalName: string, buildId: string) => BuiltTree | undefined;

/** The renderer version of the client bundle in {@link BuildManifest.renderers}. */
export const CLIENT_RENDERER = '@client';

/** 22 base64url characters of the SHA-256 of `text`. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/** {@link hashText} of the JSON of `value` (plain data: key order as built, which is deterministic). */
export function hashValue(value: unknown): string {
  return hashText(JSON.stringify(value) ?? 'undefined');
}

/** JSON replacer writing a Map as its entries and a Set as its values (JSON drops both otherwise). */
export function plainCollections(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { map: [...value] };
  if (value instanceof Set) return { set: [...value] };
  return value;
}

/**
 * The hash of everything a page is rendered from: output file, view, its renderer's version, its props
 * and the hash of each fragment it uses (by prop name). Two builds give the same hash exactly when the
 * page would be rendered from the same inputs.
 *
 * @param input.fragmentHashes site-wide fragment key → {@link hashValue} of the fragment.
 * @throws Error naming the page when it uses a fragment that was never registered.
 */
export function pageInputHash(input: {
  page: PageDescriptor;
  fragmentHashes: ReadonlyMap<string, string>;
  rendererVersion: string;
}): string {
  const { page } = input;
  let uses = '';
  for (const name of Object.keys(page.fragments ?? {}).sort()) {
    const key = page.fragments![name]!;
    const fragment = input.fragmentHashes.get(key);
    if (fragment === undefined) {
      throw new Error(
        `Page ${pageFile(page)} uses fragment '${key}' (prop ${name}), which no plugin registered`,
      );
    }
    uses += `\u0000${name}=${fragment}`;
  }
  const hash = createHash('sha256');
  hash.update(`${pageFile(page)}\u0000${page.view}\u0000${input.rendererVersion}\u0000`);
  hash.update(JSON.stringify(page.props) ?? 'undefined');
  hash.update(uses);
  return hash.digest('base64url').slice(0, 22);
}

/** Key of the image asset host among {@link rendererVersions}: a new host re-renders every page. */
export const IMAGES_RENDERER = '@images';

/**
 * The renderer versions of a build: each plugin's (from its configured site) plus the client bundle's
 * under {@link CLIENT_RENDERER} and the image asset host under {@link IMAGES_RENDERER}.
 */
export function rendererVersions(input: {
  plugins: readonly string[];
  versions: Readonly<Record<string, string>>;
  assets: ClientAssets;
}): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of input.plugins) versions[name] = input.versions[name] ?? '';
  versions[CLIENT_RENDERER] = hashValue(input.assets);
  // Every image URL a page shows names the asset host (config `images.assetHost`).
  versions[IMAGES_RENDERER] = imageAssetHost();
  return versions;
}

/**
 * The release of this build (core/pipeline/plugin.ts `SiteContext.release`): the previous build's when
 * its renderer versions are the same as this build's, else this build's id (every page re-renders with
 * the new release in its build meta tag, and open pages learn of it from the latest-build file).
 */
export function releaseFor(input: {
  previous: PreviousBuild | null;
  renderers: Readonly<Record<string, string>>;
  buildId: string;
}): string {
  const previous = input.previous?.manifest;
  if (previous?.release && previous.renderers && sameVersions(previous.renderers, input.renderers)) {
    return previous.release;
  }
  return input.buildId;
}

function sameVersions(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Reads the latest build of a site from its tree (public-site §7: the latest-build file, then the
 * manifest named by its build id): the tree as `known` holds it when it knows that build id, else the
 * manifest parsed. The objects may be shared with other calls: callers never change them.
 * @returns null when there is none (first build, or a tree from an interrupted or older build).
 */
export async function readPreviousBuild(siteDir: string, known?: KnownTrees): Promise<PreviousBuild | null> {
  try {
    const latest = await readLatestBuild(siteDir);
    if (!latest) return null;
    const tree = known?.(path.basename(siteDir), latest.buildId);
    if (tree) return { dir: siteDir, ...tree };
    const manifest = JSON.parse(
      await readFile(path.join(siteDir, manifestFile(latest.buildId)), 'utf8'),
    ) as BuildManifest;
    if (!Array.isArray(manifest.pages)) return null;
    return { dir: siteDir, ...parsedManifest(manifest) };
  } catch {
    return null;
  }
}

/** A manifest with its pages by file, as {@link readPreviousBuild} gives it. */
export function parsedManifest(manifest: BuildManifest): Pick<PreviousBuild, 'manifest' | 'pages'> {
  return { manifest, pages: new Map(manifest.pages.map((page) => [page.file, page])) };
}

/** The manifest entry of a page whose output file is `file` and input hash `hash`. */
export function manifestEntry(page: PageDescriptor, file: string, hash: string): ManifestPage {
  return {
    ...(page.id !== undefined ? { id: page.id } : {}),
    locale: page.locale,
    // A secret page's path is its address: the records name it by digest (core/pipeline/secret-pages.ts).
    path: page.secret ? secretPageKey(page) : page.path,
    file,
    hash,
    ...(page.sources ? { sources: page.sources } : {}),
    ...(page.unlisted ? { unlisted: true as const } : {}),
  };
}

/** The manifest entry of a page written as `bytes` bytes, with its size. */
export function writtenPage(page: PageDescriptor, hash: string, bytes: number): WrittenPage {
  return { ...manifestEntry(page, pageFile(page), hash), bytes };
}

/**
 * The time a build id names (`20261122T140512Z-1a2b3c` → `2026-11-22T14:05:12.000Z`): the build's
 * `builtAt`, the same in every shard of a build given the same id; the current time for an id of
 * another form.
 */
export function builtAtOf(buildId: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(buildId);
  if (!match) return new Date().toISOString();
  const [, year, month, day, hour, minute, second] = match;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`;
}
