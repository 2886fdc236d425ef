import { describe, expect, it } from 'vitest';
import {
  buildClassificationTree,
  findClassificationByRoute,
} from '../../../core/catalogue/classifications.ts';
import {
  filterHighlights,
  filterSpecifications,
  locateProducts,
  productLineage,
  resolveMeasurementSystem,
  showComparisonDetails,
  specificationRows,
  variantName,
} from '../../../core/catalogue/products.ts';
import type { ProductHighlight, Specification } from '../../../core/model/products.ts';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import { CLASSIFICATIONS, product, spec } from './fixtures.ts';

describe('locateProducts (customer-area §5 products missing from the hierarchy, §8 console messages)', () => {
  it.each<[string, string, string[], string[]]>([
    [
      'CH: a product listed twice gets two placements; unknown and unlisted slugs are logged',
      'CH',
      ['/products/cable/crimper-1', '/products/wire-processing/crimping/crimper-1'],
      [
        'No product found for slug ghost',
        'No hierarchy product found for slug crimper-us',
        'No hierarchy product found for slug loose',
      ],
    ],
    [
      'US: crimping is not available, so only cable places crimper-1',
      'US',
      ['/products/cable/crimper-1'],
      ['No hierarchy product found for slug crimper-us', 'No hierarchy product found for slug loose'],
    ],
    [
      'JP: no classification lists any product any more',
      'JP',
      [],
      [
        'No hierarchy product found for slug crimper-1',
        'No hierarchy product found for slug crimper-us',
        'No hierarchy product found for slug loose',
      ],
    ],
    [
      'ALL: crimper-us is placed; ghost is logged once',
      'ALL',
      [
        '/products/cable/crimper-1',
        '/products/wire-processing/crimping/crimper-1',
        '/products/wire-processing/crimping/crimper-us',
      ],
      ['No product found for slug ghost', 'No hierarchy product found for slug loose'],
    ],
  ])('%s', (_name, country, expectedRoutes, expectedMessages) => {
    const tree = buildClassificationTree({ classifications: CLASSIFICATIONS, country });
    const messages: string[] = [];
    const products = [product('crimper-1'), product('crimper-us'), product('loose')];
    const placements = locateProducts({ tree, products, log: (m) => messages.push(m) });
    expect(placements.map((placement) => placement.route)).toEqual(expectedRoutes);
    expect(messages).toEqual(expectedMessages);
    for (const placement of placements) {
      expect(placement.route).toBe(`${placement.classification.route}/${placement.product.slug}`);
    }
  });
});

function highlight(fields: Partial<ProductHighlight>): ProductHighlight {
  return {
    name: 'Fast',
    short_description: null,
    long_description: null,
    image_url: null,
    video_image_url: null,
    video_url: null,
    ...fields,
  };
}

describe('filterHighlights (customer-area §5)', () => {
  const image = 'http://127.0.0.1:4322/h.png';
  it.each<[string, Partial<ProductHighlight>, boolean]>([
    ['a name and an image', { image_url: image }, true],
    ['a name and a video', { video_url: 'https://video.test/v.mp4' }, true],
    ['a name and a video still', { video_image_url: image }, true],
    [
      'a name and a video with its still',
      { video_url: 'https://video.test/v.mp4', video_image_url: image },
      true,
    ],
    ['a name without image or video', {}, false],
    ["a name and the string 'null' as image", { image_url: 'null' }, false],
    ['a name and a blank image', { image_url: '  ' }, false],
    ['an image without a name', { name: null, image_url: image }, false],
    ['an image with a blank name', { name: ' ', image_url: image }, false],
  ])('%s → kept: %s', (_name, fields, kept) => {
    expect(filterHighlights([highlight(fields)])).toHaveLength(kept ? 1 : 0);
  });

  it('keeps the order of the kept highlights', () => {
    const list = [
      highlight({ name: 'A', image_url: image }),
      highlight({ name: 'B' }),
      highlight({ name: 'C', video_url: 'v' }),
    ];
    expect(filterHighlights(list).map((item) => item.name)).toEqual(['A', 'C']);
  });
});

describe('filterSpecifications (customer-area §5)', () => {
  const specifications: Specification[] = [
    spec('Cross-section', 'mm²', '0.5', 'Metric'),
    spec('Cross-section', 'AWG', '20', 'Imperial'),
    spec('Cross-section', 'mm²', '0.75', 'Metric'),
    spec('Cross-section', 'mm', '0.8', 'Metric'),
    spec('Cycle time', 's', '1.2', 'Metric'),
    spec('Cycle time', 's', '1.2', 'Imperial'),
    spec('Weight', 'lb', '220', 'Imperial'),
    spec('Weight', 'lb', '221', 'Imperial'),
    spec('Colour', null, 'grey', 'Metric'),
    spec('Colour', '', 'blue', 'Metric'),
  ];
  it.each<[MeasurementSystem, string[]]>([
    ['Metric', ['Cross-section 0.5 mm²', 'Cross-section 0.8 mm', 'Cycle time 1.2 s', 'Colour grey null']],
    ['Imperial', ['Cross-section 20 AWG', 'Cycle time 1.2 s', 'Weight 220 lb']],
  ])('%s: other system dropped, then duplicates by name plus unit (first kept)', (system, expected) => {
    const kept = filterSpecifications({ specifications, system });
    expect(kept.map((s) => `${s.specification.name} ${s.value} ${s.specification.unit}`)).toEqual(expected);
    expect(kept.every((s) => s.measurement_system === system)).toBe(true);
  });
});

describe('specificationRows (customer-area §5 comparison)', () => {
  const a = {
    specifications: [spec('Force', 'kN', '20'), spec('Stroke', 'mm', '40'), spec('Cycle', 's', '1')],
  };
  const b = {
    specifications: [spec('Force', 'kN', '20'), spec('Stroke', 'mm', '30'), spec('Noise', 'dB', '70')],
  };
  const c = {
    specifications: [spec('Force', 'kN', '20'), spec('Stroke', 'mm', '40'), spec('Cycle', 's', '1')],
  };
  const names = (rows: ReturnType<typeof specificationRows>) => rows.map((row) => row.name);

  it.each<[string, (typeof a)[], boolean, string[]]>([
    ['one product: every row, even with hide identical', [a], true, ['Force', 'Stroke', 'Cycle']],
    [
      'two products: union in order of first appearance',
      [a, b],
      false,
      ['Force', 'Stroke', 'Cycle', 'Noise'],
    ],
    ['two products, hide identical: Force dropped', [a, b], true, ['Stroke', 'Cycle', 'Noise']],
    ['identical only when identical across ALL products', [a, c, b], true, ['Stroke', 'Cycle', 'Noise']],
    ['two identical products, hide identical: nothing left', [a, c], true, []],
    ['no product', [], true, []],
  ])('%s', (_name, products, hideIdentical, expected) => {
    expect(names(specificationRows({ products, hideIdentical }))).toEqual(expected);
  });

  it('gives one value per product, null where a product lacks the spec, and marks identical rows', () => {
    expect(specificationRows({ products: [a, b], hideIdentical: false })).toEqual([
      { name: 'Force', unit: 'kN', values: ['20', '20'], identical: true },
      { name: 'Stroke', unit: 'mm', values: ['40', '30'], identical: false },
      { name: 'Cycle', unit: 's', values: ['1', null], identical: false },
      { name: 'Noise', unit: 'dB', values: [null, '70'], identical: false },
    ]);
  });

  it('a row is never identical with a single product', () => {
    expect(specificationRows({ products: [a], hideIdentical: false }).some((row) => row.identical)).toBe(
      false,
    );
  });

  it('the same name with another unit is another row', () => {
    const metric = { specifications: [spec('Length', 'mm', '10')] };
    const other = { specifications: [spec('Length', 'cm', '1')] };
    expect(specificationRows({ products: [metric, other], hideIdentical: true })).toEqual([
      { name: 'Length', unit: 'mm', values: ['10', null], identical: false },
      { name: 'Length', unit: 'cm', values: [null, '1'], identical: false },
    ]);
  });
});

describe('showComparisonDetails (customer-area §5)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('%i products → %s', (count, expected) => {
    expect(showComparisonDetails(count)).toBe(expected);
  });
});

describe('resolveMeasurementSystem (customer-area §4: cookie, else country default, else Metric)', () => {
  it.each<[string | null | undefined, string | null | undefined, MeasurementSystem]>([
    ['Imperial', 'Metric', 'Imperial'],
    ['Metric', 'Imperial', 'Metric'],
    [null, 'Imperial', 'Imperial'],
    [undefined, 'Metric', 'Metric'],
    [null, null, 'Metric'],
    [undefined, undefined, 'Metric'],
    ['imperial', 'Imperial', 'Imperial'],
    ['garbage', null, 'Metric'],
    ['', 'Imperial', 'Imperial'],
  ])('chosen %j, country default %j → %s', (chosen, countryDefault, expected) => {
    expect(resolveMeasurementSystem({ chosen, countryDefault })).toBe(expected);
  });
});

describe('variantName', () => {
  const variant = { name_metric: 'CR 20 (0.5–6 mm²)', name_imperial: 'CR 20 (AWG 20–10)' };
  it.each<[MeasurementSystem, Partial<typeof variant>, string]>([
    ['Metric', {}, 'CR 20 (0.5–6 mm²)'],
    ['Imperial', {}, 'CR 20 (AWG 20–10)'],
    ['Imperial', { name_imperial: '' }, 'CR 20 (0.5–6 mm²)'],
    ['Metric', { name_metric: ' ' }, 'CR 20 (AWG 20–10)'],
  ])('%s %j → %s', (system, fields, expected) => {
    expect(variantName({ ...variant, ...fields }, system)).toBe(expected);
  });
});

describe('productLineage (public-site §2 breadcrumbs for catalogue pages)', () => {
  const tree = buildClassificationTree({ classifications: CLASSIFICATIONS, country: 'CH' });
  const crimping = findClassificationByRoute(tree, ['products', 'wire-processing', 'crimping'])!;

  it('a product: the lineage linked, the product name last without route', () => {
    expect(productLineage({ classification: crimping, productName: 'Crimper 1' })).toEqual([
      { title: 'Products', href: '/products' },
      { title: 'Wire processing', href: '/products/wire-processing' },
      { title: 'Crimping', href: '/products/wire-processing/crimping' },
      { title: 'Crimper 1', href: null },
    ]);
  });

  it.each([null, undefined, ''])(
    'a classification page (product name %j): its own item is the current one',
    (name) => {
      expect(productLineage({ classification: crimping, productName: name })).toEqual([
        { title: 'Products', href: '/products' },
        { title: 'Wire processing', href: '/products/wire-processing' },
        { title: 'Crimping', href: null },
      ]);
    },
  );

  it('a root classification: one current item', () => {
    expect(productLineage({ classification: tree[0]! })).toEqual([{ title: 'Products', href: null }]);
  });
});
