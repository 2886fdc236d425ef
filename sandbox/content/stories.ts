// Taken from graphql-yoga, not 'graphql': under vitest a direct import can load a second copy of graphql,
// and yoga masks errors that are not instances of its own GraphQLError.
import { createGraphQLError } from 'graphql-yoga';
import type { UiLanguage } from '../../core/model/system-data.ts';
import type { ContentDataset, ImageRecord, StoryContactRecord, StoryPageRecord } from '../dataset/types.ts';
import { datedEntryFields, localeChain, localize } from './locale-chain.ts';
import { localizeModule } from './modules.ts';
import { sliceList, toConnection } from './pagination.ts';
import { type ContentContext, DRAFT_TOKEN_REQUIRED } from './resolvers.ts';

/**
 * Stories in the content service's dialect (public-site §3 story; customer-area §7 "storyPages related
 * to a product slug"): Hygraph-style plural fields and a Relay connection over the model `StoryPage`,
 * with `where` filters (`productSlugs_contains_some`, `storyContacts_some`, `category`), `orderBy` and
 * the `locales` / `stage` arguments. An extension of CONTENT_SCHEMA_SDL, kept apart.
 */
export const STORIES_SDL = /* GraphQL */ `
  enum StoryPageOrderByInput { publicationDate_ASC publicationDate_DESC slug_ASC slug_DESC }

  "A story category (public-site §3 story category); the name is localized."
  type StoryCategory { id: ID! slug: String! name: String! }

  "A story contact (public-site §3 story storyContacts: id, name, slug, image)."
  type StoryContact { id: ID! slug: String! name: String! image: Asset }

  "A story (public-site §3 story)."
  type StoryPage {
    id: ID!
    "The language the localized fields are in."
    locale: Locale!
    slug: String!
    "ISO 8601 date."
    publicationDate: String!
    title: String!
    leadText: String!
    image: Asset
    category: StoryCategory
    storyContacts: [StoryContact!]!
    "Slugs of related products in the product-data service."
    productSlugs: [String!]!
    body: RichText
    "The story's content modules after its body (sandbox/content/modules.ts), in order; [] for none."
    modules: [PageModule!]!
  }
  type StoryPageEdge { cursor: String! node: StoryPage! }
  type StoryPageConnection { pageInfo: PageInfo! edges: [StoryPageEdge!]! aggregate: Aggregate! }

  input StoryCategoryWhereInput { id: ID slug: String }
  input StoryContactWhereInput { id: ID slug: String slug_in: [String!] }
  input StoryPageWhereInput {
    id: ID
    id_in: [ID!]
    slug: String
    slug_in: [String!]
    "Stories related to at least one of these product slugs."
    productSlugs_contains_some: [String!]
    category: StoryCategoryWhereInput
    "Stories naming at least one contact that matches."
    storyContacts_some: StoryContactWhereInput
  }

  extend type Query {
    storyPages(
      where: StoryPageWhereInput
      orderBy: StoryPageOrderByInput
      locales: [Locale!]
      stage: Stage! = PUBLISHED
      first: Int
      skip: Int
    ): [StoryPage!]!
    storyPagesConnection(
      where: StoryPageWhereInput
      orderBy: StoryPageOrderByInput
      locales: [Locale!]
      stage: Stage! = PUBLISHED
      first: Int
      after: String
      skip: Int
    ): StoryPageConnection!
    storyContacts(where: StoryContactWhereInput, first: Int, skip: Int): [StoryContact!]!
    storyCategories(locales: [Locale!], first: Int, skip: Int): [StoryCategory!]!
  }
`;

/** `where` of `storyPages` as received. */
interface StoryPageWhere {
  id?: string | null;
  id_in?: string[] | null;
  slug?: string | null;
  slug_in?: string[] | null;
  productSlugs_contains_some?: string[] | null;
  category?: { id?: string | null; slug?: string | null } | null;
  storyContacts_some?: ContactWhere | null;
}
interface ContactWhere {
  id?: string | null;
  slug?: string | null;
  slug_in?: string[] | null;
}
interface StoryPagesArgs {
  where?: StoryPageWhere | null;
  orderBy?: OrderBy | null;
  locales?: UiLanguage[] | null;
  stage?: 'DRAFT' | 'PUBLISHED' | null;
  first?: number | null;
  after?: string | null;
  skip?: number | null;
}

/** Hygraph-style orderBy of the dated models: `field_ASC` / `field_DESC`. */
export type OrderBy = 'publicationDate_ASC' | 'publicationDate_DESC' | 'slug_ASC' | 'slug_DESC';

const matches = <T>(value: T, expected: T | null | undefined) => expected == null || value === expected;
const matchesAny = <T>(value: T, expected: T[] | null | undefined) =>
  expected == null || expected.includes(value);

/**
 * Sorts dated entries as `orderBy` says; ties, and no `orderBy` at all, by id ascending (Hygraph leaves
 * ties unspecified; a stand-in is deterministic).
 */
export function orderEntries<T extends { id: string; slug: string; publicationDate: string }>(
  entries: readonly T[],
  orderBy: OrderBy | null | undefined,
): T[] {
  if (!orderBy) return [...entries].sort((a, b) => a.id.localeCompare(b.id));
  const [field, direction] = orderBy.split('_') as ['publicationDate' | 'slug', 'ASC' | 'DESC'];
  const sign = direction === 'ASC' ? 1 : -1;
  return [...entries].sort((a, b) => sign * a[field].localeCompare(b[field]) || a.id.localeCompare(b.id));
}

/**
 * Whether a request may read the stage it asks for (drafts need the draft bearer token, as in
 * resolvers.ts).
 * @throws GraphQLError 'Draft content requires a bearer token' for `DRAFT` without the token.
 */
export function checkStage(
  context: ContentContext,
  stage: 'DRAFT' | 'PUBLISHED' | null | undefined,
): boolean {
  if (stage === 'DRAFT' && !context.draftAuthorized) {
    throw createGraphQLError(DRAFT_TOKEN_REQUIRED, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return stage === 'DRAFT';
}

/** An image localized for the chain, as the `Asset` type answers it. */
export function assetNode(image: ImageRecord | null, chain: readonly UiLanguage[]) {
  return image
    ? { url: image.url, mimeType: image.mimeType, alternativeText: localize(image.alternativeText, chain) }
    : null;
}

// Look-up tables per dataset, built on first use.
const indexes = new WeakMap<ContentDataset, { contacts: Map<string, StoryContactRecord> }>();
function contactsOf(dataset: ContentDataset): Map<string, StoryContactRecord> {
  let index = indexes.get(dataset);
  if (!index) {
    index = { contacts: new Map(dataset.storyContacts.map((contact) => [contact.id, contact])) };
    indexes.set(dataset, index);
  }
  return index.contacts;
}

function contactMatches(contact: StoryContactRecord, where: ContactWhere | null | undefined): boolean {
  return (
    !where ||
    (matches(contact.id, where.id) &&
      matches(contact.slug, where.slug) &&
      matchesAny(contact.slug, where.slug_in))
  );
}

function storyMatches(
  story: StoryPageRecord,
  where: StoryPageWhere | null | undefined,
  dataset: ContentDataset,
) {
  if (!where) return true;
  const contacts = contactsOf(dataset);
  const category = dataset.storyCategories.find((entry) => entry.id === story.categoryId);
  const related = where.productSlugs_contains_some;
  const contactWhere = where.storyContacts_some;
  return (
    matches(story.id, where.id) &&
    matchesAny(story.id, where.id_in) &&
    matches(story.slug, where.slug) &&
    matchesAny(story.slug, where.slug_in) &&
    (related == null || story.productSlugs.some((slug) => related.includes(slug))) &&
    (where.category == null ||
      (category !== undefined &&
        matches(category.id, where.category.id) &&
        matches(category.slug, where.category.slug))) &&
    (contactWhere == null ||
      story.storyContactIds.some((id) => {
        const contact = contacts.get(id);
        return contact !== undefined && contactMatches(contact, contactWhere);
      }))
  );
}

const contactNode = (contact: StoryContactRecord, chain: readonly UiLanguage[]) => ({
  id: contact.id,
  slug: contact.slug,
  name: contact.name,
  image: assetNode(contact.image, chain),
});

/** A story localized for the chain; category and contacts resolve lazily. */
function storyNode(story: StoryPageRecord, chain: readonly UiLanguage[], dataset: ContentDataset) {
  const fields = datedEntryFields(story, chain);
  const { locale } = fields;
  return {
    ...fields,
    image: assetNode(story.image, [locale, ...chain]),
    productSlugs: story.productSlugs,
    modules: () => story.modules.map((module) => localizeModule(module, [locale, 'en'])),
    category: () => {
      const category = dataset.storyCategories.find((entry) => entry.id === story.categoryId);
      return category
        ? { id: category.id, slug: category.slug, name: localize(category.name, [locale, ...chain]) }
        : null;
    },
    storyContacts: () => {
      const contacts = contactsOf(dataset);
      return story.storyContactIds.flatMap((id) => {
        const contact = contacts.get(id);
        return contact ? [contactNode(contact, chain)] : [];
      });
    },
  };
}

function selectStories(args: StoryPagesArgs, context: ContentContext): StoryPageRecord[] {
  const draft = checkStage(context, args.stage);
  const { dataset } = context.index;
  const stories = dataset.storyPages.filter(
    (story) => (draft || story.isPublished) && storyMatches(story, args.where, dataset),
  );
  return orderEntries(stories, args.orderBy);
}

/**
 * Resolvers of {@link STORIES_SDL}. Stories come in the first language of the locale chain they have
 * (`locale` says which); unpublished ones only with `stage: DRAFT` and the draft token.
 *
 * @throws GraphQLError 'Draft content requires a bearer token' for drafts without the token; BAD_USER_INPUT
 *   on an invalid cursor, `first` or `skip` (as every list).
 */
export const storiesResolvers = {
  Query: {
    storyPages: (_: unknown, args: StoryPagesArgs, context: ContentContext) => {
      const chain = localeChain(args.locales, context.headerLocales);
      const { dataset } = context.index;
      return sliceList(selectStories(args, context), args).map((story) => storyNode(story, chain, dataset));
    },
    storyPagesConnection: (_: unknown, args: StoryPagesArgs, context: ContentContext) => {
      const chain = localeChain(args.locales, context.headerLocales);
      const { dataset } = context.index;
      const connection = toConnection(selectStories(args, context), args);
      return {
        ...connection,
        edges: connection.edges.map((edge) => ({
          cursor: edge.cursor,
          node: storyNode(edge.node, chain, dataset),
        })),
      };
    },
    storyContacts: (
      _: unknown,
      args: { where?: ContactWhere | null; first?: number | null; skip?: number | null },
      context: ContentContext,
    ) => {
      const chain = localeChain(null, context.headerLocales);
      const contacts = context.index.dataset.storyContacts.filter((contact) =>
        contactMatches(contact, args.where),
      );
      return sliceList(contacts, args).map((contact) => contactNode(contact, chain));
    },
    storyCategories: (
      _: unknown,
      args: { locales?: UiLanguage[] | null; first?: number | null; skip?: number | null },
      context: ContentContext,
    ) => {
      const chain = localeChain(args.locales, context.headerLocales);
      return sliceList(context.index.dataset.storyCategories, args).map((category) => ({
        id: category.id,
        slug: category.slug,
        name: localize(category.name, chain),
      }));
    },
  },
};
