import { describe, expect, it } from 'vitest';
import {
  PAGE_MODULES_FRAGMENT,
  PAGE_MODULES_PAGE_SIZE,
  PAGE_MODULES_QUERY,
  pageModuleSchema,
  pageModulesConnectionSchema,
} from '../../../core/model/modules.ts';
import { createContentYoga } from '../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { collectImages } from '../../../sandbox/images/catalogue.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createContentDataset();
const yoga = createContentYoga(dataset);

const ALL_TYPES = [
  'StretchedImageModule',
  'StretchedVideoModule',
  'BreakOutImageModule',
  'InlineImageModule',
  'AsideSquareModule',
  'AsideVideoModule',
  'TeaserCardsModule',
  'QuoteModule',
  'DownloadCardsModule',
  'MarketingLogosModule',
  'FormModule',
];

async function modulesOf(siteId: string, locales: string[]) {
  const answer = await postGraphql(yoga, {
    query: PAGE_MODULES_QUERY,
    variables: { siteId, locales, stage: 'PUBLISHED', first: PAGE_MODULES_PAGE_SIZE, after: null },
  });
  expect(answer.errors).toBeUndefined();
  return pageModulesConnectionSchema.parse(answer.data).pagesConnection.edges.map((edge) => edge.node);
}

describe('pageModulesQuery (core/model/modules.ts) against the sandbox content service', () => {
  it('answers within the service limits, every module type on the main site, texts in the page language', async () => {
    const nodes = await modulesOf('main', ['de', 'en']);
    const withModules = nodes.filter((node) => node.modules.length > 0);
    expect(withModules.map((node) => node.id)).toEqual(
      expect.arrayContaining([
        'page-main-home',
        'page-main-company',
        'page-main-solutions',
        'page-main-careers',
      ]),
    );
    expect(nodes.find((node) => node.id === 'page-main-contact')?.modules).toEqual([]);
    const types = new Set(withModules.flatMap((node) => node.modules.map((module) => module.__typename)));
    expect([...types].sort()).toEqual([...ALL_TYPES].sort());
    const home = withModules.find((node) => node.id === 'page-main-home')!;
    expect(home.locale).toBe('de');
    const teasers = home.modules.find((module) => module.__typename === 'TeaserCardsModule');
    expect(teasers).toMatchObject({ heading: 'Von der Einzelmaschine bis zur kompletten Kabelsatzlinie' });
    expect(teasers?.__typename === 'TeaserCardsModule' && teasers.cards[0]?.overline).toBeTruthy();
  });

  it('opens every home page with a hero message: overline, headline, lead and a call to action to a built page', async () => {
    for (const site of dataset.sites.filter((candidate) => candidate.footerNavigation !== null)) {
      const nodes = await modulesOf(site.id, ['de', 'en']);
      const hero = nodes.find((node) => node.id === `page-${site.id}-home`)?.modules[0];
      if (hero?.__typename !== 'StretchedImageModule') throw new Error(`${site.id}: no hero`);
      expect(hero.heading, site.id).not.toContain(site.name);
      expect([hero.overline, hero.heading, hero.text].every(Boolean), site.id).toBe(true);
      const target = dataset.pages.find(
        (page) => page.siteId === site.id && `/${page.slug}` === hero.callToAction?.target,
      );
      expect([target?.isPublished, target?.protection], site.id).toEqual([true, 'none']);
      expect(hero.callToAction?.text, site.id).toBeTruthy();
    }
    const german = (await modulesOf('main', ['de', 'en'])).find((node) => node.id === 'page-main-home');
    expect(german?.modules[0]).toMatchObject({
      heading: 'Kabelverarbeitung, die Ihre Linien am Laufen hält',
      callToAction: { text: 'Unsere Lösungen entdecken', target: '/solutions', openInNewTab: false },
    });
  });

  it('gives a home page and a few top-level pages of every site modules, teasers linking built pages only', async () => {
    for (const site of dataset.sites.filter((candidate) => candidate.footerNavigation !== null)) {
      const nodes = await modulesOf(site.id, ['en']);
      expect(nodes.some((node) => node.id === `page-${site.id}-home` && node.modules.length > 0)).toBe(true);
      for (const node of nodes)
        for (const module of node.modules)
          if (module.__typename === 'TeaserCardsModule')
            for (const card of module.cards) {
              const target = dataset.pages.find(
                (page) =>
                  page.siteId === site.id && `/${page.slug}` === card.link.target.replace(/^.*\//, '/'),
              );
              expect(target?.protection).toBe('none');
              expect(target?.isPublished).toBe(true);
            }
    }
  });

  it('puts every module image on the asset host, among the images the sandbox image service serves', async () => {
    const served = collectImages({ assetHost: 'http://127.0.0.1:4322/', datasets: [dataset] });
    const nodes = await modulesOf('main', ['en']);
    const urls = JSON.stringify(nodes).match(/http:\/\/127\.0\.0\.1:4322\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) expect(served.has(url.slice('http://127.0.0.1:4322/'.length))).toBe(true);
  });

  it('places the public forms: service request, open-source request and whitepaper pages on main, story feedback on stories', async () => {
    const forms = (nodes: Awaited<ReturnType<typeof modulesOf>>) =>
      Object.fromEntries(
        nodes.flatMap((node) =>
          node.modules.flatMap((module) => (module.__typename === 'FormModule' ? [[node.id, module]] : [])),
        ),
      );
    const german = forms(await modulesOf('main', ['de', 'en']));
    expect(Object.keys(german).sort()).toEqual([
      'page-main-open-source-request',
      'page-main-service-request',
      'page-main-whitepaper',
    ]);
    expect(german['page-main-service-request']).toMatchObject({ form: 'service-request', whitepaper: null });
    expect(german['page-main-open-source-request']).toMatchObject({ form: 'open-source-request' });
    // The whitepaper names a CMS file the files route serves, titled in the page's language.
    const whitepaper = german['page-main-whitepaper'];
    expect(whitepaper).toMatchObject({ form: 'whitepaper-download', whitepaper: { title: 'Whitepaper' } });
    expect(dataset.files.map((file) => file.slug)).toContain(
      whitepaper?.__typename === 'FormModule' ? whitepaper.whitepaper?.fileSlug : undefined,
    );
    for (const siteId of ['events', 'productronica'])
      expect(forms(await modulesOf(siteId, ['en']))).toEqual({});

    const answer = await postGraphql(yoga, {
      query: `query { storyPages(locales: [fr, en], first: 2) { slug locale ${PAGE_MODULES_FRAGMENT} } }`,
    });
    expect(answer.errors).toBeUndefined();
    const stories = (answer.data as { storyPages: { locale: string; modules: unknown[] }[] }).storyPages;
    expect(stories).toHaveLength(2);
    for (const story of stories) {
      const [module] = pageModuleSchema.array().parse(story.modules);
      expect(module).toMatchObject({ __typename: 'FormModule', form: 'story-feedback', whitepaper: null });
      if (story.locale === 'fr') expect(module).toMatchObject({ heading: 'Votre avis sur cette histoire' });
    }
  });

  it('is deterministic: the same seed gives the same modules', () => {
    const again = createContentDataset();
    expect(again.pages.map((page) => page.modules)).toEqual(dataset.pages.map((page) => page.modules));
  });

  it('refuses an answer with an unknown module type or a module image without size', () => {
    expect(pageModuleSchema.safeParse({ __typename: 'CarouselModule', id: 'x' }).success).toBe(false);
    const form = { __typename: 'FormModule', id: 'x', heading: null, whitepaper: null };
    expect(pageModuleSchema.safeParse({ ...form, form: 'CONTACT_US' }).success).toBe(false);
    expect(pageModuleSchema.parse({ ...form, form: 'OPEN_SOURCE_REQUEST' })).toMatchObject({
      form: 'open-source-request',
    });
    const inline = { __typename: 'InlineImageModule', id: 'x', caption: null };
    expect(
      pageModuleSchema.safeParse({ ...inline, image: { url: 'http://a/b.jpg', alternativeText: 'b' } })
        .success,
    ).toBe(false);
    expect(
      pageModuleSchema.safeParse({
        ...inline,
        image: { url: 'http://a/b.jpg', alternativeText: 'b', width: 10, height: 5 },
      }).success,
    ).toBe(true);
  });
});
