import { describe, expect, it } from 'vitest';
import {
  categoryFromSearch,
  filterByCategory,
  isValidStorySlug,
  newestFirst,
  STORIES_PATH,
  STORY_CONTACTS_PATH,
  storiesOfContact,
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

  it.each([
    ['nordkabel-crimping', true],
    ['příběh_2', true],
    ['contacts', false],
    ['a/b', false],
    ['', false],
    ['x?y', false],
  ])('a story slugged %j can have a page: %s', (slug, valid) => {
    expect(isValidStorySlug(slug)).toBe(valid);
  });
});

describe('newestFirst (overview newest first)', () => {
  it('orders by publication date, newest first, same dates by id', () => {
    expect(newestFirst(STORIES).map((entry) => entry.id)).toEqual(['c', 'd', 'a', 'b', 'e']);
  });

  it('leaves its input as it was', () => {
    const before = STORIES.map((entry) => entry.id);
    newestFirst(STORIES);
    expect(STORIES.map((entry) => entry.id)).toEqual(before);
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
