import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../../../core/model/system-data.ts';
import { createBrands } from '../../../sandbox/dataset/brands.ts';
import {
  CATALOGUE_ASSET_HOST,
  createProductDataset,
  type ProductDataset,
} from '../../../sandbox/dataset/catalogue/index.ts';

const dataset = createProductDataset();
const listed = (catalogue: ProductDataset) =>
  new Set(catalogue.classifications.flatMap((entry) => entry.products.map((product) => product.slug)));

describe('createProductDataset: determinism and scale', () => {
  it('builds the same catalogue for the same seed', () => {
    expect(createProductDataset({ seed: 7, scale: 2 })).toEqual(createProductDataset({ seed: 7, scale: 2 }));
  });

  it('keeps slugs but changes values for another seed', () => {
    const other = createProductDataset({ seed: 2 });
    expect(other.products.map((product) => product.slug)).toEqual(
      dataset.products.map((product) => product.slug),
    );
    expect(other.products.map((product) => product.specifications)).not.toEqual(
      dataset.products.map((product) => product.specifications),
    );
  });

  it('multiplies the products by the scale, with unique slugs listed in the same classifications', () => {
    expect(dataset.products).toHaveLength(18);
    const doubled = createProductDataset({ scale: 2 });
    expect(doubled.products).toHaveLength(36);
    expect(new Set(doubled.products.map((product) => product.slug)).size).toBe(36);
    const crimping = doubled.classifications.find((entry) => entry.slug === 'crimping')!;
    expect(crimping.products.map((product) => product.slug)).toContain('alpha-550-mk2');
    expect(doubled.products.find((product) => product.slug === 'alpha-550-mk2')?.name.en).toBe(
      'Alpha 550 Mk2',
    );
    expect(createProductDataset({ scale: 0.5 }).products).toHaveLength(9);
  });

  it('rejects a negative or infinite scale', () => {
    expect(() => createProductDataset({ scale: -1 })).toThrow(RangeError);
    expect(() => createProductDataset({ scale: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });
});

describe('createProductDataset: what the catalogue rules need', () => {
  it('has the three roots, parents stored before their children', () => {
    const seen = new Set<string>();
    for (const entry of dataset.classifications) {
      if (entry.parentId !== null) expect(seen).toContain(entry.parentId);
      seen.add(entry.id);
    }
    const roots = dataset.classifications.filter((entry) => entry.parentId === null);
    expect(roots.map((root) => [root.slug, root.type])).toEqual([
      ['products', 'product'],
      ['services', 'service'],
      ['smart-factory', 'product'],
    ]);
  });

  it('translates every classification and most products into all eleven languages', () => {
    for (const entry of dataset.classifications) expect(Object.keys(entry.name)).toEqual([...UI_LANGUAGES]);
    const partial = dataset.products.filter((product) => product.languages.length < UI_LANGUAGES.length);
    expect(partial.map((product) => product.slug)).toEqual(['alpha-560']);
  });

  it('lists a product no classification holds and a classification product that does not exist', () => {
    const slugs = new Set(dataset.products.map((product) => product.slug));
    expect(
      dataset.products.filter((product) => !listed(dataset).has(product.slug)).map((p) => p.slug),
    ).toEqual(['legacy-lc-10']);
    expect([...listed(dataset)].filter((slug) => !slugs.has(slug))).toEqual(['alpha-590']);
  });

  it('gives each product one default image on the asset host and the brand product-data ids', () => {
    const pimIds = createBrands().map((brand) => brand.pimId);
    for (const product of dataset.products) {
      expect(product.images.filter((image) => image.default)).toHaveLength(1);
      for (const image of product.images) expect(image.url.startsWith(CATALOGUE_ASSET_HOST)).toBe(true);
      if (product.brandId !== null) expect(pimIds).toContain(product.brandId);
    }
  });

  it('stores duplicate specifications by name and unit, and highlights the rules drop', () => {
    const duplicated = dataset.products.filter((product) => {
      const keys = product.specifications.map((s) => `${s.measurementSystem} ${s.name.en} ${s.unit}`);
      return new Set(keys).size < keys.length;
    });
    expect(duplicated.map((product) => product.slug)).toEqual(['alpha-550', 'zeta-633']);
    const highlights = dataset.products.flatMap((product) => product.highlights);
    expect(highlights.some((highlight) => highlight.name === null)).toBe(true);
    expect(highlights.some((highlight) => highlight.imageUrl === null && highlight.videoUrl === null)).toBe(
      true,
    );
  });

  it('gives every product specification in both measurement systems', () => {
    for (const product of dataset.products) {
      const metric = product.specifications
        .filter((s) => s.measurementSystem === 'Metric')
        .map((s) => s.name.en);
      const imperial = product.specifications
        .filter((s) => s.measurementSystem === 'Imperial')
        .map((s) => s.name.en);
      expect(imperial).toEqual(metric);
    }
  });
});
