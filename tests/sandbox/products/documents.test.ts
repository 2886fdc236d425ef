import { describe, expect, it } from 'vitest';
import {
  ALL_CLASSIFICATIONS_QUERY,
  allClassificationsSchema,
  CAPABILITIES_QUERY,
  CLASSIFICATION_BY_SLUG_QUERY,
  capabilitiesSchema,
  classificationBySlugSchema,
  PRODUCT_BY_SLUG_QUERY,
  PRODUCTS_BY_CAPABILITY_QUERY,
  PRODUCTS_BY_SLUGS_QUERY,
  productBySlugSchema,
  productsByCapabilitySchema,
  productsBySlugsSchema,
} from '../../../core/model/products.ts';
import { UI_LANGUAGES } from '../../../core/model/system-data.ts';
import { createProductDataset } from '../../../sandbox/dataset/catalogue/index.ts';
import { createProductYoga } from '../../../sandbox/products/server.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createProductDataset();
const yoga = createProductYoga(dataset);
const allSlugs = dataset.products.map((product) => product.slug).join(',');

async function run(query: string, variables: Record<string, unknown>) {
  const answer = await postGraphql(yoga, { query, variables });
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

describe('product-data service: the documents of core/model/products.ts', () => {
  it.each(UI_LANGUAGES)('answers every document in %s with data that passes its schema', async (language) => {
    const { getAllProductClassifications } = allClassificationsSchema.parse(
      await run(ALL_CLASSIFICATIONS_QUERY, { language }),
    );
    expect(getAllProductClassifications).toHaveLength(dataset.classifications.length);

    const { getProductsBySlugs } = productsBySlugsSchema.parse(
      await run(PRODUCTS_BY_SLUGS_QUERY, { language, slugs: allSlugs }),
    );
    expect(getProductsBySlugs).toHaveLength(dataset.products.length);

    const { getProductBySlugV2 } = productBySlugSchema.parse(
      await run(PRODUCT_BY_SLUG_QUERY, { language, slug: 'alpha-550' }),
    );
    expect(getProductBySlugV2?.name).toBe('Alpha 550');

    const { getProductClassificationBySlug } = classificationBySlugSchema.parse(
      await run(CLASSIFICATION_BY_SLUG_QUERY, { language, slug: 'services', type: 'service' }),
    );
    expect(getProductClassificationBySlug?.slug).toBe('services');

    const { getProductCapabilities } = capabilitiesSchema.parse(await run(CAPABILITIES_QUERY, { language }));
    expect(getProductCapabilities).toHaveLength(6);

    const { getProductsByCapability } = productsByCapabilitySchema.parse(
      await run(PRODUCTS_BY_CAPABILITY_QUERY, { capability_id: getProductCapabilities[0]!.id }),
    );
    expect(getProductsByCapability.length).toBeGreaterThan(0);
  });
});
