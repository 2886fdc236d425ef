import type { Product } from '../../../core/model/products.ts';

/** Where the runtime answers product-data requests from the browser (plugins/catalogue/server/products-route.ts). */
export const PRODUCTS_API_PATH = '/api/products';

/** The most slugs one `GET /api/products/by-slugs` accepts; more are asked for in several requests. */
export const MAX_PRODUCT_SLUGS = 20;

/** Answer of `GET /api/products/by-slugs`: the known products, in the order asked for. */
export interface ProductsAnswer {
  products: Product[];
}

/** Answer of `GET /api/products/suggestions`: the classification and its products available in the country. */
export interface SuggestionsAnswer {
  classification: { slug: string; name: string; type: 'product' | 'service' };
  products: Product[];
}

/**
 * The products of `slugs` in `language` (customer-area §7 getProductsBySlugs, through the runtime), in
 * requests of at most {@link MAX_PRODUCT_SLUGS} slugs. Unknown slugs are absent from the answer.
 *
 * @throws Error naming the status when the runtime answers with an error (502 when the product-data
 *   service failed); the fetch's own errors (network, abort) as they are.
 */
export async function fetchProducts(input: {
  language: string;
  slugs: readonly string[];
  signal?: AbortSignal;
}): Promise<Product[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < input.slugs.length; start += MAX_PRODUCT_SLUGS) {
    chunks.push(input.slugs.slice(start, start + MAX_PRODUCT_SLUGS));
  }
  const answers = await Promise.all(
    chunks.map((slugs) =>
      getJson<ProductsAnswer>({
        path: `${PRODUCTS_API_PATH}/by-slugs?${new URLSearchParams({ language: input.language, slugs: slugs.join(',') })}`,
        signal: input.signal,
      }),
    ),
  );
  return answers.flatMap((answer) => answer.products);
}

/**
 * The products of a classification for basket suggestions (customer-area §5), limited to `country`.
 *
 * @throws as {@link fetchProducts}; a 404 when the classification is unknown.
 */
export function fetchSuggestions(input: {
  language: string;
  classification: string;
  country: string;
  signal?: AbortSignal;
}): Promise<SuggestionsAnswer> {
  const query = new URLSearchParams({
    language: input.language,
    classification: input.classification,
    country: input.country,
  });
  return getJson<SuggestionsAnswer>({
    path: `${PRODUCTS_API_PATH}/suggestions?${query}`,
    signal: input.signal,
  });
}

async function getJson<T>(input: { path: string; signal?: AbortSignal }): Promise<T> {
  const response = await fetch(input.path, { signal: input.signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${input.path} answered ${response.status}`);
  return (await response.json()) as T;
}
