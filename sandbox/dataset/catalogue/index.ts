import { createRandom } from '../prng.ts';
import { assetUrlsOn } from './assets.ts';
import { createCapabilities } from './capabilities.ts';
import { createClassifications } from './classifications.ts';
import { createProducts } from './products.ts';
import type { ProductDataset } from './types.ts';

export { CATALOGUE_ASSET_HOST, CATALOGUE_VIDEO_HOST } from './assets.ts';
export { CAPABILITY_IDS } from './capabilities.ts';
export { classificationId } from './classifications.ts';
export type * from './types.ts';

/**
 * Builds the demo catalogue the sandbox product-data service serves (customer-area §3, §7): wire-processing
 * machines, services and smart-factory software in the eleven UI languages.
 *
 * - Classifications: roots `products`, `services`, `smart-factory`; `wire-processing` (with `crimping`,
 *   `stripping`), `harness-manufacturing`, `test-systems` (US, CA, MX only); `maintenance`, `training`
 *   (DE, AT, CH only); `software`, `data-analytics` (everywhere but CN). Empty supported countries mean
 *   everywhere.
 * - Products: 18 at scale 1, each with a brand's product-data id, images, specifications in Metric and
 *   Imperial, variants, highlights, documents, capabilities and related products.
 * - Entries the consumer's rules must drop: duplicate specifications (alpha-550, zeta-633), highlights
 *   without a name or without image and video, `legacy-lc-10` (in no classification), `alpha-590`
 *   (listed by crimping, unknown to the service), the country-limited classifications.
 *
 * Deterministic: the same options give deeply equal datasets; slugs and ids do not depend on the seed.
 *
 * @param options.seed PRNG seed for specification values, image counts and document sizes (default 1)
 * @param options.scale multiplier of the products (default 1: 18 products; 10 gives 180)
 * @param options.assetHost the image asset host the images and documents are on (config
 *   `images.assetHost`; default {@link CATALOGUE_ASSET_HOST}, the sandbox image service's address)
 * @throws RangeError when `scale` is negative or not finite
 */
export function createProductDataset(
  options: { seed?: number; scale?: number; assetHost?: string } = {},
): ProductDataset {
  const { seed = 1, scale = 1 } = options;
  const assetUrl = assetUrlsOn(options.assetHost);
  if (!Number.isFinite(scale) || scale < 0) throw new RangeError(`scale must be 0 or more, got ${scale}`);
  const products = createProducts({ random: createRandom(seed), scale, assetUrl });
  return {
    seed,
    scale,
    classifications: createClassifications(products, assetUrl),
    products: products.map(({ record }) => record),
    capabilities: createCapabilities(assetUrl),
  };
}
