import { newestFirst } from '../../core/content/newest-first.ts';
import { imageAssetHost } from '../../core/media/asset-host.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { Product } from '../../core/model/products.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import type { PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import type { BodyFragment } from '../../core/rich-text/localized-body.ts';
import { createAlternatesOf, siteOrigin } from '../../core/routing/alternates.ts';
import { moduleViews } from '../../runtime/ui/modules/view.ts';
import { createPageFrame, type OwnProps } from '../../runtime/ui/page-frame.ts';
import type { StoriesPluginData } from './load.ts';
import type { ResolvedOptions } from './options.ts';
import type { Story } from './queries.ts';
import type { ContactsViewProps, ContactViewProps, OverviewViewProps, StoryViewProps } from './renderers.tsx';
import {
  STORIES_PATH,
  STORY_CONTACTS_PATH,
  storiesOfContact,
  storiesWithPages,
  storyCategories,
  storyContactPath,
  storyContactsOf,
  storyPath,
} from './rules.ts';
import { productRoutes, storyCardView, storyContactView, storyView, type ViewContext } from './views.ts';

/** The stories of one language, as its locales show them. */
interface LanguageStories {
  /** Stories with a valid slug, newest first. */
  stories: Story[];
  /** Every path the language's locales get (below the locale), for hreflang alternates. */
  paths: Set<string>;
  productsBySlug: Map<string, Product>;
}

/**
 * Declares the story pages of every locale whose language has stories (public-site §2 routes; §3 story):
 * the overview `stories` (newest first, with the category filter island), every story at
 * `stories/{slug}`, the story contacts' overview `stories/contacts` and a page per contact at
 * `stories/contacts/{author}` listing their stories, newest first. A locale shows the stories the
 * content service has in its language (no fallback language). Each page has the default layout,
 * breadcrumbs under the overview, a canonical URL and hreflang alternates over the languages that
 * have its path; a story's page has its lead text as meta description, and its body is a fragment
 * `body:{id}:{language}` the locales of that language share. Stories whose slug cannot be a path
 * segment (or is `contacts`) are left out, and so are story contacts whose slug cannot be one (from
 * every story naming them), each with a warning (rules.ts `storiesWithPages`).
 */
export function declareStoryPages(
  context: PagesContext<StoriesPluginData>,
  options: ResolvedOptions,
): PageDescriptor[] {
  const { site, data, logger } = context;
  const origin = options.origin ?? siteOrigin(site, context.system);
  const reported = new Set<string>();
  const warnOnce = (message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    logger.warn(message);
  };

  const languages = new Map<string, LanguageStories>();
  for (const [language, languageData] of data.byLanguage) {
    const stories = newestFirst(storiesWithPages({ stories: languageData.stories, onInvalid: warnOnce }));
    const paths = new Set<string>();
    if (stories.length > 0) paths.add(STORIES_PATH).add(STORY_CONTACTS_PATH);
    for (const story of stories) {
      paths.add(storyPath(story.slug));
      for (const contact of story.storyContacts) paths.add(storyContactPath(contact.slug));
    }
    const productsBySlug = new Map(languageData.products.map((product) => [product.slug, product]));
    languages.set(language, { stories, paths, productsBySlug });
  }

  // The hreflang cluster of a path is computed once; each page takes its own list from it.
  const alternatesOf = createAlternatesOf({
    site,
    system: context.system,
    origin,
    has: (locale, path) => languages.get(locale.language)?.paths.has(path) ?? false,
  });
  // Product routes depend on the language's catalogue and the locale's country.
  const routes = new Map<string, Map<string, string>>();
  const routesOf = (locale: Locale): Map<string, string> => {
    const key = `${locale.language}:${locale.country}`;
    let found = routes.get(key);
    if (!found) {
      const languageData = data.byLanguage.get(locale.language);
      found = languageData
        ? productRoutes({ ...languageData, country: locale.country })
        : new Map<string, string>();
      routes.set(key, found);
    }
    return found;
  };

  const descriptors: PageDescriptor[] = [];
  for (const locale of site.locales) {
    const language = languages.get(locale.language);
    const navigation = data.navigationByLanguage.get(locale.language);
    if (!language || language.stories.length === 0 || !navigation) continue;
    const frame = createPageFrame({ context, locale, navigation, origin, alternatesOf });
    const { fragments, trail } = frame;
    const { t, href } = frame.layout;
    const storiesTitle = t('stories:title');
    const overview: BreadcrumbView = { title: storiesTitle, href: href(`/${STORIES_PATH}`) };
    const viewContext: ViewContext = { locale, href, onImageError: warnOnce };
    const cards = new Map(language.stories.map((story) => [story.id, storyCardView(story, viewContext)]));
    const declare = (page: Omit<PageDescriptor, 'locale'>) =>
      descriptors.push({ locale: locale.urlCode, ...page });

    declare({
      path: STORIES_PATH,
      title: storiesTitle,
      view: 'stories:overview',
      props: {
        title: storiesTitle,
        breadcrumbs: trail({ ...overview, href: null }),
        head: frame.head({ title: storiesTitle, path: STORIES_PATH }),
        list: {
          stories: [...cards.values()],
          categories: storyCategories({ stories: language.stories, language: locale.language }),
          assetHost: imageAssetHost(),
          labels: {
            filter: t('stories:filter'),
            allCategories: t('stories:allCategories'),
            noStories: t('stories:noStories'),
          },
        },
      } satisfies OwnProps<OverviewViewProps>,
      fragments,
      sources: language.stories.map((story) => story.id),
    });

    const linkedProducts = { productRoutes: routesOf(locale), productsBySlug: language.productsBySlug };
    for (const story of language.stories) {
      const path = storyPath(story.slug);
      const view = storyView(story, { ...viewContext, ...linkedProducts });
      const body: BodyFragment = { markdown: story.body?.markdown ?? null, siteSlug: frame.layout.siteSlug };
      declare({
        id: story.id,
        path,
        title: story.title,
        view: 'stories:story',
        props: {
          view,
          breadcrumbs: trail(overview, { title: story.title, href: null }),
          head: frame.head({ title: story.title, path, article: story }),
          modules: moduleViews({
            modules: story.modules,
            localeUrlCode: locale.urlCode,
            siteSlug: frame.layout.siteSlug,
          }),
        } satisfies OwnProps<StoryViewProps>,
        fragments: { ...fragments, body: context.fragment(`body:${story.id}:${story.locale}`, body) },
        sources: [
          story.id,
          ...story.productSlugs
            .filter((slug) => linkedProducts.productRoutes.has(slug))
            .map((slug) => `product:${slug}`),
        ],
      });
    }

    const contactsTitle = t('stories:contactsTitle');
    const contacts = storyContactsOf({ stories: language.stories, language: locale.language });
    declare({
      path: STORY_CONTACTS_PATH,
      title: contactsTitle,
      view: 'stories:contacts',
      props: {
        title: contactsTitle,
        breadcrumbs: trail(overview, { title: contactsTitle, href: null }),
        head: frame.head({ title: contactsTitle, path: STORY_CONTACTS_PATH }),
        contacts: contacts.map(({ contact, storyCount }) => ({
          ...storyContactView(contact, viewContext),
          storyCount: t('stories:storyCount', { count: storyCount }),
        })),
      } satisfies OwnProps<ContactsViewProps>,
      fragments,
      sources: contacts.map(({ contact }) => contact.id),
    });
    const contactsItem: BreadcrumbView = { title: contactsTitle, href: href(`/${STORY_CONTACTS_PATH}`) };
    for (const { contact } of contacts) {
      const path = storyContactPath(contact.slug);
      const stories = storiesOfContact({ stories: language.stories, slug: contact.slug });
      declare({
        path,
        title: contact.name,
        view: 'stories:contact',
        props: {
          contact: storyContactView(contact, viewContext),
          storiesTitle: t('stories:storiesWith', { name: contact.name }),
          stories: stories.map((story) => cards.get(story.id)!),
          breadcrumbs: trail(overview, contactsItem, { title: contact.name, href: null }),
          head: frame.head({ title: contact.name, path }),
        } satisfies OwnProps<ContactViewProps>,
        fragments,
        sources: [contact.id, ...stories.map((story) => story.id)],
      });
    }
  }
  return descriptors;
}
