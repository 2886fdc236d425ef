import path from 'node:path';
import express from 'express';
import { ASSETS_FOLDER } from '../../core/pipeline/build.ts';
import { BUILD_FOLDER, LATEST_BUILD_FILE, REDIRECTS_FILE } from '../../core/pipeline/build-files.ts';
import { BUILD_ID_PATTERN } from '../../core/pipeline/shard.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { CLIENT_MANIFEST_FILE } from './site-registry.ts';

/** Cache-Control of hashed asset files: their name changes with their content. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A content hash in a file name as the client build writes it: `client-3fA9_x2b.js`, `chunks/nav-Q1w2E3r4.js`. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * Serves `/_assets` (ARCHITECTURE "The browser"): the client bundle from `<outDir>/_assets/` with ETags;
 * hashed files are {@link IMMUTABLE_CACHE_CONTROL}, the bundle manifest `no-cache`, anything else one
 * minute. Unknown files: 404.
 */
export function createAssetsRouter(outDir: string): express.Router {
  const router = express.Router();
  router.use(
    express.static(path.join(outDir, ASSETS_FOLDER), {
      index: false,
      setHeaders(response, file) {
        const name = path.basename(file);
        if (name === CLIENT_MANIFEST_FILE) response.setHeader('cache-control', 'no-cache');
        else if (HASHED_NAME.test(name)) response.setHeader('cache-control', IMMUTABLE_CACHE_CONTROL);
        else response.setHeader('cache-control', 'public, max-age=60');
      },
    }),
  );
  router.use((_request, response) => {
    response.status(404).type('text').send('Not found');
  });
  return router;
}

/**
 * Whether `file` is a build file browsers read: the latest-build file, the redirects table (hash
 * redirects) or a locale's route rules named by build id (`<buildId>.<locale>.json`, a locale of the
 * site). Nothing else below `_build/` is served: not the build manifest `<buildId>.json`, which names
 * every page the build wrote (unlisted ones too, core/pipeline/plugin.ts `PageDescriptor.unlisted`),
 * nor the pages files, link-check reports or a plugin's build files.
 */
export function isServedBuildFile(input: { file: string; locales: ReadonlySet<string> }): boolean {
  const { file } = input;
  if (file === LATEST_NAME || file === REDIRECTS_NAME) return true;
  const match = ROUTE_RULES_NAME.exec(file);
  return match !== null && BUILD_ID_PATTERN.test(match[1]!) && input.locales.has(match[2]!);
}

const LATEST_NAME = path.posix.basename(LATEST_BUILD_FILE);
const REDIRECTS_NAME = path.posix.basename(REDIRECTS_FILE);
/** `<buildId>.<locale>.json` (core/pipeline/build-files.ts `localeRoutesFile`). */
const ROUTE_RULES_NAME = /^([^.]+)\.([^.]+)\.json$/;

/**
 * Serves each site's build files that browsers read (public-site §7 "Build files") at
 * `/_build/{siteKey}/{file}.json` ({@link isServedBuildFile}): the latest-build file the browser polls
 * (`latest.json?t={timestamp}`), the locale's route rules of a build (`<buildId>.<locale>.json`) and the
 * redirects table, all `no-cache` (revalidated with their ETag on every poll). Unknown site or other
 * file (the build manifest `<buildId>.json` among them): 404.
 */
export function createBuildFilesRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.get('/:siteKey/:file', (request, response) => {
    const { siteKey, file } = request.params;
    const served = context.sites().find((candidate) => candidate.manifest.site.key === siteKey);
    if (!served || !isServedBuildFile({ file, locales: served.locales })) {
      response.status(404).type('text').send('Not found');
      return;
    }
    response.setHeader('cache-control', 'no-cache');
    response.sendFile(path.join(served.dir, BUILD_FOLDER, file), (error) => {
      if (error && !response.headersSent) response.status(404).type('text').send('Not found');
    });
  });
  router.use((_request, response) => {
    response.status(404).type('text').send('Not found');
  });
  return router;
}
