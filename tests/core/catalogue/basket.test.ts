import { describe, expect, it } from 'vitest';
import {
  addToBasket,
  BASKET_STORAGE_KEY,
  type BasketState,
  basketCount,
  basketProductSlugs,
  basketSuggestions,
  changeVariant,
  emptyBasket,
  parseBasket,
  removeClassification,
  removeInstance,
  removeProduct,
  retainKnownProducts,
  serializeBasket,
} from '../../../core/catalogue/basket.ts';

/** Reads a basket as 'group: slug@variant#key, …; group: …' so a table shows it at a glance. */
function show(state: BasketState): string {
  return state.classifications
    .map(
      (group) =>
        `${group.slug}: ${group.products.map((p) => `${p.slug}@${p.variantId ?? '-'}#${p.key}`).join(', ')}`,
    )
    .join('; ');
}

const BASKET: BasketState = {
  classifications: [
    {
      slug: 'crimping',
      products: [
        { slug: 'cr-20', variantId: 'v1', key: 'k1' },
        { slug: 'cr-20', variantId: 'v2', key: 'k2' },
        { slug: 'cr-30', variantId: null, key: 'k3' },
      ],
    },
    { slug: 'stripping', products: [{ slug: 'st-5', variantId: null, key: 'k4' }] },
    { slug: 'cutting', products: [{ slug: 'cr-20', variantId: null, key: 'k5' }] },
  ],
};
const BEFORE = show(BASKET);

describe('basket operations (customer-area §4)', () => {
  it.each<[string, (state: BasketState) => BasketState, string]>([
    [
      'add to an absent classification creates its group, last',
      (state) =>
        addToBasket({ state, classificationSlug: 'marking', productSlug: 'mk-1', variantId: null, key: 'n' }),
      `${BEFORE}; marking: mk-1@-#n`,
    ],
    [
      'add the same product again as another instance with another variant',
      (state) =>
        addToBasket({
          state,
          classificationSlug: 'crimping',
          productSlug: 'cr-30',
          variantId: 'v9',
          key: 'n',
        }),
      'crimping: cr-20@v1#k1, cr-20@v2#k2, cr-30@-#k3, cr-30@v9#n; stripping: st-5@-#k4; cutting: cr-20@-#k5',
    ],
    [
      'add with a key already present changes nothing',
      (state) =>
        addToBasket({
          state,
          classificationSlug: 'marking',
          productSlug: 'mk-1',
          variantId: null,
          key: 'k1',
        }),
      BEFORE,
    ],
    [
      'remove one instance by key',
      (state) => removeInstance({ state, key: 'k2' }),
      'crimping: cr-20@v1#k1, cr-30@-#k3; stripping: st-5@-#k4; cutting: cr-20@-#k5',
    ],
    [
      'remove the last instance of a group removes the group',
      (state) => removeInstance({ state, key: 'k4' }),
      'crimping: cr-20@v1#k1, cr-20@v2#k2, cr-30@-#k3; cutting: cr-20@-#k5',
    ],
    ['remove an unknown key changes nothing', (state) => removeInstance({ state, key: 'nope' }), BEFORE],
    [
      'remove all instances of a product, in every group; emptied groups removed',
      (state) => removeProduct({ state, productSlug: 'cr-20' }),
      'crimping: cr-30@-#k3; stripping: st-5@-#k4',
    ],
    [
      'remove a product not in the basket changes nothing',
      (state) => removeProduct({ state, productSlug: 'x' }),
      BEFORE,
    ],
    [
      'remove a classification group',
      (state) => removeClassification({ state, classificationSlug: 'crimping' }),
      'stripping: st-5@-#k4; cutting: cr-20@-#k5',
    ],
    [
      'remove an absent classification changes nothing',
      (state) => removeClassification({ state, classificationSlug: 'x' }),
      BEFORE,
    ],
    [
      'change the variant of one instance',
      (state) => changeVariant({ state, key: 'k1', variantId: 'v3' }),
      'crimping: cr-20@v3#k1, cr-20@v2#k2, cr-30@-#k3; stripping: st-5@-#k4; cutting: cr-20@-#k5',
    ],
    [
      'change a variant back to the product itself',
      (state) => changeVariant({ state, key: 'k2', variantId: null }),
      'crimping: cr-20@v1#k1, cr-20@-#k2, cr-30@-#k3; stripping: st-5@-#k4; cutting: cr-20@-#k5',
    ],
    [
      'change the variant of an unknown key changes nothing',
      (s) => changeVariant({ state: s, key: 'x', variantId: 'v' }),
      BEFORE,
    ],
  ])('%s', (_name, operation, expected) => {
    const after = operation(BASKET);
    expect(show(after)).toBe(expected);
    expect(show(BASKET)).toBe(BEFORE);
  });

  it('add to an empty basket', () => {
    const state = addToBasket({
      state: emptyBasket(),
      classificationSlug: 'crimping',
      productSlug: 'cr-20',
      variantId: 'v1',
      key: 'a',
    });
    expect(state).toEqual({
      classifications: [{ slug: 'crimping', products: [{ slug: 'cr-20', variantId: 'v1', key: 'a' }] }],
    });
  });

  it('removing every instance leaves an empty basket', () => {
    let state = BASKET;
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) state = removeInstance({ state, key });
    expect(state).toEqual(emptyBasket());
    expect(basketCount(state)).toBe(0);
  });

  it('retains only products the service still knows; emptied groups removed', () => {
    expect(show(retainKnownProducts({ state: BASKET, slugs: ['cr-20', 'cr-30'] }))).toBe(
      'crimping: cr-20@v1#k1, cr-20@v2#k2, cr-30@-#k3; cutting: cr-20@-#k5',
    );
    expect(retainKnownProducts({ state: BASKET, slugs: ['cr-20', 'cr-30', 'st-5'] })).toBe(BASKET);
  });
});

describe('basket reads', () => {
  it('counts every instance', () => {
    expect(basketCount(BASKET)).toBe(5);
    expect(basketCount(emptyBasket())).toBe(0);
  });

  it('lists the distinct product slugs, for repopulating with getProductsBySlugs', () => {
    expect(basketProductSlugs(BASKET)).toEqual(['cr-20', 'cr-30', 'st-5']);
  });
});

describe('basketSuggestions (customer-area §5)', () => {
  const candidates = [
    { slug: 'cr-20', variant_count: 3 },
    { slug: 'cr-30', variant_count: 1 },
    { slug: 'st-5', variant_count: 0 },
    { slug: 'mk-1', variant_count: 1 },
    { slug: 'mk-2', variant_count: 2 },
  ];
  it.each<[string, BasketState, string[]]>([
    ['an empty basket suggests everything', emptyBasket(), ['cr-20', 'cr-30', 'st-5', 'mk-1', 'mk-2']],
    [
      'products in the basket are excluded unless they have more than one variant',
      BASKET,
      ['cr-20', 'mk-1', 'mk-2'],
    ],
  ])('%s', (_name, state, expected) => {
    expect(basketSuggestions({ candidates, state }).map((c) => c.slug)).toEqual(expected);
  });
});

describe('basket storage (customer-area §3 state, §9 local storage key)', () => {
  it('uses the comparison-basket key', () => {
    expect(BASKET_STORAGE_KEY).toBe('sitefleet.comparison-basket');
  });

  it('reads back what it stored', () => {
    expect(parseBasket(serializeBasket(BASKET))).toEqual(BASKET);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{basket'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['classifications not an array', '{"classifications":{}}'],
    ['a group without products', '{"classifications":[{"slug":"a"}]}'],
    [
      'a group with no valid instance',
      '{"classifications":[{"slug":"a","products":[{"slug":1,"key":"k"}]}]}',
    ],
  ])('%s gives an empty basket', (_name, text) => {
    expect(parseBasket(text)).toEqual(emptyBasket());
  });

  it('drops malformed entries one by one and defaults an odd variantId to null', () => {
    const text = JSON.stringify({
      classifications: [
        'junk',
        {
          slug: 'a',
          products: [
            { slug: 'p', key: 'k1', variantId: 7 },
            { slug: 'q' },
            null,
            { slug: 'r', key: 'k2', variantId: 'v' },
          ],
        },
        { slug: 2, products: [{ slug: 'p', key: 'k3' }] },
      ],
    });
    expect(show(parseBasket(text))).toBe('a: p@-#k1, r@v#k2');
  });
});
