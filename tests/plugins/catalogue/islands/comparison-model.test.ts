import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../core/model/products.ts';
import {
  buildComparison,
  instanceSpecifications,
  instanceTitle,
  suggestedVariantId,
} from '../../../../plugins/catalogue/islands/comparison-model.ts';
import { basket, product, spec } from './fixtures.ts';

const alpha = product({
  slug: 'alpha-550',
  name: 'Alpha 550',
  specifications: [
    spec('Cross-section', 'mm²', '0.13–6', 'Metric'),
    spec('Cross-section', 'AWG', '26–10', 'Imperial'),
    spec('Weight', 'kg', '120'),
    spec('Weight', 'lb', '265', 'Imperial'),
    spec('Stations', null, '4'),
    spec('Stations', null, '4', 'Imperial'),
  ],
  variants: [
    {
      id: 'alpha-550-s',
      name_metric: '6 mm²',
      name_imperial: '10 AWG',
      specifications: [spec('Weight', 'kg', '110'), spec('Weight', 'lb', '243', 'Imperial')],
    },
    { id: 'alpha-550-l', name_metric: '10 mm²', name_imperial: '8 AWG', specifications: [] },
  ],
});
const gamma = product({
  slug: 'gamma-333',
  name: 'Gamma 333',
  specifications: [
    spec('Weight', 'kg', '95'),
    spec('Stations', null, '4'),
    spec('Weight', 'lb', '209', 'Imperial'),
  ],
});
const products = new Map<string, Product>([alpha, gamma].map((item) => [item.slug, item]));
const build = (
  state: ReturnType<typeof basket>,
  options: { hideIdentical?: boolean; system?: 'Metric' | 'Imperial' } = {},
) =>
  buildComparison({
    state,
    products,
    system: options.system ?? 'Metric',
    hideIdentical: options.hideIdentical ?? false,
  });

describe('instanceSpecifications', () => {
  it("keeps the measurement system's specifications, the variant's value winning over the product's", () => {
    const metric = instanceSpecifications({ product: alpha, variantId: 'alpha-550-s', system: 'Metric' });
    expect(metric.map((item) => [item.specification.name, item.value])).toEqual([
      ['Weight', '110'],
      ['Cross-section', '0.13–6'],
      ['Stations', '4'],
    ]);
    const imperial = instanceSpecifications({ product: alpha, variantId: null, system: 'Imperial' });
    expect(imperial.map((item) => item.value)).toEqual(['26–10', '265', '4']);
  });
});

describe('buildComparison (customer-area §4, §5)', () => {
  it('shows no details for a single product and offers no "hide identical" option', () => {
    const model = build(basket([['crimping', [['alpha-550', 'alpha-550-s', 'k1']]]]));
    expect(model.groups).toHaveLength(1);
    expect(model.groups[0]).toMatchObject({ slug: 'crimping', details: false, rows: [] });
    expect(model.offerHideIdentical).toBe(false);
  });

  it('compares two products in one table, one column per instance, and offers the option', () => {
    const model = build(
      basket([
        [
          'crimping',
          [
            ['alpha-550', 'alpha-550-s', 'k1'],
            ['gamma-333', null, 'k2'],
          ],
        ],
      ]),
    );
    const [group] = model.groups;
    expect(group!.details).toBe(true);
    expect(model.offerHideIdentical).toBe(true);
    expect(group!.rows.map((row) => [row.name, row.values, row.identical])).toEqual([
      ['Weight', ['110', '95'], false],
      ['Cross-section', ['0.13–6', null], false],
      ['Stations', ['4', '4'], true],
    ]);
  });

  it('drops the rows identical across all compared products when asked', () => {
    const state = basket([
      [
        'crimping',
        [
          ['alpha-550', 'alpha-550-s', 'k1'],
          ['gamma-333', null, 'k2'],
        ],
      ],
    ]);
    expect(build(state, { hideIdentical: true }).groups[0]!.rows.map((row) => row.name)).toEqual([
      'Weight',
      'Cross-section',
    ]);
  });

  it('shows the specifications and variant names of the measurement system', () => {
    const state = basket([
      [
        'crimping',
        [
          ['alpha-550', 'alpha-550-s', 'k1'],
          ['alpha-550', 'alpha-550-l', 'k2'],
        ],
      ],
    ]);
    const [group] = build(state, { system: 'Imperial' }).groups;
    expect(group!.instances.map((instance) => instance.variantName)).toEqual(['10 AWG', '8 AWG']);
    expect(group!.instances[0]!.variants).toEqual([
      { id: 'alpha-550-s', name: '10 AWG' },
      { id: 'alpha-550-l', name: '8 AWG' },
    ]);
    expect(group!.rows.find((row) => row.name === 'Weight')).toMatchObject({
      unit: 'lb',
      values: ['243', '265'],
    });
  });

  it('marks a product held more than once, so "remove all" is offered for it only', () => {
    const state = basket([
      [
        'crimping',
        [
          ['alpha-550', 'alpha-550-s', 'k1'],
          ['gamma-333', null, 'k2'],
        ],
      ],
      ['stripping', [['alpha-550', 'alpha-550-l', 'k3']]],
    ]);
    const instances = build(state).groups.flatMap((group) => group.instances);
    expect(instances.map((instance) => [instance.key, instance.repeated])).toEqual([
      ['k1', true],
      ['k2', false],
      ['k3', true],
    ]);
  });

  it('leaves out instances whose product is not loaded yet, counting only the others for details', () => {
    const state = basket([
      [
        'crimping',
        [
          ['alpha-550', null, 'k1'],
          ['delta-9', null, 'k2'],
        ],
      ],
    ]);
    const [group] = build(state).groups;
    expect(group!.instances.map((instance) => instance.key)).toEqual(['k1']);
    expect(group!.details).toBe(false);
  });

  it('gives an empty comparison for an empty basket', () => {
    expect(build(basket([]))).toEqual({ groups: [], offerHideIdentical: false });
  });
});

describe('suggestedVariantId', () => {
  it('adds a variant the group does not hold yet, else the first, and null without variants', () => {
    const state = basket([['crimping', [['alpha-550', 'alpha-550-s', 'k1']]]]);
    expect(suggestedVariantId({ product: alpha, state, classificationSlug: 'crimping' })).toBe('alpha-550-l');
    expect(suggestedVariantId({ product: alpha, state, classificationSlug: 'stripping' })).toBe(
      'alpha-550-s',
    );
    const full = basket([
      [
        'crimping',
        [
          ['alpha-550', 'alpha-550-s', 'k1'],
          ['alpha-550', 'alpha-550-l', 'k2'],
        ],
      ],
    ]);
    expect(suggestedVariantId({ product: alpha, state: full, classificationSlug: 'crimping' })).toBe(
      'alpha-550-s',
    );
    expect(suggestedVariantId({ product: gamma, state, classificationSlug: 'crimping' })).toBeNull();
  });
});

describe('instanceTitle', () => {
  it("names an instance by its variant, adding the product's name unless the variant's starts with it", () => {
    expect(instanceTitle({ productName: 'Alpha 550', variantName: 'Alpha 550 – 2.5 mm²' })).toBe(
      'Alpha 550 – 2.5 mm²',
    );
    expect(instanceTitle({ productName: 'Alpha 550', variantName: '6 mm²' })).toBe('Alpha 550 6 mm²');
    expect(instanceTitle({ productName: 'Alpha 550', variantName: null })).toBe('Alpha 550');
  });
});
