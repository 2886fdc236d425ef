import { isSlugSegment, isValidStorySlug, STORY_CONTACTS_SEGMENT } from '../../core/routing/slug-segment.ts';

/**
 * The stories' rules (public-site §2 routes `/{locale}/stories`, `/stories/{slug}`, `/stories/contacts`,
 * `/stories/contacts/{author}`; §3 story): paths, the stories and contacts that get pages, the
 * category filter and the story contacts (their order: core/content/newest-first.ts). Pure and free of
 * Node and React: the overview's filter island imports it too.
 */

/** Path of the story overview below the locale. */
export const STORIES_PATH = 'stories';

/** Path of the story contacts' overview below the locale. */
export const STORY_CONTACTS_PATH = `${STORIES_PATH}/${STORY_CONTACTS_SEGMENT}`;

/** Query parameter of the overview's category filter (`/en/stories?category=innovation`). */
export const CATEGORY_PARAMETER = 'category';

/** Path of a story below the locale: `stories/{slug}`. */
export function storyPath(slug: string): string {
  return `${STORIES_PATH}/${slug}`;
}

/** Path of a story contact's page below the locale: `stories/contacts/{author}`. */
export function storyContactPath(slug: string): string {
  return `${STORY_CONTACTS_PATH}/${slug}`;
}

/** What {@link storiesWithPages} needs of a story. */
export interface PagedEntry {
  id: string;
  slug: string;
  storyContacts: readonly { id: string; slug: string }[];
}

/**
 * The stories that get pages, with the story contacts that get pages (public-site §2
 * `/stories/{slug}`, `/stories/contacts/{author}`; core/routing/slug-segment.ts): a story whose slug is
 * not one path segment, or is `contacts`, is left out; a contact whose slug is not one path segment
 * (`../..` would write over the home page) is left out of every story naming it, so no story links a
 * contact page that is not built. Each one left out is reported through `onInvalid`.
 *
 * @param input.onInvalid receives a message per story or contact left out (the same one again for a
 *   contact named by several stories).
 * @returns the stories in the given order; a story keeps its identity when all its contacts stay.
 */
export function storiesWithPages<S extends PagedEntry>(input: {
  stories: readonly S[];
  onInvalid: (message: string) => void;
}): S[] {
  const { onInvalid } = input;
  return input.stories.flatMap((story) => {
    if (!isValidStorySlug(story.slug)) {
      onInvalid(`Story ${story.id} has the slug '${story.slug}', which cannot be its path; it gets no page`);
      return [];
    }
    const contacts = story.storyContacts.filter((contact) => {
      if (isSlugSegment(contact.slug)) return true;
      onInvalid(
        `Story contact ${contact.id} has the slug '${contact.slug}', which cannot be its path; it gets no page`,
      );
      return false;
    });
    return contacts.length === story.storyContacts.length ? [story] : [{ ...story, storyContacts: contacts }];
  });
}

/** What the category filter needs of a story. */
export interface CategorizedEntry {
  category: { slug: string; name: string } | null;
}

/**
 * The categories the overview's filter offers: each category some story has, once, in the order of
 * their names in the page's language (`Intl.Collator` of `language`). Stories without a category add
 * none.
 *
 * @param input.language the UI language, e.g. `de`.
 */
export function storyCategories(input: {
  stories: readonly CategorizedEntry[];
  language: string;
}): { slug: string; name: string }[] {
  const bySlug = new Map<string, { slug: string; name: string }>();
  for (const { category } of input.stories) {
    if (category && !bySlug.has(category.slug))
      bySlug.set(category.slug, { slug: category.slug, name: category.name });
  }
  const collator = new Intl.Collator(input.language);
  return [...bySlug.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The stories the overview shows for a chosen category: all of them for
 * null or a slug no story has (an outdated link shows everything rather than nothing), else those of
 * that category, in the given order.
 */
export function filterByCategory<T extends CategorizedEntry>(input: {
  stories: readonly T[];
  category: string | null;
}): T[] {
  const { stories, category } = input;
  if (category === null || !stories.some((story) => story.category?.slug === category)) return [...stories];
  return stories.filter((story) => story.category?.slug === category);
}

/**
 * The category asked for in a query string (`?category=innovation`), or null.
 *
 * @param search `location.search`, with or without its `?`.
 */
export function categoryFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(CATEGORY_PARAMETER);
  return value ? value : null;
}

/** What the contact rules need of a story. */
export interface ContactEntry {
  storyContacts: readonly { id: string; slug: string; name: string }[];
}

/**
 * The story contacts of a set of stories, each once (by slug, the first entry's data kept) with the
 * number of stories naming them, ordered by name in the page's language.
 *
 * @param input.language the UI language, e.g. `de`.
 */
export function storyContactsOf<S extends ContactEntry>(input: {
  stories: readonly S[];
  language: string;
}): { contact: S['storyContacts'][number]; storyCount: number }[] {
  const bySlug = new Map<string, { contact: S['storyContacts'][number]; storyCount: number }>();
  for (const story of input.stories) {
    for (const contact of new Map(story.storyContacts.map((entry) => [entry.slug, entry])).values()) {
      const known = bySlug.get(contact.slug);
      if (known) known.storyCount += 1;
      else bySlug.set(contact.slug, { contact, storyCount: 1 });
    }
  }
  const collator = new Intl.Collator(input.language);
  return [...bySlug.values()].sort((a, b) => collator.compare(a.contact.name, b.contact.name));
}

/** The stories naming a contact (by slug), in the given order (public-site §2 `/stories/contacts/{author}`). */
export function storiesOfContact<S extends ContactEntry>(input: {
  stories: readonly S[];
  slug: string;
}): S[] {
  return input.stories.filter((story) => story.storyContacts.some((contact) => contact.slug === input.slug));
}
