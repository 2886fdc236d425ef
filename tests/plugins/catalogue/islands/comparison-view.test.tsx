import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../core/model/products.ts';
import {
  ComparisonView,
  type ComparisonViewProps,
} from '../../../../plugins/catalogue/islands/ComparisonView.tsx';
import { buildComparison } from '../../../../plugins/catalogue/islands/comparison-model.ts';
import { basket, LABELS, product, spec } from './fixtures.ts';

const alpha = product({
  slug: 'alpha-550',
  name: 'Alpha 550',
  specifications: [spec('Weight', 'kg', '120'), spec('Stations', null, '4')],
  variants: [
    { id: 'a-s', name_metric: '6 mm²', name_imperial: '10 AWG', specifications: [] },
    { id: 'a-l', name_metric: '10 mm²', name_imperial: '8 AWG', specifications: [] },
  ],
});
const gamma = product({
  slug: 'gamma-333',
  name: 'Gamma 333',
  specifications: [spec('Weight', 'kg', '95'), spec('Stations', null, '4')],
});
const products = new Map<string, Product>([alpha, gamma].map((item) => [item.slug, item]));
const noop = () => {};

function render(state: ReturnType<typeof basket>, overrides: Partial<ComparisonViewProps> = {}) {
  const hideIdentical = overrides.hideIdentical ?? false;
  const props: ComparisonViewProps = {
    status: 'ready',
    model: buildComparison({ state, products, system: 'Metric', hideIdentical }),
    hideIdentical,
    classificationNames: { crimping: 'Crimping machines' },
    suggestions: {},
    labels: LABELS,
    assetHost: 'http://127.0.0.1:4322/',
    onHideIdenticalChange: noop,
    onVariantChange: noop,
    onRemoveInstance: noop,
    onRemoveProduct: noop,
    onRemoveClassification: noop,
    onAddSuggestion: noop,
    ...overrides,
  };
  return load(renderToString(<ComparisonView {...props} />));
}

const buttons = ($: ReturnType<typeof load>) =>
  $('button')
    .map((_, button) => $(button).text())
    .get();

describe('ComparisonView (customer-area §4, §5)', () => {
  it('shows the empty state for an empty basket, and the loading note while it is read', () => {
    expect(render(basket([])).text()).toContain('Your comparison basket is empty.');
    expect(render(basket([]), { status: 'loading' }).text()).toBe('Loading the comparison…');
  });

  it('shows one product without specification table nor "hide identical" option', () => {
    const $ = render(basket([['crimping', [['alpha-550', 'a-s', 'k1']]]]));
    expect($('section h2').text()).toBe('Crimping machines');
    expect($('table')).toHaveLength(0);
    expect($('input[type=checkbox]')).toHaveLength(0);
    expect($.text()).toContain('Add another product of this group to compare the details.');
    expect(buttons($)).toEqual(['Remove group Crimping machines', 'Remove Alpha 550 6 mm²']);
  });

  it('compares two products: a table with a column each, the option, and a variant choice in place', () => {
    const $ = render(
      basket([
        [
          'crimping',
          [
            ['alpha-550', 'a-s', 'k1'],
            ['gamma-333', null, 'k2'],
          ],
        ],
      ]),
    );
    expect(
      $('thead th')
        .map((_, cell) => $(cell).text())
        .get(),
    ).toEqual(['Specification', 'Alpha 550 6 mm²', 'Gamma 333']);
    expect(
      $('tbody tr')
        .map((_, row) => $(row).text())
        .get(),
    ).toEqual(['Weight (kg)12095', 'Stations44']);
    expect($('label[for=sf-comparison-hide-identical]').text()).toBe('Hide identical specifications');
    const select = $('li[data-key=k1] select');
    expect(
      select
        .find('option')
        .map((_, option) => $(option).text())
        .get(),
    ).toEqual(['6 mm²', '10 mm²']);
    expect(select.find('option[selected]').attr('value')).toBe('a-s');
    expect($('li[data-key=k2] select')).toHaveLength(0);
  });

  it('hides the rows identical across all products when the option is on', () => {
    const $ = render(
      basket([
        [
          'crimping',
          [
            ['alpha-550', 'a-s', 'k1'],
            ['gamma-333', null, 'k2'],
          ],
        ],
      ]),
      {
        hideIdentical: true,
      },
    );
    expect($('#sf-comparison-hide-identical').attr('checked')).toBeDefined();
    expect(
      $('tbody th')
        .map((_, cell) => $(cell).text())
        .get(),
    ).toEqual(['Weight (kg)']);
  });

  it("shows each product's default image 180 × 180 px through the asset host, else the placeholder", () => {
    const delta = product({
      slug: 'delta-1',
      images: [{ name: 'front', url: 'http://127.0.0.1:4322/products/delta-1/1.jpg', default: true }],
    });
    const state = basket([
      [
        'crimping',
        [
          ['delta-1', null, 'k1'],
          ['alpha-550', null, 'k2'],
        ],
      ],
    ]);
    const model = buildComparison({
      state,
      products: new Map([...products, [delta.slug, delta]]),
      system: 'Metric',
      hideIdentical: false,
    });
    const $ = render(state, { model });
    expect($('[data-product="delta-1"] img').attr('src')).toBe(
      'http://127.0.0.1:4322/products/delta-1/1.jpg?w=180&h=180&fit=crop&fm=png&q=90',
    );
    expect($('[data-product="alpha-550"] svg[aria-hidden="true"]').length).toBe(1);
  });

  it('offers "remove all" for a product held twice', () => {
    const $ = render(
      basket([
        [
          'crimping',
          [
            ['alpha-550', 'a-s', 'k1'],
            ['alpha-550', 'a-l', 'k2'],
          ],
        ],
      ]),
    );
    expect(buttons($)).toContain('Remove all Alpha 550');
    expect(buttons($).filter((text) => text === 'Remove all Alpha 550')).toHaveLength(2);
  });

  it('lists the suggestions of a group, and keeps the comparison visible when loading failed', () => {
    const $ = render(basket([['crimping', [['alpha-550', 'a-s', 'k1']]]]), {
      suggestions: { crimping: [gamma] },
      status: 'failed',
    });
    expect($('.sf-comparison__suggestions h3').text()).toBe('You could also compare');
    expect(buttons($)).toContain('Add Gamma 333');
    expect($('[role=alert]').text()).toBe('The products could not be loaded. Please try again later.');
    expect($('li[data-key=k1] h3').text()).toBe('Alpha 550');
  });
});
