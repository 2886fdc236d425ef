import { describe, expect, it } from 'vitest';
import {
  allClassifications,
  buildClassificationTree,
  type ClassificationView,
  findClassificationByRoute,
  hasVisibleChildren,
  isAvailableInCountry,
  NO_CLASSIFICATIONS_MESSAGE,
} from '../../../core/catalogue/classifications.ts';
import { CLASSIFICATIONS, classification, IMAGE } from './fixtures.ts';

function routes(tree: ClassificationView[]): string[] {
  return allClassifications(tree).map((view) => view.route);
}

describe('buildClassificationTree (customer-area §2, §3 mapping, §5 country rule)', () => {
  it.each<[string, string, string[]]>([
    [
      'CH: branches of other countries dropped with their subtree',
      'CH',
      [
        '/products',
        '/products/cable',
        '/products/wire-processing',
        '/products/wire-processing/crimping',
        '/products/wire-processing/crimping/tools',
        '/products/wire-processing/stripping',
        '/services',
        '/services/training',
        '/smart-factory',
      ],
    ],
    [
      'US: crimping (CH, DE) and its subtree dropped; us-only (sort index 0) first',
      'US',
      [
        '/products',
        '/products/us-only',
        '/products/cable',
        '/products/wire-processing',
        '/products/wire-processing/stripping',
        '/services',
        '/services/training',
        '/smart-factory',
      ],
    ],
    [
      'a country without restrictions keeps only classifications with empty lists',
      'JP',
      [
        '/products',
        '/products/wire-processing',
        '/products/wire-processing/stripping',
        '/services',
        '/services/training',
        '/smart-factory',
      ],
    ],
    [
      'ALL (international) keeps every classification',
      'ALL',
      [
        '/products',
        '/products/us-only',
        '/products/cable',
        '/products/wire-processing',
        '/products/wire-processing/crimping',
        '/products/wire-processing/crimping/tools',
        '/products/wire-processing/stripping',
        '/services',
        '/services/training',
        '/smart-factory',
      ],
    ],
  ])('%s', (_name, country, expected) => {
    const tree = buildClassificationTree({ classifications: CLASSIFICATIONS, country, onError: () => {} });
    expect(routes(tree)).toEqual(expected);
  });

  it('roots come products, services, smart-factory, those present, never filtered by country', () => {
    const restrictedRoot = [classification({ id: 's', slug: 'services', supported_countries: ['US'] })];
    expect(
      buildClassificationTree({ classifications: restrictedRoot, country: 'CH' }).map((v) => v.slug),
    ).toEqual(['services']);
    expect(buildClassificationTree({ classifications: [], country: 'CH' })).toEqual([]);
  });

  it('children with equal sort index are ordered by name', () => {
    const tree = buildClassificationTree({
      classifications: CLASSIFICATIONS,
      country: 'CH',
      onError: () => {},
    });
    const wire = findClassificationByRoute(tree, ['products', 'wire-processing']);
    expect(wire?.childClassifications.map((view) => view.name)).toEqual(['Crimping', 'Stripping']);
  });

  it('maps a classification: route, lineage, sort index, images 480 and 1200 wide, products routed below it', () => {
    const tree = buildClassificationTree({
      classifications: CLASSIFICATIONS,
      country: 'CH',
      onError: () => {},
    });
    const crimping = findClassificationByRoute(tree, ['products', 'wire-processing', 'crimping']);
    expect(crimping).toMatchObject({
      id: 'crimp',
      name: 'Crimping',
      type: 'product',
      sortIndex: 1,
      image: { small: `${IMAGE}?w=480&fit=crop&fm=png&q=90`, large: `${IMAGE}?w=1200&fit=crop&fm=png&q=90` },
      lineage: [
        { name: 'Products', route: '/products' },
        { name: 'Wire processing', route: '/products/wire-processing' },
        { name: 'Crimping', route: '/products/wire-processing/crimping' },
      ],
    });
    // crimper-us is limited to the US; the listed order is kept.
    expect(crimping?.products).toEqual([
      { name: 'CRIMPER-1', slug: 'crimper-1', route: '/products/wire-processing/crimping/crimper-1' },
      { name: 'GHOST', slug: 'ghost', route: '/products/wire-processing/crimping/ghost' },
    ]);
  });

  it('a missing image gives null images (the UI shows its placeholder)', () => {
    const tree = buildClassificationTree({
      classifications: CLASSIFICATIONS,
      country: 'CH',
      onError: () => {},
    });
    expect(findClassificationByRoute(tree, ['products'])?.image).toEqual({ small: null, large: null });
  });

  it('reports data problems: an unknown child id, a cycle, a foreign image host', () => {
    const errors: string[] = [];
    const foreign = 'https://elsewhere.test/x.png';
    const classifications = [
      classification({ id: 'p', slug: 'products', children: ['a', 'nope'] }),
      classification({ id: 'a', slug: 'a', parent_id: 'p', children: ['p'], image_url: foreign }),
    ];
    const tree = buildClassificationTree({ classifications, country: 'CH', onError: (m) => errors.push(m) });
    expect(routes(tree)).toEqual(['/products', '/products/a']);
    expect(findClassificationByRoute(tree, ['products', 'a'])?.image.small).toBe(foreign);
    expect(errors.toSorted()).toEqual([
      'Classification a lists its ancestor products as a child',
      'Classification products lists unknown child classification nope',
      expect.stringContaining(foreign),
    ]);
  });
});

describe('isAvailableInCountry (customer-area §5)', () => {
  it.each<[string[], string, boolean]>([
    [[], 'CH', true],
    [['CH', 'DE'], 'CH', true],
    [['CH', 'DE'], 'ch', true],
    [['ch'], 'CH', true],
    [['US'], 'CH', false],
    [['US'], 'ALL', true],
  ])('%j in %s → %s', (supportedCountries, country, expected) => {
    expect(isAvailableInCountry({ supportedCountries, country })).toBe(expected);
  });
});

describe('findClassificationByRoute', () => {
  const tree = buildClassificationTree({
    classifications: CLASSIFICATIONS,
    country: 'CH',
    onError: () => {},
  });

  it.each<[string[], string | null]>([
    [['products'], '/products'],
    [['smart-factory'], '/smart-factory'],
    [['products', 'wire-processing', 'crimping', 'tools'], '/products/wire-processing/crimping/tools'],
    [''.split('/').concat(['products', 'cable']), '/products/cable'],
    [['products', 'us-only'], null],
    [['wire-processing'], null],
    [['products', 'cable', 'crimper-1'], null],
    [[], null],
  ])('%j → %s', (segments, expected) => {
    expect(findClassificationByRoute(tree, segments)?.route ?? null).toBe(expected);
  });
});

describe('hasVisibleChildren and the placeholder (customer-area §5)', () => {
  it.each<[string, string, string[], boolean]>([
    ['a classification with children in the country', 'CH', ['products', 'wire-processing'], true],
    ['all children limited to another country', 'US', ['products', 'wire-processing'], true],
    ['a leaf', 'CH', ['products', 'cable'], false],
    ['crimping keeps its unrestricted child', 'DE', ['products', 'wire-processing', 'crimping'], true],
    ['smart-factory without children', 'CH', ['smart-factory'], false],
  ])('%s', (_name, country, segments, expected) => {
    const tree = buildClassificationTree({ classifications: CLASSIFICATIONS, country, onError: () => {} });
    const view = findClassificationByRoute(tree, segments);
    expect(view && hasVisibleChildren(view)).toBe(expected);
  });

  it('the placeholder text is the specification literal', () => {
    expect(NO_CLASSIFICATIONS_MESSAGE).toBe('No classifications available');
  });
});
