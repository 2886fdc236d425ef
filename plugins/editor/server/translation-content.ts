import { z } from 'zod';
import {
  type PageTranslation,
  pageTranslationSchema,
  type TranslationTarget,
} from '../../../core/editor/translation-state.ts';
import { type GraphQLEndpoint, requestGraphQL } from '../../../core/graphql/client.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { ApiProblem } from '../../../runtime/kit/query.ts';

/*
 * The editor routes' calls to the content service (customer-area §7 content service; Hygraph dialect,
 * sandbox/content/page-mutations.ts): with the server's CMS token (the endpoint's), never cached, so an
 * editor always sees the page's DRAFT version as it is now.
 */

/** A CMS page id: letters, digits, `_` and `-`, at most 128 characters (Hygraph ids, `page-main-company`). */
export const pageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'A page id is 1 to 128 letters, digits, "_" or "-".' });

const TRANSLATION_FIELDS =
  'id translationSourceLanguage translationTargetLanguages { language translationState exportedAt importedAt }';

const PAGE_QUERY = /* GraphQL */ `
  query translationPage($id: ID!) { page(where: { id: $id }, stage: DRAFT) { ${TRANSLATION_FIELDS} } }
`;

const UPDATE_MUTATION = /* GraphQL */ `
  mutation updateTranslation($id: ID!, $targets: [TranslationTargetInput!]!) {
    updatePage(where: { id: $id }, data: { translationTargetLanguages: $targets }) { ${TRANSLATION_FIELDS} }
  }
`;

const PUBLISH_MUTATION = /* GraphQL */ `
  mutation publishPage($id: ID!) { publishPage(where: { id: $id }, to: [PUBLISHED]) { id site { id } } }
`;

const pageAnswer = z.object({ page: pageTranslationSchema.nullable() });
const updateAnswer = z.object({ updatePage: pageTranslationSchema.nullable() });
const publishAnswer = z.object({
  publishPage: z.object({ id: z.string(), site: z.object({ id: z.string() }) }).nullable(),
});

/** The content endpoint, or 503 ApiProblem when none is configured. */
function contentEndpoint(context: RuntimeContext): GraphQLEndpoint {
  const endpoint = context.endpoints.content;
  if (!endpoint) throw new ApiProblem(503, 'No content service is configured.');
  return endpoint;
}

const unknownPage = (pageId: string) => new ApiProblem(404, `Unknown page '${pageId}'.`);

/**
 * The page's translation fields in stage DRAFT (customer-area §3).
 * @throws ApiProblem 404 for an unknown page, 503 without a content endpoint; what requestGraphQL throws
 *   (the content service is down or refused: the caller answers 502).
 */
export async function readPageTranslation(input: {
  context: RuntimeContext;
  pageId: string;
}): Promise<PageTranslation> {
  const { context, pageId } = input;
  const result = await requestGraphQL(contentEndpoint(context), {
    query: PAGE_QUERY,
    operationName: 'translationPage',
    variables: { id: pageId },
    logger: context.logger,
  });
  const { page } = pageAnswer.parse(result.data);
  if (!page) throw unknownPage(pageId);
  return page;
}

/**
 * Writes the page's translation targets (Hygraph `updatePage`, the page's DRAFT version).
 * @returns the page's translation fields as the content service stored them.
 * @throws as {@link readPageTranslation}.
 */
export async function writePageTranslation(input: {
  context: RuntimeContext;
  pageId: string;
  targetLanguages: TranslationTarget[];
}): Promise<PageTranslation> {
  const { context, pageId } = input;
  const result = await requestGraphQL(contentEndpoint(context), {
    query: UPDATE_MUTATION,
    operationName: 'updateTranslation',
    variables: { id: pageId, targets: input.targetLanguages },
    logger: context.logger,
  });
  const { updatePage } = updateAnswer.parse(result.data);
  if (!updatePage) throw unknownPage(pageId);
  return updatePage;
}

/**
 * Publishes the page (Hygraph `publishPage(to: [PUBLISHED])`: its draft becomes the published version).
 * @returns the id of the CMS site the page belongs to.
 * @throws as {@link readPageTranslation}.
 */
export async function publishPage(input: {
  context: RuntimeContext;
  pageId: string;
}): Promise<{ siteId: string }> {
  const { context, pageId } = input;
  const result = await requestGraphQL(contentEndpoint(context), {
    query: PUBLISH_MUTATION,
    operationName: 'publishPage',
    variables: { id: pageId },
    logger: context.logger,
  });
  const { publishPage: published } = publishAnswer.parse(result.data);
  if (!published) throw unknownPage(pageId);
  return { siteId: published.site.id };
}
