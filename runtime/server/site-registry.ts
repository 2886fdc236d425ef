import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SystemRedirect } from '../../core/model/content.ts';
import type { Site } from '../../core/model/system-data.ts';
import { type BuildManifest, readBuiltSites } from '../../core/pipeline/manifest.ts';

/** A built site tree the runtime serves. */
export interface ServedSite {
  /** The site as site matching sees it (public-site §2). */
  site: Site;
  manifest: BuildManifest;
  /** Absolute folder of the site's tree. */
  dir: string;
  locales: Set<string>;
  /** Locale used when the URL has none: `en` when the site has it, else its first locale. */
  defaultLocale: string | null;
  redirects: SystemRedirect[];
}

/**
 * Reads every site tree of `outDir` (its latest build manifest and redirects table).
 * @returns the served sites; empty when nothing has been built.
 */
export async function loadServedSites(outDir: string): Promise<ServedSite[]> {
  const built = await readBuiltSites(outDir);
  return Promise.all(
    built.map(async ({ dir, manifest }) => {
      const { site: info } = manifest;
      const site: Site = {
        id: info.id,
        name: info.name,
        slug: info.slug,
        domains: info.domains,
        redirectHost: info.redirectHost,
        internationalOnly: info.internationalOnly,
        hideSideButtons: false,
        enableCutFont: false,
        theme: 'Default',
        brand: null,
        headerNavigation: { id: 'built' },
        footerNavigation: { id: 'built' },
      };
      const redirects = await readFile(path.join(dir, '_build/redirects.json'), 'utf8')
        .then((text) => JSON.parse(text) as SystemRedirect[])
        .catch(() => []);
      const locales = new Set(manifest.locales);
      const defaultLocale = locales.has('en') ? 'en' : (manifest.locales[0] ?? null);
      return { site, manifest, dir, locales, defaultLocale, redirects };
    }),
  );
}
