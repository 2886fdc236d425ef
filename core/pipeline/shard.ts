import { ConfigInvalid, createError } from '../errors.ts';

/** One of `count` shards of a build, `index` from 0 (`--shard 2/4` is `{ index: 1, count: 4 }`). */
export interface Shard {
  index: number;
  count: number;
}

/**
 * Reads `--shard i/n` (1 ≤ i ≤ n).
 * @throws SitefleetError `ConfigInvalid` naming the option and the expected form.
 */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = match ? Number(match[1]) : Number.NaN;
  const count = match ? Number(match[2]) : Number.NaN;
  if (!match || count < 1 || index < 1 || index > count) {
    throw createError(ConfigInvalid, {
      problems: [`--shard ${text}: expected i/n with 1 ≤ i ≤ n, e.g. --shard 2/4`],
    });
  }
  return { index: index - 1, count };
}

/** What a shard writes of a site. */
export interface ShardPart {
  /** URL codes of the site's locales whose pages the shard renders and writes. */
  locales: Set<string>;
  /** Whether the shard writes the site's tree (its locales, or the whole of a site without locales). */
  writesSite: boolean;
}

/**
 * Splits a build deterministically into shards: the units are the sites' locales in site order, then
 * locale order; shard `i` of `n` takes the `i`-th of `n` contiguous, equally long runs of them. A site
 * without locales belongs to the first shard. Every shard that writes a locale of a site also writes
 * the site's own files (manifest, latest-build file, emit output), identical in each: the union of the
 * shards' output trees is the output of the whole build.
 *
 * @param sites the selected sites in build order, each with its locales' URL codes in order.
 * @returns site key → the shard's part of it.
 */
export function shardParts(
  sites: readonly { key: string; locales: readonly string[] }[],
  shard: Shard,
): Map<string, ShardPart> {
  const total = sites.reduce((sum, site) => sum + site.locales.length, 0);
  const from = Math.floor((shard.index * total) / shard.count);
  const to = Math.floor(((shard.index + 1) * total) / shard.count);
  const parts = new Map<string, ShardPart>();
  let position = 0;
  for (const site of sites) {
    const locales = new Set<string>();
    for (const locale of site.locales) {
      if (position >= from && position < to) locales.add(locale);
      position += 1;
    }
    parts.set(site.key, {
      locales,
      writesSite: locales.size > 0 || (site.locales.length === 0 && shard.index === 0),
    });
  }
  return parts;
}

/** A build id as `createBuildId` makes it (`20261122T140512Z-1a2b3c`), the form `--build-id` takes. */
export const BUILD_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{6}$/;
