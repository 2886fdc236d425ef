import { createHash } from 'node:crypto';
import type { Translator } from '../../core/i18n/index.ts';
import { type CatalogueBody, renderCatalogueBody } from './render.tsx';

/**
 * Stands for the locale in the links of a page body: bodies are computed with it, then it is replaced by
 * each locale's code in the rendered HTML, so that the locales of one language that see the same
 * catalogue share one body fragment and one rendering (ARCHITECTURE "The build" step 5: a body per
 * page, language and measurement system).
 */
export const LOCALE_TOKEN = 'sf-locale-token';

/**
 * The fragment key of a page body (core/pipeline/plugin.ts `PagesContext.fragment`): `body:<language>:`
 * and a hash of its JSON, so that equal bodies of one language are one fragment.
 */
export function bodyFragmentKey(input: { body: CatalogueBody; language: string }): string {
  const hash = createHash('sha1').update(JSON.stringify(input.body)).digest('base64url');
  return `body:${input.language}:${hash}`;
}

// Rendered bodies by fragment: fragments are shared by reference within a thread.
const rendered = new WeakMap<CatalogueBody, string>();

/**
 * The HTML of a body fragment with `/{LOCALE_TOKEN}` replaced by `/{localeUrlCode}`, each fragment
 * rendered once per thread.
 *
 * @param input.t the translator of the body's language.
 */
export function bodyHtml(input: { body: CatalogueBody; t: Translator; localeUrlCode: string }): string {
  const { body, t } = input;
  let html = rendered.get(body);
  if (html === undefined) {
    html = renderCatalogueBody({ body, t });
    rendered.set(body, html);
  }
  return html.replaceAll(`/${LOCALE_TOKEN}`, `/${input.localeUrlCode}`);
}
