import express from 'express';
import { sendSafeRedirect } from './redirects.ts';

/** Path of the site icon every page links to (runtime/ui/Document.tsx). */
export const FAVICON_PATH = '/favicon.svg';

/** The group's mark, an "M" on the default theme accent (runtime/ui/styles/tokens.css `--sf-accent`). */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="6" fill="#0b4f8f"/>' +
  '<path d="M7 24V8h4l5 8 5-8h4v16h-4v-9l-5 7-5-7v9z" fill="#fff"/></svg>';

/**
 * The site icon: `GET /favicon.svg` answers the SVG (cached for a day), and `GET /favicon.ico`, which
 * browsers and crawlers ask for by habit, is sent there with 301 (through the open-redirect guard, as
 * every redirect) instead of ending on a 404 page.
 */
export function createFaviconRouter(): express.Router {
  const router = express.Router();
  router.get(FAVICON_PATH, (_request, response) => {
    response.setHeader('cache-control', 'public, max-age=86400');
    response.type('image/svg+xml').send(FAVICON_SVG);
  });
  router.get('/favicon.ico', (_request, response) => {
    sendSafeRedirect({ response, status: 301, location: FAVICON_PATH });
  });
  return router;
}
