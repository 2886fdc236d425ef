import { describe, expect, it } from 'vitest';
import {
  RELATED_STORIES_LIMIT,
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
});
