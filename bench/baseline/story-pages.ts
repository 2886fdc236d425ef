import { createElement as h } from 'react';
import { isSlugSegment, isValidStorySlug } from '../../core/routing/slug-segment.ts';
import type { StoryContactRecord, StoryPageRecord } from '../../sandbox/dataset/index.ts';
import { type BaselinePage, documentPage, hrefOf, type LocaleContext, localized } from './context.ts';
import { ListView, ReleaseView, StoryView } from './views.tsx';

/** Newest first by publication date (ISO dates compare as strings). */
const newestFirst = <T extends { publicationDate: string }>(a: T, b: T) =>
  a.publicationDate < b.publicationDate ? 1 : a.publicationDate > b.publicationDate ? -1 : 0;

/**
 * The story pages of a locale whose language has stories (stories): the overview `stories` (a linked
 * list, newest first), each story at `stories/{slug}` (title, lead text, image, body, its contacts'
 * names), the contacts' overview `stories/contacts` and a page per contact at
 * `stories/contacts/{slug}` listing their stories. Stories and contacts whose slug cannot be a path
 * segment get no page.
 */
export function* storyPages(context: LocaleContext): Generator<BaselinePage> {
  const { locale, dataset, label } = context;
  const { language } = locale;
  const contactsById = new Map(
    dataset.storyContacts
      .filter((contact) => isSlugSegment(contact.slug))
      .map((contact) => [contact.id, contact]),
  );
  const stories = dataset.storyPages
    .filter(
      (story) => story.isPublished && story.languages.includes(language) && isValidStorySlug(story.slug),
    )
    .sort(newestFirst);
  if (stories.length === 0) return;
  const contactsOf = (story: StoryPageRecord) =>
    story.storyContactIds.flatMap((id) => contactsById.get(id) ?? []);
  const storyLink = (story: StoryPageRecord) => ({
    title: localized(story.title, language),
    href: hrefOf(locale, `stories/${story.slug}`),
    note: story.publicationDate,
  });
  const contactLink = (contact: StoryContactRecord) => ({
    title: contact.name,
    href: hrefOf(locale, `stories/contacts/${contact.slug}`),
  });

  yield documentPage(context, {
    path: 'stories',
    title: label('stories:title'),
    main: h(ListView, { links: stories.map(storyLink) }),
  });
  const contacts = new Map<string, StoryContactRecord>();
  for (const story of stories) {
    for (const contact of contactsOf(story)) contacts.set(contact.slug, contact);
    const image = story.image && {
      src: story.image.url,
      alt: localized(story.image.alternativeText, language),
    };
    yield documentPage(context, {
      path: `stories/${story.slug}`,
      title: localized(story.title, language),
      main: h(StoryView, {
        lead: localized(story.leadText, language),
        image,
        html: context.richText(`${story.id}:${language}`, story.body[language]),
        contacts: contactsOf(story).map(contactLink),
      }),
    });
  }
  const sorted = [...contacts.values()].sort((a, b) => a.name.localeCompare(b.name, language));
  yield documentPage(context, {
    path: 'stories/contacts',
    title: label('stories:contactsTitle'),
    main: h(ListView, { links: sorted.map(contactLink) }),
  });
  for (const contact of sorted) {
    const theirs = stories.filter((story) => contactsOf(story).some((entry) => entry.slug === contact.slug));
    yield documentPage(context, {
      path: `stories/contacts/${contact.slug}`,
      title: contact.name,
      main: h(ListView, {
        intro: label('stories:storiesWith').replace('{name}', contact.name),
        links: theirs.map(storyLink),
      }),
    });
  }
}

/**
 * The media release pages of a locale (media-releases): the list `media-releases` (linked, newest
 * first, with dates) and each release in the locale's language at `media-releases/{slug}` (title,
 * date, lead text, body).
 */
export function* mediaReleasePages(context: LocaleContext): Generator<BaselinePage> {
  const { locale, dataset, label } = context;
  const { language } = locale;
  const releases = dataset.mediaReleasePages
    .filter(
      (release) => release.isPublished && release.languages.includes(language) && isSlugSegment(release.slug),
    )
    .sort(newestFirst);
  const title = label('media-releases:title');
  const links = releases.map((release) => ({
    title: localized(release.title, language),
    href: hrefOf(locale, `media-releases/${release.slug}`),
    note: release.adhoc
      ? `${release.publicationDate} ${label('media-releases:adhoc')}`
      : release.publicationDate,
  }));
  yield documentPage(context, { path: 'media-releases', title, main: h(ListView, { links }) });
  for (const release of releases) {
    yield documentPage(context, {
      path: `media-releases/${release.slug}`,
      title: localized(release.title, language),
      main: h(ReleaseView, {
        date: release.publicationDate,
        lead: localized(release.leadText, language),
        html: context.richText(`${release.id}:${language}`, release.body[language]),
      }),
    });
  }
}
