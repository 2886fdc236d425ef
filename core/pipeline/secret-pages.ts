import { createHash } from 'node:crypto';
import { BUILD_FOLDER } from './build-files.ts';
import type { PageDescriptor } from './plugin.ts';

/*
 * Pages whose address is a secret (customer-area §2 `{token}`: a protected page whose slug is its access
 * token; public-site §6 protected pages). The build's own records (manifest, pages files, a plugin's
 * build files) name such a page by a digest of its locale and path, never by the path: the only place
 * the address lives is the request that names it. Whoever holds the site's tree holds the page anyway
 * (it is written there); the digest keeps the address out of every list, copy and log of the records.
 */

/** Prefix of a secret page's key: `#` never reaches a request's path (it starts the fragment). */
const SECRET_KEY_PREFIX = '#';

/**
 * The key a secret page is recorded by in place of its path: `#` and 22 base64url characters of the
 * SHA-256 of `<locale>/<path>`. Pure; never throws.
 * @param input.path the page path below locale and site slug (`x7k2m9q4`, `events/internal-2025`).
 */
export function secretPageKey(input: { locale: string; path: string }): string {
  const digest = createHash('sha256').update(`${input.locale}/${input.path}`).digest('base64url');
  return `${SECRET_KEY_PREFIX}${digest.slice(0, 22)}`;
}

/** Whether a recorded page path is a {@link secretPageKey} (no request path ever is). */
export function isSecretPageKey(recordedPath: string): boolean {
  return recordedPath.startsWith(SECRET_KEY_PREFIX);
}

/** Folder of the secret pages' own HTML in a site's tree: below `_build/`, served only through the runtime. */
export const SECRET_PAGES_FOLDER = `${BUILD_FOLDER}/secret-pages`;

/**
 * A page descriptor made secret: unlisted (no route rules, sitemap, search index or navigation names
 * it), written to `_build/secret-pages/<key>.html` instead of `<locale>/<path>/index.html`, and
 * recorded by {@link secretPageKey} in the manifest (core/pipeline/incremental.ts `manifestEntry`). The
 * runtime finds it from a request's path by the same key (runtime/server/site-registry.ts `pageFileAt`).
 */
export function secretPage<Page extends PageDescriptor>(page: Page): Page {
  const key = secretPageKey(page);
  return { ...page, secret: true, unlisted: true, file: `${SECRET_PAGES_FOLDER}/${key.slice(1)}.html` };
}
