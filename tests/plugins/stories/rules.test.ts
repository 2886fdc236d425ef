import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../../core/content/newest-first.ts';
import {
  categoryFromSearch,
  filterByCategory,
  STORIES_PATH,
  STORY_CONTACTS_PATH,
  storiesOfContact,
  storiesWithPages,
  storyCategories,
  storyContactPath,
  storyContactsOf,
  storyPath,
} from '../../../plugins/stories/rules.ts';

const anna = { id: 'c-anna', slug: 'anna-keller', name: 'Anna Keller' };
const jan = { id: 'c-jan', slug: 'jan-novak', name: 'Jan Novák' };
const claire = { id: 'c-claire', slug: 'claire-dubois', name: 'Claire Dubois' };
const innovation = { slug: 'innovation', name: 'Innovation' };
const people = { slug: 'people', name: 'Menschen' };
const customers = { slug: 'customer-stories', name: 'Kundengeschichten' };

const story = (
  id: string,
  publicationDate: string,
  category: { slug: string; name: string } | null,
  storyContacts = [anna],
) => ({ id, publicationDate, category, storyContacts });

const STORIES = [
  story('b', '2023-04-01', innovation, [anna, jan]),
  story('d', '2024-11-20', people, [jan]),
  story('a', '2023-04-01', customers, [claire]),
  story('c', '2025-01-05', innovation, [anna]),
  story('e', '2022-02-14', null, []),
];

describe('story paths (public-site §2 routes)', () => {
  it('puts the overview, a story, the contacts and a contact under /stories', () => {
    expect(STORIES_PATH).toBe('stories');
    expect(storyPath('nordkabel-crimping')).toBe('stories/nordkabel-crimping');
    expect(STORY_CONTACTS_PATH).toBe('stories/contacts');
    expect(storyContactPath('anna-keller')).toBe('stories/contacts/anna-keller');
  });
});

describe('the stories and contacts that get pages (public-site §2 /stories/{slug}, /stories/contacts/{author})', () => {
  const paged = (id: string, slug: string, storyContacts = [anna]) => ({ id, slug, storyContacts });

  it('leaves out stories whose slug cannot be their path, and reports each', () => {
    const messages: string[] = [];
    const kept = storiesWithPages({
      stories: [paged('s1', 'nordkabel-crimping'), paged('s2', 'contacts'), paged('s3', 'a/b')],
      onInvalid: (message) => messages.push(message),
    });
    expect(kept.map((entry) => entry.id)).toEqual(['s1']);
    expect(messages).toEqual([
      "Story s2 has the slug 'contacts', which cannot be its path; it gets no page",
      "Story s3 has the slug 'a/b', which cannot be its path; it gets no page",
    ]);
  });

  it('leaves a contact slugged ../.. out of every story, so no page is written over the home page', () => {
    const intruder = { id: 'c-x', slug: '../..', name: 'Intruder' };
    const messages: string[] = [];
    const [first, second, third] = storiesWithPages({
      stories: [paged('s1', 'one', [anna, intruder]), paged('s2', 'two', [intruder]), paged('s3', 'three')],
      onInvalid: (message) => messages.push(message),
    });
    expect(first?.storyContacts).toEqual([anna]);
    expect(second?.storyContacts).toEqual([]);
    expect(
      storyContactsOf({ stories: [first!, second!, third!], language: 'en' }).map(
        ({ contact }) => contact.slug,
      ),
    ).toEqual(['anna-keller']);
    expect(new Set(messages)).toEqual(
      new Set(["Story contact c-x has the slug '../..', which cannot be its path; it gets no page"]),
    );
  });

  it('keeps a story with only valid contacts as it is', () => {
    const stories = [paged('s1', 'one', [anna, jan])];
    expect(storiesWithPages({ stories, onInvalid: () => {} })[0]).toBe(stories[0]);
  });
});

describe('the category filter', () => {
  const ordered = newestFirst(STORIES);

  it('offers each category once, ordered by name in the language', () => {
    expect(storyCategories({ stories: ordered, language: 'de' })).toEqual([innovation, customers, people]);
  });

  it('keeps the stories of the chosen category, newest first', () => {
    expect(filterByCategory({ stories: ordered, category: 'innovation' }).map((entry) => entry.id)).toEqual([
      'c',
      'b',
    ]);
  });

  it('shows every story for no category and for one no story has (an outdated link)', () => {
    expect(filterByCategory({ stories: ordered, category: null })).toHaveLength(5);
    expect(filterByCategory({ stories: ordered, category: 'retired' })).toHaveLength(5);
  });

  it.each([
    ['?category=people', 'people'],
    ['category=innovation&x=1', 'innovation'],
    ['?category=', null],
    ['', null],
  ])('reads %j from the address as %j', (search, expected) => {
    expect(categoryFromSearch(search)).toBe(expected);
  });
});

describe('story contacts (public-site §3 storyContacts; /stories/contacts/{author})', () => {
  it('lists each contact once with their number of stories, by name', () => {
    const contacts = storyContactsOf({ stories: STORIES, language: 'en' });
    expect(contacts.map(({ contact, storyCount }) => [contact.slug, storyCount])).toEqual([
      ['anna-keller', 2],
      ['claire-dubois', 1],
      ['jan-novak', 2],
    ]);
  });

  it('counts a contact named twice in one story once', () => {
    const contacts = storyContactsOf({
      stories: [story('x', '2024-01-01', null, [anna, anna])],
      language: 'en',
    });
    expect(contacts).toEqual([{ contact: anna, storyCount: 1 }]);
  });

  it("finds a contact's stories in the order given", () => {
    expect(
      storiesOfContact({ stories: newestFirst(STORIES), slug: 'anna-keller' }).map((entry) => entry.id),
    ).toEqual(['c', 'b']);
    expect(storiesOfContact({ stories: STORIES, slug: 'nobody' })).toEqual([]);
  });
});
