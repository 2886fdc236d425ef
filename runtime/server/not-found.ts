import path from 'node:path';
import escapeHtml from 'escape-html';
import type { Request, Response } from 'express';
import { NOT_FOUND_PATH_PLACEHOLDER, notFoundFile } from '../../core/pipeline/build-files.ts';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import { safeDecode } from '../../core/routing/url.ts';
import type { ServedSite } from '../../core/serving/context.ts';
import { type PageReader, sendHtml } from './html.ts';
import type { TagConfig } from './tags.ts';

/**
 * Answers status 404 with the site's prerendered not-found page for the locale, its placeholder replaced
 * by the HTML-escaped path: 'Page Not Found: {path}' (public-site §2 error page, §8). Without a site or a
 * page for the locale, the message alone as text.
 *
 * @param input.served the site whose not-found page is shown, or null when no site answers.
 * @param input.locale the locale of the page; default the site's default locale.
 * @param input.pathname the requested path as sent (percent-decoded for display).
 */
export async function sendNotFound(input: {
  request: Request;
  response: Response;
  served: ServedSite | null;
  locale: string | null;
  pathname: string;
  pages: PageReader;
  tags: TagConfig;
  /** The plugins' path families, for the tag rule. */
  families: PathFamilies;
}): Promise<void> {
  const { response, served } = input;
  const shownPath = safeDecode(input.pathname);
  const locale = input.locale ?? served?.defaultLocale;
  const template =
    served && locale
      ? await input.pages.read({
          file: path.join(served.dir, notFoundFile(locale)),
          buildId: served.manifest.buildId,
        })
      : null;
  if (!template) {
    response.status(404).type('text').send(`Page Not Found: ${shownPath}`);
    return;
  }
  // A function, not a string: a replacement string would expand the `$` patterns a visitor put in the path.
  const html = template.replaceAll(NOT_FOUND_PATH_PLACEHOLDER, () => escapeHtml(shownPath));
  sendHtml({
    request: input.request,
    response,
    html,
    status: 404,
    tags: input.tags,
    families: input.families,
  });
}
