import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../../core/model/system-data.ts';
import { createContentYoga, DEFAULT_DRAFT_TOKEN } from '../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { STORY_COUNT } from '../../../sandbox/dataset/stories.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createContentDataset();
const yoga = createContentYoga(dataset);

interface StoryAnswer {
  id: string;
  locale: string;
  slug: string;
  publicationDate: string;
  title: string;
  productSlugs: string[];
  category: { slug: string; name: string } | null;
  storyContacts: { slug: string; name: string; image: { url: string } | null }[];
}

const STORY_PAGES = /* GraphQL */ `
  query storyPages($where: StoryPageWhereInput, $locales: [Locale!], $stage: Stage!) {
    storyPages(where: $where, orderBy: publicationDate_DESC, locales: $locales, stage: $stage, first: 1000) {
      id locale slug publicationDate title productSlugs
      category { slug name }
      storyContacts { slug name image { url } }
    }
  }
`;

async function storyPages(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await postGraphql<{ storyPages: StoryAnswer[] }>(yoga, {
    query: STORY_PAGES,
    variables: { stage: 'PUBLISHED', ...variables },
    headers,
  });
  return { errors: answer.errors, stories: answer.data?.storyPages ?? [] };
}

describe('sandbox dataset: stories and media releases', () => {
  it('holds a few dozen stories per language, en and de all of them', () => {
    expect(dataset.storyPages).toHaveLength(STORY_COUNT);
    for (const language of UI_LANGUAGES) {
      const count = dataset.storyPages.filter((story) => story.languages.includes(language)).length;
      expect(count, language).toBeGreaterThanOrEqual(
        language === 'en' || language === 'de' ? STORY_COUNT : 15,
      );
    }
  });

  it('keeps ids and slugs across seeds but changes dates', () => {
    const other = createContentDataset({ seed: 7 });
    expect(other.storyPages.map((story) => story.slug)).toEqual(
      dataset.storyPages.map((story) => story.slug),
    );
    expect(other.mediaReleasePages.map((release) => release.id)).toEqual(
      dataset.mediaReleasePages.map((release) => release.id),
    );
    expect(other.storyPages.map((story) => story.publicationDate)).not.toEqual(
      dataset.storyPages.map((story) => story.publicationDate),
    );
  });

  it('has unique story slugs and texts in exactly the languages of each story', () => {
    expect(new Set(dataset.storyPages.map((story) => story.slug)).size).toBe(STORY_COUNT);
    for (const story of dataset.storyPages) {
      expect(Object.keys(story.title).sort(), story.id).toEqual([...story.languages].sort());
      expect(Object.keys(story.body).sort(), story.id).toEqual([...story.languages].sort());
    }
  });

  it('marks some media releases ad hoc', () => {
    expect(dataset.mediaReleasePages.filter((release) => release.adhoc).length).toBeGreaterThanOrEqual(2);
  });
});

describe('sandbox content service: storyPages (customer-area §7 "storyPages related to a product slug")', () => {
  it('finds the stories related to a product slug, newest first', async () => {
    const { stories, errors } = await storyPages({ where: { productSlugs_contains_some: ['alpha-550'] } });
    expect(errors).toBeUndefined();
    expect(stories.length).toBeGreaterThan(0);
    for (const story of stories) expect(story.productSlugs).toContain('alpha-550');
    const dates = stories.map((story) => story.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers in the first requested language a story has, else en', async () => {
    const japanese = dataset.storyPages.find((story) => story.isPublished && story.languages.includes('ja'))!;
    const withoutJapanese = dataset.storyPages.find(
      (story) => story.isPublished && !story.languages.includes('ja'),
    )!;
    const { stories } = await storyPages({
      where: { id_in: [japanese.id, withoutJapanese.id] },
      locales: ['ja', 'en'],
    });
    const byId = new Map(stories.map((story) => [story.id, story]));
    expect(byId.get(japanese.id)).toMatchObject({ locale: 'ja', title: japanese.title.ja });
    expect(byId.get(withoutJapanese.id)).toMatchObject({ locale: 'en', title: withoutJapanese.title.en });
  });

  it('resolves the category in the story language and the contacts with their images', async () => {
    const { stories } = await storyPages({ locales: ['de'] });
    const withContacts = stories.find((story) => story.storyContacts.length > 0)!;
    expect(withContacts.category?.name).toMatch(/\S/);
    expect(withContacts.storyContacts[0]!.slug).toMatch(/^[a-z-]+$/);
    expect(stories.flatMap((story) => story.storyContacts).some((contact) => contact.image === null)).toBe(
      true,
    );
  });

  it('filters by contact and by category', async () => {
    const { stories: byContact } = await storyPages({
      where: { storyContacts_some: { slug: 'anna-keller' } },
    });
    expect(byContact.length).toBeGreaterThan(0);
    for (const story of byContact)
      expect(story.storyContacts.map((contact) => contact.slug)).toContain('anna-keller');
    const { stories: byCategory } = await storyPages({ where: { category: { slug: 'people' } } });
    expect(byCategory.length).toBeGreaterThan(0);
    for (const story of byCategory) expect(story.category?.slug).toBe('people');
  });

  it('shows the unpublished story only as a draft, with the draft token', async () => {
    const draft = dataset.storyPages.find((story) => !story.isPublished)!;
    expect((await storyPages({ where: { id: draft.id } })).stories).toEqual([]);
    const refused = await storyPages({ where: { id: draft.id }, stage: 'DRAFT' });
    expect(refused.errors?.[0]?.message).toBe('Draft content requires a bearer token');
    const drafts = await storyPages(
      { where: { id: draft.id }, stage: 'DRAFT' },
      { authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` },
    );
    expect(drafts.stories.map((story) => story.id)).toEqual([draft.id]);
  });
});

describe('sandbox content service: mediaReleasePagesConnection', () => {
  const QUERY = /* GraphQL */ `
    query releases($first: Int!, $after: String) {
      mediaReleasePagesConnection(orderBy: publicationDate_DESC, locales: [de], first: $first, after: $after) {
        pageInfo { hasNextPage endCursor }
        edges { node { id slug publicationDate adhoc locale } }
      }
    }
  `;

  it('pages through the published releases newest first, ad hoc ones flagged', async () => {
    const ids: string[] = [];
    const dates: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      type Answer = {
        mediaReleasePagesConnection: {
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
          edges: { node: { id: string; publicationDate: string; adhoc: boolean; locale: string } }[];
        };
      };
      const answer: { data?: Answer | null } = await postGraphql<Answer>(yoga, {
        query: QUERY,
        variables: { first: 5, after },
      });
      const connection = answer.data!.mediaReleasePagesConnection;
      for (const { node } of connection.edges) {
        ids.push(node.id);
        dates.push(node.publicationDate);
        expect(node.locale).toBe('de');
      }
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    const published = dataset.mediaReleasePages.filter((release) => release.isPublished);
    expect(ids.sort()).toEqual(published.map((release) => release.id).sort());
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
