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
import { CAPABILITY_IDS, createProductDataset } from '../../../sandbox/dataset/catalogue/index.ts';
import { createProductYoga } from '../../../sandbox/products/server.ts';
import { postGraphql } from './post-graphql.ts';

const yoga = createProductYoga(createProductDataset());

const productsBySlugs = async (language: string, slugs: string) =>
  productsBySlugsSchema.parse(
    (await postGraphql(yoga, { query: PRODUCTS_BY_SLUGS_QUERY, variables: { language, slugs } })).data,
  ).getProductsBySlugs;
const productBySlug = async (language: string, slug: string) =>
  productBySlugSchema.parse(
    (await postGraphql(yoga, { query: PRODUCT_BY_SLUG_QUERY, variables: { language, slug } })).data,
  ).getProductBySlugV2;
const classificationBySlug = async (variables: { language: string; slug: string; type: string }) =>
  classificationBySlugSchema.parse(
    (await postGraphql(yoga, { query: CLASSIFICATION_BY_SLUG_QUERY, variables })).data,
  ).getProductClassificationBySlug;
const allClassifications = async (language: string) =>
  allClassificationsSchema.parse(
    (await postGraphql(yoga, { query: ALL_CLASSIFICATIONS_QUERY, variables: { language } })).data,
  ).getAllProductClassifications;

describe('product-data service: look-ups by slug', () => {
  it('answers products for comma-separated slugs in the requested order, skipping unknown ones', async () => {
    const products = await productsBySlugs('en', 'zeta-633, no-such-product ,alpha-550,,zeta-633');
    expect(products.map((product) => product.slug)).toEqual(['zeta-633', 'alpha-550']);
  });

  it('answers null for an unknown product slug', async () => {
    expect(await productBySlug('en', 'alpha-590')).toBeNull();
  });

  it('answers null for an unknown classification slug and for a slug of the other type', async () => {
    expect(await classificationBySlug({ language: 'en', slug: 'no-such', type: 'product' })).toBeNull();
    expect(await classificationBySlug({ language: 'en', slug: 'services', type: 'product' })).toBeNull();
    expect(
      await classificationBySlug({ language: 'en', slug: 'smart-factory', type: 'product' }),
    ).toMatchObject({
      type: 'product',
      parent_id: null,
    });
  });

  it('rejects a classification type other than product or service', async () => {
    const answer = await postGraphql(yoga, {
      query: CLASSIFICATION_BY_SLUG_QUERY,
      variables: { language: 'en', slug: 'products', type: 'machine' },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: "type must be 'product' or 'service', got 'machine'",
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('product-data service: languages', () => {
  it('serves names and descriptions in the requested language', async () => {
    const crimping = await classificationBySlug({ language: 'de', slug: 'crimping', type: 'product' });
    expect(crimping).toMatchObject({ name: 'Crimpen', language: 'de' });
    const product = await productBySlug('fr', 'alpha-550');
    expect(product).toMatchObject({ name: 'Alpha 550', language: 'fr' });
    expect(product?.short_description).toContain('sertissage');
    expect(product?.specifications.map((specification) => specification.specification.name)).toContain(
      'Poids',
    );
  });

  it('falls back to en for a product not translated into the requested language', async () => {
    expect(await productBySlug('de', 'alpha-560')).toMatchObject({ language: 'de' });
    const product = await productBySlug('fr', 'alpha-560');
    expect(product).toMatchObject({ language: 'en' });
    expect(product?.short_description).toBe(
      'Fully automatic crimping machine for reliable crimp connections.',
    );
    expect(product?.variants[0]?.name_metric).toBe('Alpha 560 – 4 mm²');
  });

  it('falls back to en for a language it does not know', async () => {
    const [products] = await allClassifications('xx');
    expect(products).toMatchObject({ slug: 'products', name: 'Products', language: 'en' });
  });

  it('serves capability names per language, and products by capability in en', async () => {
    const capabilities = async (language: string) =>
      capabilitiesSchema
        .parse((await postGraphql(yoga, { query: CAPABILITIES_QUERY, variables: { language } })).data)
        .getProductCapabilities.map((capability) => capability.name);
    expect(await capabilities('en')).toEqual([
      'Crimping',
      'Stripping',
      'Twisting',
      'Sealing',
      'Quality inspection',
      'Sécurité process',
    ]);
    expect(await capabilities('de')).toContain('Qualitätsprüfung');

    const answer = await postGraphql(yoga, {
      query: PRODUCTS_BY_CAPABILITY_QUERY,
      variables: { capability_id: CAPABILITY_IDS.crimping },
    });
    const products = productsByCapabilitySchema.parse(answer.data).getProductsByCapability;
    expect(products.map((product) => product.slug)).toEqual(
      expect.arrayContaining(['alpha-550', 'zeta-633', 'legacy-lc-10']),
    );
    expect(products.find((product) => product.slug === 'alpha-550')?.short_description).toMatch(
      /^Fully automatic/,
    );
  });
});

describe('product-data service: the catalogue as answered', () => {
  it('links the classification tree by ids and limits some children to a few countries', async () => {
    const classifications = await allClassifications('en');
    const bySlug = new Map(classifications.map((entry) => [entry.slug, entry]));
    const products = bySlug.get('products')!;
    expect(products.children.map((id) => classifications.find((entry) => entry.id === id)?.slug)).toEqual([
      'wire-processing',
      'test-systems',
      'harness-manufacturing',
    ]);
    expect(bySlug.get('crimping')?.parent_id).toBe(bySlug.get('wire-processing')?.id);
    expect(bySlug.get('test-systems')?.supported_countries).toEqual(['US', 'CA', 'MX']);
    expect(bySlug.get('training')).toMatchObject({
      type: 'service',
      supported_countries: ['DE', 'AT', 'CH'],
    });
    expect(bySlug.get('crimping')?.products.map((product) => product.slug)).toContain('alpha-590');
  });

  it('gives a product both measurement systems, variants named in each, and related products', async () => {
    const product = (await productBySlug('en', 'alpha-550'))!;
    const weights = product.specifications.filter(
      (specification) => specification.specification.name === 'Weight',
    );
    expect(weights.map((weight) => `${weight.measurement_system} ${weight.specification.unit}`)).toEqual([
      'Metric kg',
      'Imperial lb',
    ]);
    expect(product.variants.map((variant) => [variant.name_metric, variant.name_imperial])).toEqual([
      ['Alpha 550 – 2.5 mm²', 'Alpha 550 – 14 AWG'],
      ['Alpha 550 – 4 mm²', 'Alpha 550 – 12 AWG'],
      ['Alpha 550 – 6 mm²', 'Alpha 550 – 10 AWG'],
    ]);
    expect(product.variant_count).toBe(3);
    expect(product.related.map((relation) => `${relation.type}:${relation.product.slug}`)).toEqual([
      'related:alpha-560',
      'related:gamma-333',
      'component:applicator-ap-200',
      'service:service-contract-premium',
      'service:operator-training',
    ]);
    expect(product.product_brand_id).toBe('PIM-BR-0001');
  });

  it('answers related products in the requested language', async () => {
    const product = (await productBySlug('de', 'alpha-550'))!;
    const service = product.related.find((relation) => relation.type === 'service');
    expect(service?.product.name).toBe('Servicevertrag Premium');
  });
});
