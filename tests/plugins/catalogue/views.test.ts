import { describe, expect, it } from 'vitest';
import { type ProductViewContext, productView } from '../../../plugins/catalogue/views.ts';
import { BRAND, product, spec } from './fixtures.ts';

const pages = new Map([
  ['alpha', '/en-us/products/crimping/alpha'],
  ['beta', '/en-us/products/crimping/beta'],
]);

function context(overrides: Partial<ProductViewContext> = {}): ProductViewContext & { errors: string[] } {
  const errors: string[] = [];
  return {
    locale: { code: 'en-US', language: 'en' },
    brands: [BRAND],
    capabilityHref: (name) => (name === 'Crimping' ? '/en-us/capabilities/crimping' : null),
    productHref: (slug) => pages.get(slug) ?? null,
    onImageError: (message) => errors.push(message),
    errors,
    ...overrides,
  };
}

describe('productView: specifications (customer-area §5)', () => {
  const view = productView(
    product('alpha', {
      specifications: [
        spec('Cross-section', '0.5 – 6', 'mm²', 'Metric'),
        spec('Cross-section', '20 – 10', 'AWG', 'Imperial'),
        spec('Cross-section', '0.5 – 16', 'mm²', 'Metric'),
        spec('Weight', '310', 'kg', 'Metric'),
        spec('Weight', '683', 'lb', 'Imperial'),
        spec('Weight', '300', 'g', 'Metric'),
      ],
    }),
    context(),
  );

  it('keeps each system its own specifications and drops duplicates by name plus unit (first wins)', () => {
    expect(view.specifications.Metric).toEqual([
      { name: 'Cross-section', unit: 'mm²', value: '0.5 – 6' },
      { name: 'Weight', unit: 'kg', value: '310' },
      { name: 'Weight', unit: 'g', value: '300' },
    ]);
    expect(view.specifications.Imperial).toEqual([
      { name: 'Cross-section', unit: 'AWG', value: '20 – 10' },
      { name: 'Weight', unit: 'lb', value: '683' },
    ]);
  });

  it('names variants in both systems, falling back to the other name when one is blank', () => {
    const withVariants = productView(
      product('alpha', {
        variants: [
          {
            id: 'v1',
            name_metric: 'Alpha 2.5 mm²',
            name_imperial: 'Alpha 14 AWG',
            specifications: [spec('Force', '21', 'kN', 'Metric'), spec('Force', '4.7', 'lbf', 'Imperial')],
          },
          { id: 'v2', name_metric: 'Alpha basic', name_imperial: ' ', specifications: [] },
        ],
      }),
      context(),
    );
    expect(withVariants.variants.map((variant) => variant.names)).toEqual([
      { Metric: 'Alpha 2.5 mm²', Imperial: 'Alpha 14 AWG' },
      { Metric: 'Alpha basic', Imperial: 'Alpha basic' },
    ]);
    expect(withVariants.variants[0]!.specifications.Imperial).toEqual([
      { name: 'Force', unit: 'lbf', value: '4.7' },
    ]);
  });
});

describe('productView: media, highlights, documents, links', () => {
  const highlight = (name: string | null, image: string | null, video: string | null = null) => ({
    name,
    short_description: null,
    long_description: null,
    image_url: image,
    video_image_url: null,
    video_url: video,
  });
  const view = productView(
    product('alpha', {
      product_brand_id: 'pim-aurum',
      images: [
        { name: 'side', url: 'http://127.0.0.1:4322/p/side.jpg', default: false },
        { name: 'front', url: 'http://127.0.0.1:4322/p/front.jpg', default: true },
      ],
      highlights: [
        highlight('Fast changeover', 'http://127.0.0.1:4322/p/h1.jpg'),
        highlight('Video only', null, 'https://video.machinery-group.test/h2.mp4'),
        highlight(null, 'http://127.0.0.1:4322/p/h3.jpg'),
        highlight('No media', 'null'),
      ],
      documents: [
        {
          name: 'Brochure',
          content_language: 'de',
          thumbnail_url: null,
          type: 'Brochure',
          url: 'http://127.0.0.1:4322/d/brochure.pdf',
          filename: 'brochure.pdf',
          extension: 'pdf',
          size_bytes: 1_450_000,
        },
      ],
      capabilities: [
        { id: 'cap-1', name: 'Crimping', image_url: null },
        { id: 'cap-2', name: 'Unknown', image_url: null },
      ],
      related: [
        {
          type: 'service',
          product: { name: 'Beta', slug: 'beta', image_url: null, short_description: null },
        },
        {
          type: 'related',
          product: { name: 'Legacy', slug: 'legacy', image_url: null, short_description: null },
        },
      ],
    }),
    context(),
  );

  it('takes the brand whose product-data id is the product_brand_id, with its image as received', () => {
    expect(view.brand).toEqual({ name: 'Aurum', logo: 'http://127.0.0.1:4322/brands/aurum.png' });
  });

  it('puts the default image first, its URL as received (the page transforms it when rendering)', () => {
    expect(view.images).toEqual([
      { name: 'front', src: 'http://127.0.0.1:4322/p/front.jpg' },
      { name: 'side', src: 'http://127.0.0.1:4322/p/side.jpg' },
    ]);
  });

  it('reports an image on a foreign host once, where the page is declared (public-site §5)', () => {
    const errors: string[] = [];
    const foreign = productView(
      product('beta', { images: [{ name: 'x', url: 'https://images.other.test/x.jpg', default: true }] }),
      { ...context(), onImageError: (message) => errors.push(message) },
    );
    expect(foreign.images[0]!.src).toBe('https://images.other.test/x.jpg');
    expect(errors).toEqual([expect.stringContaining('https://images.other.test/x.jpg')]);
  });

  it('keeps only highlights with a name and an image or video', () => {
    expect(view.highlights.map((item) => item.name)).toEqual(['Fast changeover', 'Video only']);
  });

  it('lists documents with the language name and the size in MB (one decimal)', () => {
    expect(view.documents).toEqual([
      expect.objectContaining({ name: 'Brochure', language: 'German', type: 'Brochure', size: '1.5 MB' }),
    ]);
  });

  it('links known capabilities and leaves the others as text', () => {
    expect(view.capabilities).toEqual([
      { name: 'Crimping', href: '/en-us/capabilities/crimping' },
      { name: 'Unknown', href: null },
    ]);
  });

  it('skips related products without a page in the locale and leaves out empty groups', () => {
    expect(view.related).toEqual([
      {
        type: 'service',
        products: [
          {
            name: 'Beta',
            href: '/en-us/products/crimping/beta',
            image: null,
            shortDescription: null,
            keySpecifications: { Metric: [], Imperial: [] },
          },
        ],
      },
    ]);
  });
});

it('reports an image on a foreign host and uses it untransformed (public-site §5)', () => {
  const ctx = context();
  const view = productView(
    product('alpha', { images: [{ name: 'x', url: 'https://elsewhere.test/x.jpg', default: true }] }),
    ctx,
  );
  expect(view.images[0]!.src).toBe('https://elsewhere.test/x.jpg');
  expect(ctx.errors.join('\n')).toContain('https://elsewhere.test/x.jpg');
});
