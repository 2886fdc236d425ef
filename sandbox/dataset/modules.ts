import type { Brand, UiLanguage } from '../../core/model/system-data.ts';
import { assetUrl, SANDBOX_ASSET_HOST } from '../images/asset-host.ts';
import { FILE_SLUGS } from './files.ts';
import { heroCopy } from './hero-copy.ts';
import { BODY_PHRASES } from './phrases.ts';
import type { Random } from './prng.ts';
import { mapLocalized, sameInAll, type TermKey, term } from './terms.ts';
import type { FileRecord, Localized, ModuleImageRecord, ModuleRecord, PageRecord } from './types.ts';

/** Page slugs (top level) whose pages get modules, besides each site's home pages. */
const MODULE_PAGE_SLUGS = ['company', 'solutions', 'careers'];

/** Pages a teaser card may link, by key path, in order of preference. */
const TEASER_TARGETS = ['company', 'solutions', 'solutions/wire-harness', 'contact', 'careers'];

/** A category above each teaser card's title, by the key path of the page it links. */
const TEASER_OVERLINES: Partial<Record<string, TermKey>> = {
  company: 'aboutUs',
  solutions: 'nextGeneration',
  'solutions/wire-harness': 'solutions',
  contact: 'serviceRequest',
  careers: 'apprenticeships',
};

/** What each teaser card says about the page it links, by the key path of its page (every teaser target). */
const TEASER_TEXTS: Partial<Record<string, TermKey>> = {
  company: 'teaserCompany',
  solutions: 'teaserSolutions',
  'solutions/wire-harness': 'teaserWireHarness',
  contact: 'teaserContact',
  careers: 'teaserCareers',
};

/** Pages the home hero's call to action may link, by key path, in order of preference. */
const HERO_TARGETS = ['solutions', 'company', 'contact'];

/** People quoted on the demo pages. */
const QUOTED = ['Jordan Example', 'Maria Keller', 'Akira Tanaka', 'Lucía Romero'];

/** Where the demo videos would play: a host outside the fleet (the pages link it, nothing loads it). */
const VIDEO_HOST = 'https://video.machinery-group.test/watch/';

/** Files the download cards offer (sandbox/dataset/files.ts). */
const DOWNLOAD_SLUGS = [FILE_SLUGS.brochure, FILE_SLUGS.pressKit, FILE_SLUGS.photo];

/** Plain text of a phrase written as Markdown (bold and italic marks dropped). */
const plain = (markdown: string) => markdown.replace(/\*+/g, '');

/**
 * Adds content modules to the home pages and a few top-level pages (company, solutions, careers) of every
 * site (public-site §9 module widths; docs/features.md "Content modules today"): a home page gets a
 * stretched hero image with its message (overline, headline, lead, a call to action to the site's
 * solutions or company page), teaser cards linking other pages of its site, a square aside, a quote, the
 * brands' logos strip and a stretched video; the other pages a break-out or inline image, an aside video
 * or square, a quote or teaser cards and download cards. Texts exist in exactly the page's languages;
 * images are on the asset host below `modules/` (the sandbox image service draws them: `…/video-…` as
 * video posters, `…/people/…` as portraits, `…/documents/…` as document covers). Teaser cards link only
 * published, unprotected pages of the same site that have every language of the page and no country
 * restriction, so no link leads to a page that is not built.
 *
 * Deterministic: `random` is the modules' own source, so they never shift the pages' draws.
 *
 * @param input.pages every page of the dataset (sandbox/dataset/pages.ts), modules empty.
 * @returns the same pages, in the same order, those chosen with their modules.
 */
export function addModules(input: {
  pages: PageRecord[];
  brands: readonly Brand[];
  files: readonly FileRecord[];
  random: Random;
  assetHost?: string;
}): PageRecord[] {
  const { pages, random, assetHost = SANDBOX_ASSET_HOST } = input;
  const byId = new Map(pages.map((page) => [page.id, page]));
  const keyOf = (page: PageRecord): string => {
    const parent = page.parentId ? byId.get(page.parentId) : undefined;
    return parent ? `${keyOf(parent)}/${page.slug}` : page.slug;
  };
  const image = (
    path: string,
    alternativeText: Localized,
    width: number,
    height: number,
  ): ModuleImageRecord => ({
    url: assetUrl(assetHost, `modules/${path}`),
    alternativeText,
    width,
    height,
  });
  const phrases = (languages: UiLanguage[], pick: (language: UiLanguage) => string): Localized =>
    Object.fromEntries(languages.map((language) => [language, plain(pick(language))]));

  return pages.map((page) => {
    const key = keyOf(page);
    const isHome = page.slug === 'home' && page.parentId === null;
    // The group's own home page gets section headings that say what it offers.
    const isGroupHome = isHome && page.siteId === 'main';
    if (!isHome && !(page.parentId === null && MODULE_PAGE_SLUGS.includes(page.slug))) return page;
    const { languages } = page;
    const folder = `${page.siteId}/${page.id.replace(/^page-/, '')}`;
    const id = (name: string) => `${page.id}-${name}`;
    const intro = random.int(0, 2);
    const closing = random.int(0, 1);
    const titled = (suffix: TermKey) =>
      mapLocalized(page.title, (title, language) => `${title}: ${term(suffix)[language] ?? ''}`);

    const linkable = (targets: readonly string[]): PageRecord[] =>
      targets
        .filter((target) => target !== key)
        .map((target) => pages.find((other) => other.siteId === page.siteId && keyOf(other) === target))
        .filter((other): other is PageRecord => other !== undefined)
        .filter(
          (other) =>
            other.isPublished &&
            other.protection === 'none' &&
            other.countries.length === 0 &&
            languages.every((language) => other.languages.includes(language)),
        );
    const heroTarget = linkable(HERO_TARGETS)[0];
    const teasers = (): ModuleRecord => {
      const targets = linkable(TEASER_TARGETS).slice(0, 3);
      return {
        __typename: 'TeaserCardsModule',
        id: id('teasers'),
        heading: term(isGroupHome ? 'homeTeasers' : 'aboutUs', languages),
        cards: targets.map((target, index) => ({
          overline: term(TEASER_OVERLINES[keyOf(target)] ?? 'aboutUs', languages),
          title: pick(target.title, languages),
          text: term(TEASER_TEXTS[keyOf(target)] ?? 'teaserCompany', languages),
          image: image(`${folder}/teaser-${index + 1}.jpg`, pick(target.title, languages), 1200, 900),
          link: {
            text: phrases(languages, (language) => BODY_PHRASES[language].readMore),
            target: `/${keyOf(target)}`,
            openInNewTab: false,
          },
        })),
      };
    };
    const quote = (): ModuleRecord => {
      const author = random.pick(QUOTED);
      return {
        __typename: 'QuoteModule',
        id: id('quote'),
        text: phrases(languages, (language) => BODY_PHRASES[language].closings[closing]!),
        author,
        role: term('management', languages),
        portrait: image(
          `people/${author.toLowerCase().replace(/\W+/g, '-')}.jpg`,
          sameInAll(author, languages),
          400,
          400,
        ),
      };
    };
    const aside = (): ModuleRecord => {
      // Drawn on every page, so a home page's own heading leaves the later draws as they were.
      const topic = random.pick(['quality', 'automation', 'testing'] as const);
      return {
        __typename: 'AsideSquareModule',
        id: id('aside'),
        heading: term(isGroupHome ? 'homeAside' : topic, languages),
        text: phrases(languages, (language) => BODY_PHRASES[language].intros[(intro + 1) % 3]!),
        image: image(`${folder}/aside.jpg`, titled('quality'), 1920, 1920),
      };
    };
    const asideVideo = (): ModuleRecord => ({
      __typename: 'AsideVideoModule',
      id: id('aside-video'),
      heading: term(random.pick(['crimping', 'stripping', 'cutting'] as const), languages),
      text: phrases(languages, (language) => BODY_PHRASES[language].intros[intro]!),
      videoUrl: `${VIDEO_HOST}${page.id}`,
      poster: image(`${folder}/video-aside.jpg`, titled('automation'), 1920, 1080),
    });
    const downloads = (): ModuleRecord => ({
      __typename: 'DownloadCardsModule',
      id: id('downloads'),
      heading: term('downloads', languages),
      cards: DOWNLOAD_SLUGS.flatMap((slug) => {
        const file = input.files.find((candidate) => candidate.slug === slug);
        const version = file?.versions.find((candidate) => candidate.locale === 'en') ?? file?.versions[0];
        if (!version) return [];
        const name = version.fileName.replace(/\.[^.]+$/, '');
        return [
          {
            title: sameInAll(name, languages),
            fileSlug: slug,
            fileName: version.fileName,
            size: version.bytes.length,
            thumbnail: image(`documents/${slug}.jpg`, sameInAll(name, languages), 256, 360),
          },
        ];
      }),
    });

    let modules: ModuleRecord[];
    if (isHome) {
      modules = [
        {
          __typename: 'StretchedImageModule',
          id: id('hero'),
          overline: term('wireHarness', languages),
          heading: heroCopy('headline', languages),
          text: heroCopy('lead', languages),
          callToAction: heroTarget
            ? { text: heroCopy('action', languages), target: `/${keyOf(heroTarget)}`, openInNewTab: false }
            : null,
          image: image(`${folder}/hero.jpg`, titled('solutions'), 2360, 1330),
        },
        teasers(),
        aside(),
        quote(),
        {
          __typename: 'MarketingLogosModule',
          id: id('logos'),
          heading: term('homeLogos', languages),
          logos: input.brands.map((brand) => ({
            name: brand.name,
            image: brand.image?.url
              ? {
                  url: brand.image.url,
                  alternativeText: sameInAll(brand.image.alternativeText ?? brand.name, languages),
                  width: 608,
                  height: 104,
                }
              : null,
          })),
        },
        {
          __typename: 'StretchedVideoModule',
          id: id('video'),
          heading: term('homeVideo', languages),
          videoUrl: `${VIDEO_HOST}${page.id}`,
          poster: image(`${folder}/video-stretched.jpg`, titled('automation'), 2400, 1350),
        },
      ];
    } else if (page.slug === 'company') {
      modules = [
        {
          __typename: 'BreakOutImageModule',
          id: id('break-out'),
          caption: titled('history'),
          image: image(`${folder}/break-out.jpg`, titled('history'), 1960, 1470),
        },
        asideVideo(),
        quote(),
        downloads(),
      ];
    } else if (page.slug === 'solutions') {
      modules = [
        {
          __typename: 'InlineImageModule',
          id: id('inline'),
          caption: titled('wireHarness'),
          image: image(`${folder}/inline.jpg`, titled('wireHarness'), 1560, 1170),
        },
        aside(),
        teasers(),
        downloads(),
      ];
    } else {
      modules = [
        {
          __typename: 'InlineImageModule',
          id: id('inline'),
          caption: titled('apprenticeships'),
          image: image(`${folder}/inline.jpg`, titled('apprenticeships'), 1560, 1170),
        },
        asideVideo(),
        quote(),
      ];
    }
    return {
      ...page,
      modules: modules.filter(
        (module) => module.__typename !== 'TeaserCardsModule' || module.cards.length > 0,
      ),
    };
  });
}

/** A localized text restricted to `languages` (each of which it must have). */
function pick(text: Localized, languages: readonly UiLanguage[]): Localized {
  return Object.fromEntries(languages.map((language) => [language, text[language] ?? text.en ?? '']));
}
