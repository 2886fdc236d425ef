import path from 'node:path';
import express from 'express';
import { ASSETS_FOLDER } from '../../core/pipeline/build.ts';
import { BUILD_FOLDER } from '../../core/pipeline/build-files.ts';
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

/** A build file name: the latest-build file, a build manifest `<buildId>.json`, `redirects.json`. */
const BUILD_FILE = /^[\w.-]+\.json$/;

/**
 * Serves each site's build files (public-site §7 "Build files") at `/_build/{siteKey}/{file}.json`: the
 * latest-build file the browser polls (`latest.json?t={timestamp}`), the build manifest named by build id
 * and the redirects table, all `no-cache` (revalidated with their ETag on every poll). Unknown site or
 * file: 404.
 */
export function createBuildFilesRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.get('/:siteKey/:file', (request, response) => {
    const { siteKey, file } = request.params;
    const served = context.sites().find((candidate) => candidate.manifest.site.key === siteKey);
    if (!served || !BUILD_FILE.test(file)) {
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
