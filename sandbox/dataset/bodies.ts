import type { UiLanguage } from '../../core/model/system-data.ts';
import { BODY_PHRASES } from './phrases.ts';
import type { Random } from './prng.ts';
import type { Localized } from './types.ts';

/**
 * Writes a page's Markdown body in each of its languages: a heading (the title), two paragraphs with a
 * little bold and italic text, a three-item list and a link to another page of the same site.
 * The same phrase choices are used in every language, so translations say the same thing.
 *
 * @param options.title the page title per language; a body is written for each language it has
 * @param options.linkPath site-relative path of the linked page, without locale (`/contact`)
 * @param options.extra Markdown appended verbatim to every language (e.g. raw HTML to test sanitizing)
 * @param options.heading the body's heading per language; default the title (a home page says what the
 *   group offers instead of repeating the site's name)
 * @param options.link the link's whole text per language; default "Read more: <heading>"
 */
export function createBodies(options: {
  title: Localized;
  linkPath: string;
  random: Random;
  extra?: string;
  heading?: Localized;
  link?: Localized;
}): Localized {
  const { title, linkPath, random, extra } = options;
  const intro = random.int(0, 2);
  const closing = random.int(0, 1);
  const skipped = random.int(0, 3);
  const bodies: Localized = {};
  for (const [language, pageTitle] of Object.entries(title) as [UiLanguage, string][]) {
    const phrases = BODY_PHRASES[language];
    const heading = options.heading?.[language] ?? pageTitle;
    const items = phrases.list.filter((_, index) => index !== skipped).map((item) => `- ${item}`);
    const blocks = [
      `## ${heading}`,
      phrases.intros[intro]!,
      phrases.closings[closing]!,
      items.join('\n'),
      // Link text that names its topic (a bare "Read more" tells a screen reader or a search engine nothing).
      `[${options.link?.[language] ?? `${phrases.readMore}: ${heading}`}](${linkPath})`,
    ];
    if (extra !== undefined) blocks.push(extra);
    bodies[language] = `${blocks.join('\n\n')}\n`;
  }
  return bodies;
}
