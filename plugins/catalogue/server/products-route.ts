import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { isAvailableInCountry } from '../../../core/catalogue/classifications.ts';
import { loadClassificationBySlug, loadProductsBySlugs } from '../../../core/catalogue/services.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import { ALL_COUNTRY_CODE } from '../../../core/model/constants.ts';
import type { Product, ProductClassification } from '../../../core/model/products.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { type RequestTransports, requestTransports } from '../../../runtime/kit/content-transport.ts';
import { ApiProblem, parseQuery, uiLanguageParameter } from '../../../runtime/kit/query.ts';
import { MAX_PRODUCT_SLUGS, type ProductsAnswer, type SuggestionsAnswer } from '../islands/products-api.ts';
import { createSlugBatch } from './slug-batch.ts';

/** What a route needs to reach the product-data service for one request. */
type ProductData = RequestTransports;

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
        const { language, slugs } = parseQuery(request, bySlugsQuery);
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
        const { language, classification: slug, country } = parseQuery(request, suggestionsQuery);
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
    const body = await input.load(requestTransports({ context, request, response }));
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
    loadProductsBySlugs({ transport: input.direct, language, slugs }),
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
function loadClassification(
  input: ProductData & { language: string; slug: string; type: 'product' | 'service' },
): Promise<ProductClassification | null> {
  const { language, slug, type } = input;
  return loadClassificationBySlug({ transport: input.cached, language, slug, type });
}

/** `GET /by-slugs` query: `language`, `slugs` (comma-separated; duplicates and blanks dropped). */
const bySlugsQuery = z.object({
  language: uiLanguageParameter('language'),
  slugs: z
    .string()
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').map((slug) => slug.trim()))].filter(Boolean))
    .refine((slugs) => slugs.length <= MAX_PRODUCT_SLUGS, {
      error: (issue) =>
        `Too many slugs (${(issue.input as string[]).length}): ask for at most ${MAX_PRODUCT_SLUGS} products per request.`,
    }),
});

/** `GET /suggestions` query: `language`, `classification` (a slug), `country` (default `ALL`). */
const suggestionsQuery = z.object({
  language: uiLanguageParameter('language'),
  classification: z
    .string({ error: 'Missing classification: pass the slug of a classification.' })
    .trim()
    .min(1, { error: 'Missing classification: pass the slug of a classification.' }),
  country: z
    .string()
    .optional()
    .refine((value) => !value || value.toUpperCase() === ALL_COUNTRY_CODE || /^[a-z]{2}$/i.test(value), {
      error: (issue) => `Malformed country '${String(issue.input)}': use a country code such as CH, or ALL.`,
    })
    .transform((value) => (value ? value.toUpperCase() : ALL_COUNTRY_CODE)),
});
