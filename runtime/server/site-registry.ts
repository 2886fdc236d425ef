import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { SystemRedirect } from '../../core/model/content.ts';
import { ASSETS_FOLDER } from '../../core/pipeline/build.ts';
import { CLIENT_MANIFEST_FILE, REDIRECTS_FILE } from '../../core/pipeline/build-files.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';
import {
  type BuildManifest,
  type ManifestPatch,
  patchedManifest,
  readBuiltSites,
  readLatestBuild,
  readLatestManifest,
} from '../../core/pipeline/manifest.ts';
import { isSecretPageKey, secretPageKey } from '../../core/pipeline/secret-pages.ts';
import type { ServedSite } from '../../core/serving/context.ts';

export { CLIENT_MANIFEST_FILE };

/**
 * Key of a page in {@link ServedSite.pageFiles}.
 * @param input.path the page path below locale and site slug, `''` for the home page.
 * @returns `en/company`, or `en` for the home page.
 */
export function pageKey(input: { locale: string; path: string }): string {
  return input.path === '' ? input.locale : `${input.locale}/${input.path}`;
}

/**
 * The built file of the page a request names (`locale` and the percent-decoded `path` below locale and
 * site slug), from {@link ServedSite.pageFiles}: the page recorded at that path, else the secret page
 * recorded by that path's key (core/pipeline/secret-pages.ts). A path that is itself a key (`#…`, which
 * no browser sends but a crafted request may) names no page: knowing a key never opens its page.
 * @returns the site-relative file, or undefined when the site has no page there.
 */
export function pageFileAt(
  served: Pick<ServedSite, 'pageFiles'>,
  input: { locale: string; path: string },
): string | undefined {
  if (isSecretPageKey(input.path)) return undefined;
  return (
    served.pageFiles.get(pageKey(input)) ??
    served.pageFiles.get(pageKey({ locale: input.locale, path: secretPageKey(input) }))
  );
}

/**
 * Reads every site tree of `outDir` (its latest build manifest and redirects table).
 * @param input.previous the sites served so far: a site whose latest-build file still names the build
 *   served is taken as it is (a rebuild of one site re-reads only that site's tree). Default none.
 * @param input.patches what a rebuild in this process knows of the manifests it wrote
 *   (core/pipeline/manifest.ts `ManifestPatch`): a served site whose latest-build file names a patch's
 *   build, and whose served manifest the patch applies to, gets the patched manifest (and keeps its page
 *   files: the pages are the same) instead of its manifest file read and parsed. Default none.
 * @returns the served sites; empty when nothing has been built.
 */
export async function loadServedSites(input: {
  outDir: string;
  previous?: readonly ServedSite[];
  patches?: readonly ManifestPatch[];
}): Promise<ServedSite[]> {
  const served = new Map((input.previous ?? []).map((site) => [site.dir, site]));
  const patched = new Map<string, BuildManifest>();
  const built = await readBuiltSites(input.outDir, {
    read: async (dir) => {
      const before = served.get(dir);
      if (!before) return readLatestManifest(dir);
      const latest = await readLatestBuild(dir);
      if (latest?.buildId === before.manifest.buildId) return before.manifest;
      // The patch of the build the tree now holds that applies to the manifest served (patchedManifest's rule).
      const manifest = (input.patches ?? [])
        .filter((patch) => patch.head.buildId === latest?.buildId)
        .map((patch) => patchedManifest({ base: before.manifest, patch }))
        .find((result) => result !== null);
      if (!manifest) return readLatestManifest(dir);
      patched.set(dir, manifest);
      return manifest;
    },
  });
  return Promise.all(
    built.map(async ({ dir, manifest }) => {
      const before = served.get(dir);
      if (before?.manifest === manifest) return before;
      const redirects = await readFile(path.join(dir, REDIRECTS_FILE), 'utf8')
        .then((text) => JSON.parse(text) as SystemRedirect[])
        .catch(() => []);
      const locales = new Set(manifest.locales);
      const defaultLocale = locales.has('en') ? 'en' : (manifest.locales[0] ?? null);
      const pageFiles =
        before && patched.get(dir) === manifest
          ? before.pageFiles
          : new Map(manifest.pages.map((page) => [pageKey(page), page.file]));
      return { site: manifest.site, manifest, dir, locales, defaultLocale, redirects, pageFiles };
    }),
  );
}

/**
 * Reads the client bundle's manifest, `<outDir>/_assets/client-manifest.json` (`{ scripts, styles,
 * fonts?, pageStyles? }`, URL paths), so that pages the runtime renders link and preload what built
 * pages do.
 * @returns the manifest; empty lists when the file is missing or unreadable, and each field of another
 *   shape left out (or empty).
 */
export async function readClientAssets(outDir: string): Promise<ClientAssets> {
  try {
    const text = await readFile(path.join(outDir, ASSETS_FOLDER, CLIENT_MANIFEST_FILE), 'utf8');
    const { fonts, pageStyles, ...lists } = CLIENT_MANIFEST.parse(JSON.parse(text));
    return { ...lists, ...(fonts ? { fonts } : {}), ...(pageStyles ? { pageStyles } : {}) };
  } catch {
    return { scripts: [], styles: [] };
  }
}

const urls = z.array(z.string());
/** The client bundle's manifest as the build writes it (runtime/client/build-client.ts). */
const CLIENT_MANIFEST = z.object({
  scripts: urls.catch([]),
  styles: urls.catch([]),
  fonts: urls.optional().catch(undefined),
  pageStyles: z.record(z.string(), urls).optional().catch(undefined),
});
