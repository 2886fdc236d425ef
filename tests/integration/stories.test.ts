import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CheerioAPI, load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import { buildDemo } from '../helpers/build-demo.ts';

/**
 * Stories and media releases built against the sandbox services, on the main
 * site and productronica, in English, Swiss German and Japanese: the overview, story, contacts and
 * contact pages, the media release list and releases, and the related stories of a product page.
 */
const LOCALES = ['en', 'de-ch', 'ja-jp'] as const;
const dataset = createContentDataset();
const published = dataset.storyPages.filter((story) => story.isPublished);
const releases = dataset.mediaReleasePages.filter((release) => release.isPublished);
const languageOf = (locale: string) => locale.slice(0, 2) as 'en' | 'de' | 'ja';

let out: string;
beforeAll(async () => {
  ({ out } = await buildDemo({ site: ['main', 'productronica'], locale: [...LOCALES, 'en-us'] }));
});

const main = (file: string) => path.join(out, 'machinery_group', file, 'index.html');
const built = (file: string) => existsSync(main(file));
async function page(file: string): Promise<CheerioAPI> {
  return load(await readFile(main(file), 'utf8'));
}
const hrefs = ($: CheerioAPI, selector: string) =>
  $(selector)
    .map((_, link) => $(link).attr('href'))
    .get();
const dates = ($: CheerioAPI, selector: string) =>
  $(selector)
    .map((_, time) => $(time).attr('datetime'))
    .get();
/** The built file below a locale of an href (`/de-ch/stories/x` → `de-ch/stories/x`). */
const fileOf = (href: string) => href.slice(1);

describe('story overview /{locale}/stories', () => {
  it.each(LOCALES)('lists every story of the language in %s, newest first', async (locale) => {
    const $ = await page(`${locale}/stories`);
    const expected = published.filter((story) => story.languages.includes(languageOf(locale)));
    const links = hrefs($, 'main .sf-story-card__title a');
    expect(links.sort()).toEqual(expected.map((story) => `/${locale}/stories/${story.slug}`).sort());
    const shown = dates($, 'main .sf-story-card time');
    expect(shown).toEqual([...shown].sort().reverse());
    expect($('main h1').text()).toBe(
      locale === 'de-ch' ? 'Geschichten' : locale === 'ja-jp' ? 'ストーリー' : 'Stories',
    );
  });

  it('offers the category filter, all chosen, every card marked with its category', async () => {
    const $ = await page('de-ch/stories');
    const options = $('main .sf-toggle-group button');
    expect(options.first().text()).toBe('Alle');
    expect(options.first().attr('aria-pressed')).toBe('true');
    expect(options.length).toBe(1 + dataset.storyCategories.length);
    expect($('main [data-island="story-list"]').length).toBe(1);
    const categories = new Set(
      $('main .sf-story-card')
        .map((_, card) => $(card).attr('data-category'))
        .get(),
    );
    expect([...categories].sort()).toEqual(dataset.storyCategories.map((category) => category.slug).sort());
  });
});

describe('a story /{locale}/stories/{slug}', () => {
  const story = published.find(
    (entry) =>
      entry.productSlugs.includes('alpha-550') &&
      entry.image !== null &&
      entry.storyContactIds.length > 0 &&
      entry.languages.includes('de'),
  )!;

  it('shows lead text, image, body, contacts with 80 × 80 portraits and related products', async () => {
    const $ = await page(`de-ch/stories/${story.slug}`);
    expect($('main h1').text()).toBe(story.title.de);
    expect($('main .sf-story__lead').text()).toBe(story.leadText.de);
    const image = $('main .sf-story__image');
    expect(image.attr('width')).toBe('1180');
    expect(image.attr('height')).toBe('664');
    expect(image.attr('src')).toContain(`stories/${story.slug}.jpg`);
    // The body goes on below the title with its own heading instead of repeating it.
    expect($('main .sf-story__body h2').text()).toBe('Was sich in der Fertigung geändert hat');
    const contacts = $('main .sf-story-contact');
    expect(contacts.length).toBe(story.storyContactIds.length);
    contacts.each((_, contact) => {
      const portrait = $(contact).find('img, svg').first();
      expect([portrait.attr('width'), portrait.attr('height')]).toEqual(['80', '80']);
    });
    for (const href of hrefs($, 'main .sf-story-contact__name')) expect(built(fileOf(href)), href).toBe(true);
    const products = hrefs($, 'main .sf-story-product__link');
    expect(products).toContain('/de-ch/products/wire-processing/crimping/alpha-550');
    for (const href of products) expect(built(fileOf(href)), href).toBe(true);
    expect($('head meta[name="description"]').attr('content')).toBe(story.leadText.de);
  });

  it('exists only in the locales of the languages it is written in, and names them as alternates', async () => {
    const withoutJapanese = published.find((entry) => !entry.languages.includes('ja'))!;
    expect(built(`en/stories/${withoutJapanese.slug}`)).toBe(true);
    expect(built(`de-ch/stories/${withoutJapanese.slug}`)).toBe(true);
    expect(built(`ja-jp/stories/${withoutJapanese.slug}`)).toBe(false);
    const $ = await page(`en/stories/${withoutJapanese.slug}`);
    const languages = $('head link[rel="alternate"]')
      .map((_, link) => $(link).attr('hreflang'))
      .get();
    expect(languages).toContain('de');
    expect(languages).not.toContain('ja');
    expect($('head link[rel="canonical"]').attr('href')).toMatch(
      new RegExp(`/en/stories/${withoutJapanese.slug}$`),
    );
  });

  it('leaves the unpublished story out', () => {
    const draft = dataset.storyPages.find((entry) => !entry.isPublished)!;
    expect(built(`en/stories/${draft.slug}`)).toBe(false);
  });
});

describe('story contacts /{locale}/stories/contacts and /{locale}/stories/contacts/{author}', () => {
  it('lists the contacts, each linking their page', async () => {
    const $ = await page('en/stories/contacts');
    const links = hrefs($, 'main .sf-story-contact__name');
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const href of links) expect(built(fileOf(href)), href).toBe(true);
  });

  it("lists a contact's stories, newest first, each of them naming the contact", async () => {
    const contact = dataset.storyContacts[0]!;
    const $ = await page(`en/stories/contacts/${contact.slug}`);
    expect($('main h1').text()).toBe(contact.name);
    const expected = published.filter(
      (story) => story.storyContactIds.includes(contact.id) && story.languages.includes('en'),
    );
    expect(hrefs($, 'main .sf-story-card__title a').sort()).toEqual(
      expected.map((story) => `/en/stories/${story.slug}`).sort(),
    );
    const shown = dates($, 'main .sf-story-card time');
    expect(shown).toEqual([...shown].sort().reverse());
  });
});

describe('media releases /{locale}/media-releases', () => {
  it.each(LOCALES)(
    'lists the releases of the language in %s, newest first, ad hoc ones marked',
    async (locale) => {
      const $ = await page(`${locale}/media-releases`);
      const expected = releases.filter((release) => release.languages.includes(languageOf(locale)));
      const links = hrefs($, 'main .sf-media-release__title a');
      expect(links.sort()).toEqual(
        expected.map((release) => `/${locale}/media-releases/${release.slug}`).sort(),
      );
      const shown = dates($, 'main .sf-media-release time');
      expect(shown).toEqual([...shown].sort().reverse());
      const marked = $('main li.sf-media-release')
        .filter((_, item) => $(item).find('.sf-media-release__adhoc').length > 0)
        .map((_, item) => $(item).find('.sf-media-release__title a').attr('href'))
        .get();
      expect(marked.sort()).toEqual(
        expected
          .filter((release) => release.adhoc)
          .map((release) => `/${locale}/media-releases/${release.slug}`)
          .sort(),
      );
      expect(marked.length).toBeGreaterThan(0);
    },
  );

  it('shows an ad hoc release on its own page, marked', async () => {
    const adhoc = releases.find((release) => release.adhoc && release.languages.includes('de'))!;
    const $ = await page(`de-ch/media-releases/${adhoc.slug}`);
    expect($('main h1').text()).toBe(adhoc.title.de);
    expect($('main .sf-media-release__adhoc').text()).toBe('Ad-hoc-Mitteilung');
    expect($('main .sf-media-release__lead').text()).toBe(adhoc.leadText.de);
    expect(hrefs($, 'main .sf-breadcrumbs a')).toContain('/de-ch/media-releases');
  });

  it('writes a release only in the languages it is written in', () => {
    const withoutJapanese = releases.find((release) => !release.languages.includes('ja'))!;
    expect(built(`en/media-releases/${withoutJapanese.slug}`)).toBe(true);
    expect(built(`ja-jp/media-releases/${withoutJapanese.slug}`)).toBe(false);
  });

  it('is what the footer links on the main site; productronica neither links nor builds it', async () => {
    const $ = await page('en');
    expect(hrefs($, 'footer a')).toContain('/en/media-releases');
    const productronica = path.join(out, 'productronica', 'en');
    const home = load(await readFile(path.join(productronica, 'index.html'), 'utf8'));
    expect(hrefs(home, 'footer a').filter((href) => href.includes('media-releases'))).toEqual([]);
    expect(existsSync(path.join(productronica, 'media-releases'))).toBe(false);
    expect(existsSync(path.join(productronica, 'stories'))).toBe(false);
  });
});

describe('related stories on a product page (customer-area §7 storyPages)', () => {
  it('lists the newest stories related to the product, each linking a built story', async () => {
    const $ = await page('en-us/products/wire-processing/crimping/alpha-550');
    const links = hrefs($, 'main .sf-product__stories a');
    const expected = published
      .filter((story) => story.productSlugs.includes('alpha-550') && story.languages.includes('en'))
      .sort((a, b) => b.publicationDate.localeCompare(a.publicationDate))
      .slice(0, 3)
      .map((story) => `/en-us/stories/${story.slug}`);
    expect(links).toEqual(expected);
    for (const href of links) expect(built(fileOf(href)), href).toBe(true);
  });
});
