import { createHash } from 'node:crypto';
import type { Translator } from '../../core/i18n/index.ts';
import { type CatalogueBody, renderCatalogueBody } from './render.tsx';

/**
 * Stands for the locale in the links of a page body: bodies are rendered with it, then it is replaced
 * by each locale's code, so that the locales of one language that see the same catalogue share one
 * rendering (ARCHITECTURE "The build" step 5: a body per page, language and measurement system).
 */
export const LOCALE_TOKEN = 'sf-locale-token';

/** Renders page bodies, each distinct one once. */
export interface BodyCache {
  /**
   * The HTML of `body` in `language` with `/{LOCALE_TOKEN}` replaced by `/{localeUrlCode}`.
   *
   * @param input.t the translator of `language`.
   */
  html(input: { body: CatalogueBody; language: string; t: Translator; localeUrlCode: string }): string;
}

/**
 * A cache of rendered bodies keyed by language and the body's data (its JSON, hashed). Lives for one
 * `pages` run; a worker thread holds its own.
 */
export function createBodyCache(): BodyCache {
  const bodies = new Map<string, string>();
  return {
    html({ body, language, t, localeUrlCode }) {
      const key = createHash('sha1')
        .update(language)
        .update('\u0000')
        .update(JSON.stringify(body))
        .digest('base64');
      let html = bodies.get(key);
      if (html === undefined) {
        html = renderCatalogueBody({ body, t });
        bodies.set(key, html);
      }
      return html.replaceAll(`/${LOCALE_TOKEN}`, `/${localeUrlCode}`);
    },
  };
}
