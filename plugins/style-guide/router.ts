import express from 'express';
import type { RuntimeContext } from '../../runtime/server/types.ts';

/**
 * The style guide router, mounted at `/style-guide` (public-site §2: internal pages, own layout, no
 * locale). Placeholder while the pages are written: every path answers 404.
 */
export function createStyleGuideRouter(_context: RuntimeContext): express.Router {
  const router = express.Router();
  router.use((_request, response) => {
    response.status(404).type('text').send('Style guide page not found.');
  });
  return router;
}
