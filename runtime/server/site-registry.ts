import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SystemRedirect } from '../../core/model/content.ts';
import type { Site } from '../../core/model/system-data.ts';
import { ASSETS_FOLDER } from '../../core/pipeline/build.ts';
import { type BuildManifest, CLIENT_MANIFEST_FILE, readBuiltSites } from '../../core/pipeline/manifest.ts';
import type { ClientAssets } from '../../core/pipeline/plugin.ts';

export { CLIENT_MANIFEST_FILE };

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
  /** Site-relative HTML file of each page, by {@link pageKey} (`en/company` → `en/company/index.html`). */
  pageFiles: Map<string, string>;
}

/**
 * Key of a page in {@link ServedSite.pageFiles}.
 * @param input.path the page path below locale and site slug, `''` for the home page.
 * @returns `en/company`, or `en` for the home page.
 */
export function pageKey(input: { locale: string; path: string }): string {
  return input.path === '' ? input.locale : `${input.locale}/${input.path}`;
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
      const pageFiles = new Map(manifest.pages.map((page) => [pageKey(page), page.file]));
      return { site, manifest, dir, locales, defaultLocale, redirects, pageFiles };
    }),
  );
}

/**
 * Reads the client bundle's manifest, `<outDir>/_assets/client-manifest.json` (`{ scripts, styles }`,
 * URL paths).
 * @returns the manifest; empty lists when the file is missing or unreadable.
 */
export async function readClientAssets(outDir: string): Promise<ClientAssets> {
  try {
    const text = await readFile(path.join(outDir, ASSETS_FOLDER, CLIENT_MANIFEST_FILE), 'utf8');
    const parsed = JSON.parse(text) as Partial<ClientAssets>;
    return {
      scripts: Array.isArray(parsed.scripts) ? parsed.scripts : [],
      styles: Array.isArray(parsed.styles) ? parsed.styles : [],
    };
  } catch {
    return { scripts: [], styles: [] };
  }
}
