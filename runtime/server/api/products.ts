import express, { type Request, type Response } from 'express';
import type { z } from 'zod';
import { isAvailableInCountry } from '../../../core/catalogue/classifications.ts';
import { createError, ServiceAnswerInvalid } from '../../../core/errors.ts';
import { executeGraphQL, type GraphQLEndpoint } from '../../../core/graphql/client.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import type { Logger } from '../../../core/logger.ts';
import { ALL_COUNTRY_CODE, UI_LANGUAGES } from '../../../core/model/constants.ts';
import {
  CLASSIFICATION_BY_SLUG_QUERY,
  classificationBySlugSchema,
  PRODUCTS_BY_SLUGS_QUERY,
  type Product,
  type ProductClassification,
  productsBySlugsSchema,
} from '../../../core/model/products.ts';
import { formatPath } from '../../../core/pipeline/fetch-queue.ts';
import {
  MAX_PRODUCT_SLUGS,
  type ProductsAnswer,
  type SuggestionsAnswer,
} from '../../../plugins/catalogue/islands/products-api.ts';
import { queryValue } from '../query.ts';
import type { RuntimeContext } from '../types.ts';
import { type ServerDataAccess, serverDataAccess } from './server-data.ts';
import { createSlugBatch } from './slug-batch.ts';

/** A 4xx/5xx answer of the products API: `{ error: message }`. */
class ApiProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a route needs to reach the product-data service for one request. */
interface ProductData {
  endpoint: GraphQLEndpoint;
  access: ServerDataAccess;
  logger: Logger;
}

/**
 * The products API for the comparison basket (customer-area §4, §7 "getProductsBySlugs … for basket,
 * comparison and references"), mounted under `/api/products`:
 *
 * - `GET /by-slugs?language={lng}&slugs={a,b}`: {@link ProductsAnswer}, the known products in the order
 *   asked for (duplicates and blanks ignored; no slug gives no product). At most
 *   {@link MAX_PRODUCT_SLUGS} slugs.
 * - `GET /suggestions?language={lng}&classification={slug}[&country={code}]`: {@link SuggestionsAnswer},
 *   the classification (looked up as type product, then service: the basket keeps slugs only) and its
 *   products available in the country (default `ALL`, every product), at most the first
 *   {@link MAX_PRODUCT_SLUGS}. The basket's own exclusion rule runs in the browser.
 *
 * Answers go through the server-data cache (`?cache=false|clear` apply for editors only), one entry per
 * known product and per known classification: unknown slugs are never stored (docs/security.md rule 6), so random
 * `slugs=` or `classification=` values cannot evict real entries. They are validated with the
 * core/model/products.ts schemas and sent `private, max-age=60` with `Vary: Cookie` (the modes
 * middleware may set the measurement-system cookie on them, and the next-release cookie changes them).
 * Errors are JSON `{ error }`: 400 for a missing or unknown language, too many slugs, a missing
 * classification or a malformed country; 404 for an unknown classification; 503 without a product-data
 * endpoint; 502 when the service fails.
 */
export function createProductsRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.get('/by-slugs', (request, response) =>
    answer({
      context,
      request,
      response,
      what: 'products by slugs',
      load: async (data) => {
        const language = readLanguage(queryValue(request, 'language'));
        const slugs = readSlugs(queryValue(request, 'slugs'));
        const products = await loadProducts({ ...data, language, slugs });
        return { products } satisfies ProductsAnswer;
      },
    }),
  );
  router.get('/suggestions', (request, response) =>
    answer({
      context,
      request,
      response,
      what: 'basket suggestions',
      load: async (data) => {
        const language = readLanguage(queryValue(request, 'language'));
        const slug = queryValue(request, 'classification')?.trim();
        if (!slug) throw new ApiProblem(400, 'Missing classification: pass the slug of a classification.');
        const country = readCountry(queryValue(request, 'country'));
        const classification =
          (await loadClassification({ ...data, language, slug, type: 'product' })) ??
          (await loadClassification({ ...data, language, slug, type: 'service' }));
        if (!classification) throw new ApiProblem(404, `Unknown classification '${slug}'.`);
        const slugs = classification.products
          .filter((product) =>
            isAvailableInCountry({ supportedCountries: product.supported_countries, country }),
          )
          .map((product) => product.slug)
          .slice(0, MAX_PRODUCT_SLUGS);
        const { name, type } = classification;
        const products = await loadProducts({ ...data, language, slugs });
        return {
          classification: { slug: classification.slug, name, type },
          products,
        } satisfies SuggestionsAnswer;
      },
    }),
  );
  return router;
}

async function answer(input: {
  context: RuntimeContext;
  request: Request;
  response: Response;
  /** What is being answered, for the log line of a failure. */
  what: string;
  load: (data: ProductData) => Promise<object>;
}): Promise<void> {
  const { context, request, response } = input;
  try {
    const endpoint = context.endpoints.products;
    if (!endpoint) throw new ApiProblem(503, 'No product-data service is configured.');
    const access = serverDataAccess({ context, request, response });
    const body = await input.load({ endpoint, access, logger: context.logger });
    response.setHeader('cache-control', 'private, max-age=60');
    response.vary('Cookie');
    response.json(body);
  } catch (error) {
    if (error instanceof ApiProblem) {
      response.status(error.status).json({ error: error.message });
      return;
    }
    logRequestFailure({ logger: context.logger, error, context: input.what });
    const message = error instanceof Error ? error.message : String(error);
    response.status(502).json({ error: `The product-data service could not answer: ${message}` });
  }
}

/**
 * `getProductsBySlugs` through the cache, one entry per known product (key `product|{language}|{slug}`);
 * the slugs missing from the cache are asked for in ONE call. Answers in `slugs` order, unknown slugs
 * left out (and not stored).
 */
async function loadProducts(input: ProductData & { language: string; slugs: string[] }): Promise<Product[]> {
  if (input.slugs.length === 0) return [];
  const { access, language } = input;
  const fetchBatch = createSlugBatch<Product>((slugs) =>
    requestProductData({
      ...input,
      query: PRODUCTS_BY_SLUGS_QUERY,
      operationName: 'getProductsBySlugs',
      variables: { language, slugs: [...slugs].sort().join(',') },
      schema: productsBySlugsSchema,
    }).then((data) => data.getProductsBySlugs),
  );
  const products = await Promise.all(
    input.slugs.map((slug) =>
      access.cache.get<Product | null>({
        key: access.key('product', language, slug),
        bypass: access.bypass,
        load: () => fetchBatch(slug),
      }),
    ),
  );
  return products.filter((product): product is Product => product !== null);
}

/** `getProductClassificationBySlug` through the cache; null when the service knows no such classification. */
async function loadClassification(
  input: ProductData & { language: string; slug: string; type: 'product' | 'service' },
): Promise<ProductClassification | null> {
  const { access, language, slug, type } = input;
  const data = await access.cache.get({
    key: access.key('getProductClassificationBySlug', language, slug, type),
    bypass: access.bypass,
    // An unknown classification is a miss: not stored, so random slugs cannot evict real entries.
    store: (data) => data.getProductClassificationBySlug !== null,
    load: () =>
      requestProductData({
        ...input,
        query: CLASSIFICATION_BY_SLUG_QUERY,
        operationName: 'getProductClassificationBySlug',
        variables: { language, slug, type },
        schema: classificationBySlugSchema,
      }),
  });
  return data.getProductClassificationBySlug;
}

/**
 * One product-data call, validated where it enters (STYLE.md rule 8).
 * @throws GraphQLRequestError on failure; SitefleetError `ServiceAnswerInvalid` naming each bad field.
 */
async function requestProductData<Schema extends z.ZodType>(input: {
  endpoint: GraphQLEndpoint;
  logger: Logger;
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
  schema: Schema;
}): Promise<z.output<Schema>> {
  const { endpoint, operationName } = input;
  const data = await executeGraphQL(endpoint, {
    query: input.query,
    operationName,
    variables: input.variables,
    logger: input.logger,
  });
  const parsed = input.schema.safeParse(data);
  if (!parsed.success) {
    throw createError(ServiceAnswerInvalid, {
      service: endpoint.service,
      query: operationName,
      issues: parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
    });
  }
  return parsed.data;
}

function readLanguage(value: string | undefined): string {
  if (value && (UI_LANGUAGES as readonly string[]).includes(value)) return value;
  const problem = value ? `Unknown language '${value}'` : 'Missing language';
  throw new ApiProblem(400, `${problem}: use one of the UI languages ${UI_LANGUAGES.join(', ')}.`);
}

function readSlugs(value: string | undefined): string[] {
  const slugs = [...new Set((value ?? '').split(',').map((slug) => slug.trim()))].filter(
    (slug) => slug !== '',
  );
  if (slugs.length <= MAX_PRODUCT_SLUGS) return slugs;
  throw new ApiProblem(
    400,
    `Too many slugs (${slugs.length}): ask for at most ${MAX_PRODUCT_SLUGS} products per request.`,
  );
}

function readCountry(value: string | undefined): string {
  if (value === undefined || value === '') return ALL_COUNTRY_CODE;
  const code = value.toUpperCase();
  if (code === ALL_COUNTRY_CODE || /^[A-Z]{2}$/.test(code)) return code;
  throw new ApiProblem(400, `Malformed country '${value}': use a country code such as CH, or ALL.`);
}
