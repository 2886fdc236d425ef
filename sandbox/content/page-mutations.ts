// Taken from graphql-yoga, not 'graphql': yoga masks errors that are not instances of its own GraphQLError.
import { createGraphQLError } from 'graphql-yoga';
import type { UiLanguage } from '../../core/model/system-data.ts';
import type { TranslationTargetRecord } from '../dataset/types.ts';
import { pageNode } from './nodes.ts';
import type { ContentContext } from './resolvers.ts';

/**
 * The content service's page mutations, in the Hygraph dialect (Hygraph's Content API `updatePage` and
 * `publishPage`): `updatePage` edits a page's DRAFT version — its title and body in one `locale`
 * (default en; a locale the page lacks is added to the draft) and its translation targets (customer-area
 * §3 `translationTargetLanguages`, stored as given); `publishPage(to: [PUBLISHED])` makes the draft the
 * published version (the page becomes `isPublished`). Both answer the page's DRAFT version in `locale`,
 * or null for an unknown id, and need the server's bearer token (the one that unlocks `stage: DRAFT`).
 * Edits are kept by sandbox/content/page-edits.ts.
 */
export const PAGE_MUTATIONS_SDL = /* GraphQL */ `
  input TranslationTargetInput {
    language: Locale!
    translationState: TranslationState!
    exportedAt: String
    importedAt: String
  }

  input PageUpdateInput {
    title: String
    "Markdown."
    body: String
    "Replaces the page's translation targets."
    translationTargetLanguages: [TranslationTargetInput!]
  }

  type Mutation {
    updatePage(where: PageWhereUniqueInput!, data: PageUpdateInput!, locale: Locale = en): Page
    publishPage(where: PageWhereUniqueInput!, to: [Stage!]! = [PUBLISHED], locale: Locale = en): Page
  }
`;

/** The error a mutation without the server's bearer token gets. */
export const MUTATION_TOKEN_REQUIRED = 'Mutations require a bearer token';

interface UpdateArgs {
  where: { id?: string | null };
  data: {
    title?: string | null;
    body?: string | null;
    translationTargetLanguages?:
      | (Omit<TranslationTargetRecord, 'exportedAt' | 'importedAt'> & {
          exportedAt?: string | null;
          importedAt?: string | null;
        })[]
      | null;
  };
  locale?: UiLanguage | null;
}

interface PublishArgs {
  where: { id?: string | null };
  to: ('DRAFT' | 'PUBLISHED')[];
  locale?: UiLanguage | null;
}

function authorize(context: ContentContext): void {
  if (!context.draftAuthorized) {
    throw createGraphQLError(MUTATION_TOKEN_REQUIRED, { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

const draftScope = (context: ContentContext, locale: UiLanguage) => ({
  index: context.index,
  chain: [locale],
  stage: 'DRAFT' as const,
});

/** Resolvers of {@link PAGE_MUTATIONS_SDL}. */
export const pageMutationResolvers = {
  Mutation: {
    updatePage: (_: unknown, args: UpdateArgs, context: ContentContext) => {
      authorize(context);
      const page = args.where.id ? context.index.pages.get(args.where.id) : undefined;
      if (!page) return null;
      const locale = args.locale ?? 'en';
      const { title, body, translationTargetLanguages } = args.data;
      context.index.edits.update({
        page,
        change: {
          locale,
          ...(title != null && { title }),
          ...(body != null && { body }),
          ...(translationTargetLanguages != null && {
            translationTargetLanguages: translationTargetLanguages.map((target) => ({
              language: target.language,
              translationState: target.translationState,
              exportedAt: target.exportedAt ?? null,
              importedAt: target.importedAt ?? null,
            })),
          }),
        },
        now: new Date(),
      });
      return pageNode(page, draftScope(context, locale));
    },
    publishPage: (_: unknown, args: PublishArgs, context: ContentContext) => {
      authorize(context);
      const page = args.where.id ? context.index.pages.get(args.where.id) : undefined;
      if (!page) return null;
      if (args.to.includes('PUBLISHED')) context.index.edits.publish({ page, now: new Date() });
      return pageNode(page, draftScope(context, args.locale ?? 'en'));
    },
  },
};
