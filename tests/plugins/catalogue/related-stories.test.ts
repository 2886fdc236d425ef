import { describe, expect, it } from 'vitest';
import type { ServiceRequest, ServiceTransport } from '../../../core/graphql/service-request.ts';
import {
  loadRelatedStories,
  RELATED_STORIES_LIMIT,
  RELATED_STORY_PAGES_PAGE_SIZE,
  type RelatedStory,
  relatedStoryViews,
  storiesByProduct,
} from '../../../plugins/catalogue/related-stories.ts';

const story = (id: string, publicationDate: string, productSlugs: string[]): RelatedStory => ({
  id,
  locale: 'en',
  slug: `story-${id}`,
  publicationDate,
  title: `Story ${id}`,
  leadText: `Lead ${id}`,
  image: { url: `http://127.0.0.1:4322/stories/${id}.jpg`, alternativeText: null },
  productSlugs,
});

describe('related stories of a product (customer-area §7 storyPages by product slug)', () => {
  const stories = [
    story('a', '2023-01-01', ['alpha-550']),
    story('b', '2025-01-01', ['alpha-550', 'gamma-333']),
    story('c', '2024-01-01', ['alpha-550', 'alpha-550']),
    story('d', '2022-01-01', ['alpha-550']),
    story('e', '2024-06-01', ['gamma-333']),
  ];

  it('lists the newest stories of each product, at most three', () => {
    const byProduct = storiesByProduct(stories);
    expect(RELATED_STORIES_LIMIT).toBe(3);
    expect(byProduct.get('alpha-550')?.map((entry) => entry.id)).toEqual(['b', 'c', 'a']);
    expect(byProduct.get('gamma-333')?.map((entry) => entry.id)).toEqual(['b', 'e']);
    expect(byProduct.get('cs-40')).toBeUndefined();
  });

  it('links each story at /stories/{slug} in the locale, its title as image text when it has none', () => {
    const [view] = relatedStoryViews({
      stories: [stories[1]!],
      href: (route) => `/de-ch${route}`,
      onImageError: () => {},
    });
    expect(view).toEqual({
      title: 'Story b',
      leadText: 'Lead b',
      href: '/de-ch/stories/story-b',
      image: 'http://127.0.0.1:4322/stories/b.jpg',
      imageAlt: 'Story b',
    });
  });

  it('shows the placeholder for a missing image', () => {
    const [view] = relatedStoryViews({
      stories: [{ ...stories[0]!, image: { url: 'null', alternativeText: null } }],
      href: (route) => route,
      onImageError: () => {},
    });
    expect(view?.image).toBeNull();
  });

  it('links no story whose page the stories plugin does not build (slug not one segment, or contacts)', () => {
    const byProduct = storiesByProduct([
      { ...story('x', '2026-01-01', ['alpha-550']), slug: 'contacts' },
      { ...story('y', '2026-01-02', ['alpha-550']), slug: '../..' },
      { ...story('z', '2026-01-03', ['alpha-550']), slug: 'a/b' },
      ...stories,
    ]);
    expect(byProduct.get('alpha-550')?.map((entry) => entry.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('loading related stories (customer-area §7 storyPages related to a product slug)', () => {
  it('pages through the connection, so no story is cut off, and keeps those in the language', async () => {
    const sent: Record<string, unknown>[] = [];
    const german = (id: string, date: string, slugs: string[]) => ({
      ...story(id, date, slugs),
      locale: 'de',
    });
    const pages = [
      // f is in English only: the German product pages do not list it.
      {
        nodes: [german('a', '2025-01-01', ['alpha-550']), story('f', '2024-01-01', ['alpha-550'])],
        next: 'c1',
      },
      { nodes: [german('b', '2023-01-01', ['gamma-333'])], next: null },
    ];
    const transport: ServiceTransport = {
      async request(request: ServiceRequest<never>) {
        sent.push(request.variables ?? {});
        const page = pages[sent.length - 1]!;
        return {
          storyPagesConnection: {
            pageInfo: { hasNextPage: page.next !== null, endCursor: page.next },
            edges: page.nodes.map((node) => ({ node })),
          },
        } as never;
      },
    };
    const loaded = await loadRelatedStories({
      transport,
      language: 'de',
      productSlugs: ['gamma-333', 'alpha-550'],
    });
    expect(loaded.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(sent).toEqual([
      {
        productSlugs: ['alpha-550', 'gamma-333'],
        locales: ['de', 'en'],
        stage: 'PUBLISHED',
        first: RELATED_STORY_PAGES_PAGE_SIZE,
        after: null,
      },
      {
        productSlugs: ['alpha-550', 'gamma-333'],
        locales: ['de', 'en'],
        stage: 'PUBLISHED',
        first: RELATED_STORY_PAGES_PAGE_SIZE,
        after: 'c1',
      },
    ]);
  });
});
