import { createHash } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ASSETS_FOLDER } from '../core/pipeline/build.ts';
import type { ClientAssets } from '../core/pipeline/manifest.ts';
import type { Plugin } from '../core/pipeline/plugin.ts';
import { collectClientModules } from '../runtime/client/client-modules.ts';
import { hashFiles, SITEFLEET_ROOT } from './renderer-version.ts';

/**
 * What the browser bundle is built from: sitefleet's `runtime/`, `core/` and `plugins/`, the project's
 * `plugins/`, the locked dependencies, and the fleet's islands, actions and stylesheets.
 */
const CLIENT_SOURCES = ['runtime', 'core', 'plugins', 'package-lock.json'];

/**
 * A hash of everything the browser bundle is built from (Vite's output is a function of it): equal
 * keys, equal bundles.
 * @param input.root the project root (its `plugins/` folder counts too).
 */
export async function clientBundleKey(input: { root: string; plugins: readonly Plugin[] }): Promise<string> {
  const entries = CLIENT_SOURCES.map((entry) => path.join(SITEFLEET_ROOT, entry));
  const projectPlugins = path.join(input.root, 'plugins');
  if (!entries.includes(projectPlugins)) entries.push(projectPlugins);
  const sources = await hashFiles(SITEFLEET_ROOT, entries);
  const modules = JSON.stringify(collectClientModules(input.plugins), (_key, value) =>
    // Module paths relative to sitefleet, so the key does not depend on the checkout's place.
    typeof value === 'string' && path.isAbsolute(value) ? path.relative(SITEFLEET_ROOT, value) : value,
  );
  return createHash('sha256').update(sources).update(modules).digest('base64url').slice(0, 22);
}

/** The record of a bundle in `<outDir>/_assets/`: `client-bundle-<key>.json`, its manifest. */
export function clientBundleRecord(key: string): string {
  return `client-bundle-${key}.json`;
}

/**
 * The manifest of the bundle built from `key` when the output folder has it: its record and every
 * script, stylesheet (page stylesheets too) and preloaded font it names.
 * @returns null when it must be built.
 */
export async function cachedClientBundle(input: {
  outDir: string;
  key: string;
}): Promise<ClientAssets | null> {
  const assets = path.join(input.outDir, ASSETS_FOLDER);
  try {
    const manifest = JSON.parse(
      await readFile(path.join(assets, clientBundleRecord(input.key)), 'utf8'),
    ) as ClientAssets;
    const pageStyles = Object.values(manifest.pageStyles ?? {}).flat();
    for (const url of [...manifest.scripts, ...manifest.styles, ...(manifest.fonts ?? []), ...pageStyles]) {
      await stat(path.join(assets, url.replace(/^\/_assets\//, '')));
    }
    return manifest;
  } catch {
    return null;
  }
}

/** Writes the record of a freshly built bundle into its folder (copied into `_assets/` with it). */
export async function recordClientBundle(input: {
  dir: string;
  key: string;
  manifest: ClientAssets;
}): Promise<void> {
  await writeFile(path.join(input.dir, clientBundleRecord(input.key)), JSON.stringify(input.manifest));
}
