import escapeHtml from 'escape-html';
import type { Response } from 'express';
import { createTranslator, loadTranslations, type Translator } from '../../core/i18n/index.ts';

/** Seconds a visitor (or a crawler) is asked to wait before trying again while nothing is built. */
export const UNAVAILABLE_RETRY_AFTER_S = 60;

/** The error page's words (locales/en/common.json `error.*`), used when the translations cannot be read. */
const FALLBACK_WORDS = {
  title: 'Sorry, something went wrong',
  maintenanceTitle: 'Maintenance in progress',
  maintenanceText: 'We may be carrying out maintenance work right now. Please try again in a few minutes.',
  linkHome: 'Go to the home page',
};

type Words = typeof FALLBACK_WORDS;

/**
 * The fallback error page's stylesheet, inline so the page needs nothing else from the server. The
 * Content-Security-Policy allows it by its hash (runtime/server/security.ts `FALLBACK_PAGE_STYLE_SOURCE`):
 * any change here changes the hash with it.
 */
export const FALLBACK_PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1a1a1a}' +
  'main{max-width:40rem;margin:0 auto}.sf-banner{border-left:4px solid #0b4f8f;padding:.5rem 1rem;' +
  'background:#e7f0fa}a{color:#0b4f8f}';

let english: Promise<Words> | null = null;

/**
 * Answers with a small self-contained error page in English when no prerendered one can be shown
 * (public-site §2 error page "for any fatal or unhandled error during start-up or rendering"; §8 and
 * customer-area §8 page error screen): 'Sorry, something went wrong', the maintenance title and text,
 * a link home; `Cache-Control: no-store`. No script and no external resource; the runtime's CSP allows its
 * inline stylesheet by hash ({@link FALLBACK_PAGE_STYLE}). The words come from the `en` translations (`error.*`), read once; the same
 * words built in when they cannot be read.
 *
 * @param input.status 503 while nothing has been built yet (then with `Retry-After`,
 *   {@link UNAVAILABLE_RETRY_AFTER_S} s), 500 for an error without a prerendered error page.
 */
export async function sendFallbackErrorPage(input: { response: Response; status: 500 | 503 }): Promise<void> {
  const { response, status } = input;
  const words = await englishWords();
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(words.title)}</title>` +
    `<style>${FALLBACK_PAGE_STYLE}</style></head><body><main class="sf-error">` +
    `<h1>${escapeHtml(words.title)}</h1>` +
    `<div class="sf-banner" role="status"><p><strong>${escapeHtml(words.maintenanceTitle)}</strong></p>` +
    `<p>${escapeHtml(words.maintenanceText)}</p></div>` +
    `<p><a href="/">${escapeHtml(words.linkHome)}</a></p></main></body></html>`;
  response.setHeader('cache-control', 'no-store');
  if (status === 503) response.setHeader('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
  response.status(status).type('html').send(html);
}

function englishWords(): Promise<Words> {
  english ??= loadTranslations({ languages: ['en'] }).then(
    (translations) => wordsOf(createTranslator({ translations, language: 'en' })),
    () => {
      english = null;
      return FALLBACK_WORDS;
    },
  );
  return english;
}

function wordsOf(t: Translator): Words {
  const word = (key: keyof Words) => {
    const text = t(`error.${key}`);
    return text === `error.${key}` ? FALLBACK_WORDS[key] : text;
  };
  return {
    title: word('title'),
    maintenanceTitle: word('maintenanceTitle'),
    maintenanceText: word('maintenanceText'),
    linkHome: word('linkHome'),
  };
}
