import path from 'node:path';
import type { Response } from 'express';
import type { ResolvedRequest } from './site-resolution.ts';

/**
 * A file at the root of a site's tree that the runtime serves at the root of the site's URLs: a plain
 * name (no folder), ending in `.txt` or `.xml`, such as `robots.txt`, `sitemap.xml`, `sitemap-de.xml`
 * or a search engine's verification file. Build files (`_build/`) and pages live in folders, so they
 * never match.
 */
const ROOT_FILE = /^[a-z0-9][a-z0-9._-]*\.(txt|xml)$/i;

/** Content types of root files, by extension. */
const ROOT_FILE_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** How long browsers and shared caches may keep a root file, in seconds (a build rewrites them). */
const ROOT_FILE_MAX_AGE = 3600;

/**
 * Serves a root file a plugin's `emit` wrote at the root of a site's tree (`robots.txt`, sitemaps): a
 * request without a locale segment whose only remaining segment names such a file, `/robots.txt` on the
 * site's hosts or `/{slug}/robots.txt` for a site reached by its slug (public-site §2 site matching
 * decides the site, as for pages). Answers 200 with the file's content type, an ETag and one hour of
 * caching; HEAD gets the headers alone.
 *
 * @returns true when it answered; false when the path names no root file or the tree has none (the
 *   content handler goes on: locale redirect, 404).
 */
export async function serveRootFile(input: {
  response: Response;
  resolved: ResolvedRequest;
}): Promise<boolean> {
  const { response, resolved } = input;
  const [name] = resolved.rest;
  if (resolved.localeSegment !== null || resolved.rest.length !== 1 || !name) return false;
  const match = ROOT_FILE.exec(name);
  if (!match) return false;
  const type = ROOT_FILE_TYPES[match[1]!.toLowerCase()]!;
  return new Promise((resolve) => {
    response.sendFile(
      path.join(resolved.served.dir, name),
      {
        headers: { 'content-type': type, 'x-content-type-options': 'nosniff' },
        maxAge: ROOT_FILE_MAX_AGE * 1000,
        dotfiles: 'deny',
      },
      (error) => {
        // A missing file has sent nothing: the content handler goes on to its 404.
        resolve(!error || response.headersSent);
      },
    );
  });
}
