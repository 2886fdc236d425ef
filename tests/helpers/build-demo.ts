import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BuildCommandOptions, runBuild } from '../../cli/build.ts';

/**
 * Builds the demo sites against the embedded sandbox services into a fresh temporary folder.
 * @returns the output folder and the build result.
 */
export async function buildDemo(options: Omit<BuildCommandOptions, 'out'> & { out?: string } = {}) {
  const out = options.out ?? (await mkdtemp(path.join(tmpdir(), 'sitefleet-dist-')));
  const { result } = await runBuild({ logLevel: 'error', quiet: true, ...options, out });
  return { out, result };
}

/** Sites and locales the integration and browser tests build: a fast, representative subset. */
export const DEMO_SUBSET = {
  site: ['main', 'events', 'productronica', 'cabinet-building', 'partner-shop'],
  locale: ['en', 'de-ch', 'de-de', 'fr-ch', 'en-us', 'es-us', 'es', 'ja-jp'],
};
