import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/i18n/index.ts';
import { basketLabels, measurementToggleLabels } from '../../../plugins/catalogue/islands/labels.ts';
import {
  renderCapabilityPage,
  renderClassificationPage,
  renderProductPage,
} from '../../../plugins/catalogue/render.tsx';
import { productCards, productView } from '../../../plugins/catalogue/views.ts';
import { baseProps, translations } from '../../runtime/ui/fixtures.ts';
import { BRAND, product, spec } from './fixtures.ts';

const classification = {
  name: 'Crimping',
  description: 'Reliable crimp connections.',
  image: {
    small: 'http://127.0.0.1:4322/c.jpg?w=480&fit=crop&fm=png&q=90',
    large: 'http://127.0.0.1:4322/c.jpg?w=1200&fit=crop&fm=png&q=90',
  },
  childClassifications: [],
  products: [],
};

describe('renderClassificationPage', () => {
  it('shows the translated placeholder when no child classification and no product remain (customer-area §5)', () => {
    const english = load(
      renderClassificationPage({ ...baseProps('en'), measurementSystem: 'Metric', classification }),
    );
    expect(english('[data-placeholder="classifications"]').text()).toBe('No classifications available');
    const german = load(
      renderClassificationPage({ ...baseProps('de-CH'), measurementSystem: 'Metric', classification }),
    );
    expect(german('[data-placeholder="classifications"]').text()).toBe('Keine Kategorien verfügbar');
  });

  it('lists the children with their 480 px image and offers both image widths', () => {
    const $ = load(
      renderClassificationPage({
        ...baseProps('en'),
        measurementSystem: 'Metric',
        classification: {
          ...classification,
          childClassifications: [{ name: 'Stripping', href: '/en/products/stripping', image: null }],
        },
      }),
    );
    expect($('[data-placeholder]').length).toBe(0);
    expect($('.sf-classification__children a').attr('href')).toBe('/en/products/stripping');
    expect($('.sf-classification__children [role="img"]').attr('aria-label')).toBe('Stripping');
    const webp = $('.sf-classification__header source[type="image/webp"]').attr('srcset');
    expect(webp).toMatch(
      /w=480&h=270&fit=crop&fm=webp&q=90 480w, .*w=1200&h=675&.*1200w, .*w=2400&h=1350&.* 2400w/,
    );
    expect($('.sf-classification__image').attr('srcset')).toMatch(/w=480&h=270&fit=crop&fm=png&q=90 480w/);
    expect($('.sf-classification__image').attr('width')).toBe('1200');
    expect($('.sf-classification__image').attr('height')).toBe('675');
    // In view when the page opens: not lazily loaded.
    expect($('.sf-classification__image').attr('loading')).toBe('eager');
  });
});

describe('renderProductPage', () => {
  const t = createTranslator({ translations, language: 'en' });
  const alpha = product('alpha', {
    name: 'Alpha 550',
    specifications: [
      spec('Weight', '310', 'kg', 'Metric'),
      spec('Weight', '310', 'kg', 'Metric'),
      spec('Weight', '683', 'lb', 'Imperial'),
    ],
    variants: [{ id: 'v1', name_metric: 'Alpha 2.5 mm²', name_imperial: 'Alpha 14 AWG', specifications: [] }],
  });
  const html = renderProductPage({
    ...baseProps('en'),
    measurementSystem: 'Imperial',
    product: {
      view: productView(alpha, {
        locale: { code: 'en', language: 'en' },
        brands: [],
        capabilityHref: () => null,
        productHref: () => null,
        onImageError: () => {},
      }),
      basket: {
        productSlug: 'alpha',
        productName: 'Alpha 550',
        classificationSlug: 'crimping',
        variants: [{ id: 'v1', nameMetric: 'Alpha 2.5 mm²', nameImperial: 'Alpha 14 AWG' }],
        labels: basketLabels(t),
        compareHref: '/en/products/compare',
        measurementSystem: 'Imperial',
      },
      measurement: { current: 'Imperial', labels: measurementToggleLabels(t) },
    },
  });
  const $ = load(html);

  it('marks <html> with the default measurement system', () => {
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect($('html').attr('data-measurement-system')).toBe('Imperial');
  });

  it('renders one block per measurement system with its own specifications and variant names', () => {
    const metric = $('.sf-catalogue [data-measurement-system="Metric"]');
    const imperial = $('.sf-catalogue [data-measurement-system="Imperial"]');
    expect(
      metric
        .find('.sf-specifications tr')
        .map((_, row) => $(row).text())
        .get(),
    ).toEqual(['Weight310 kg']);
    expect(
      imperial
        .find('.sf-specifications tr')
        .map((_, row) => $(row).text())
        .get(),
    ).toEqual(['Weight683 lb']);
    expect(metric.find('.sf-variant__name').text()).toBe('Alpha 2.5 mm²');
    expect(imperial.find('.sf-variant__name').text()).toBe('Alpha 14 AWG');
  });

  it('renders the basket button and the measurement switch as islands with their props', () => {
    const basket = $('[data-island="basket-button"]');
    expect(basket.length).toBe(1);
    const props = JSON.parse($(`[data-island-props="${basket.attr('data-island-id')}"]`).text());
    expect(props).toMatchObject({ productSlug: 'alpha', classificationSlug: 'crimping' });
    expect($('[data-island="measurement-toggle"]').length).toBe(1);
  });

  it('shows the placeholder for a product without images', () => {
    expect($('.sf-gallery [role="img"]').attr('aria-label')).toBe('Alpha 550');
  });
});

describe('renderProductPage: images (public-site §5, §9)', () => {
  const t = createTranslator({ translations, language: 'en' });
  const render = (brandImage: string | null) => {
    const view = productView(
      product('alpha', {
        name: 'Alpha 550',
        product_brand_id: 'pim-aurum',
        images: [
          { name: 'front', url: 'http://127.0.0.1:4322/products/alpha/1.jpg', default: true },
          { name: 'side', url: 'http://127.0.0.1:4322/products/alpha/2.jpg', default: false },
        ],
      }),
      {
        locale: { code: 'en', language: 'en' },
        brands: [{ ...BRAND, image: brandImage === null ? null : { ...BRAND.image!, url: brandImage } }],
        capabilityHref: () => null,
        productHref: () => null,
        onImageError: () => {},
      },
    );
    const basket = {
      productSlug: 'alpha',
      productName: 'Alpha 550',
      classificationSlug: 'crimping',
      variants: [],
      labels: basketLabels(t),
      compareHref: '/en/products/compare',
      measurementSystem: 'Metric' as const,
    };
    const measurement = { current: 'Metric' as const, labels: measurementToggleLabels(t) };
    return load(
      renderProductPage({
        ...baseProps('en'),
        measurementSystem: 'Metric',
        product: { view, basket, measurement },
      }),
    );
  };
  const $ = render('http://127.0.0.1:4322/brands/aurum.png');

  it('shows the default image 480 × 360 px in view, WebP first, png at 1× and 2×', () => {
    const picture = $('.sf-gallery > picture').first();
    const image = picture.find('img');
    expect(picture.find('source').attr('type')).toBe('image/webp');
    expect(picture.find('source').attr('srcset')).toBe(
      'http://127.0.0.1:4322/products/alpha/1.jpg?w=480&h=360&fit=crop&fm=webp&q=90 1x, http://127.0.0.1:4322/products/alpha/1.jpg?w=960&h=720&fit=crop&fm=webp&q=90 2x',
    );
    expect(image.attr('src')).toBe(
      'http://127.0.0.1:4322/products/alpha/1.jpg?w=480&h=360&fit=crop&fm=png&q=90',
    );
    expect(image.attr('srcset')).toContain('w=960&h=720&fit=crop&fm=png&q=90 2x');
    expect([image.attr('width'), image.attr('height'), image.attr('loading')]).toEqual([
      '480',
      '360',
      'eager',
    ]);
  });

  it('opens the connection to the image host from the head, nothing of it in the body', () => {
    expect($('head link[rel="preconnect"]').attr('href')).toBe('http://127.0.0.1:4322');
    expect($('body link')).toHaveLength(0);
  });

  it('loads the thumbnails lazily, 56 px wide, each opening the lightbox (island), a link to the image without scripts', () => {
    const thumbnails = $('[data-island="product-gallery"] .sf-gallery__thumbnail');
    expect(thumbnails.length).toBe(2);
    expect([thumbnails.first().attr('aria-haspopup'), thumbnails.first().attr('aria-label')]).toEqual([
      'dialog',
      'Show image 1 of 2: front',
    ]);
    // Without scripts the island never hydrates: each thumbnail still leads to its 480 px image.
    expect(thumbnails.first().is('a')).toBe(true);
    expect(thumbnails.first().attr('href')).toMatch(/w=480&h=360/);
    const image = thumbnails.first().find('img');
    expect([image.attr('width'), image.attr('height'), image.attr('loading')]).toEqual(['56', '42', 'lazy']);
  });

  it('shows the brand logo 96 px high at quality 100, in a fixed box', () => {
    const logo = $('.sf-product__brand img');
    expect(logo.attr('src')).toBe('http://127.0.0.1:4322/brands/aurum.png?h=96&fit=crop&fm=png&q=100');
    expect($('.sf-product__brand source').attr('srcset')).toBe(
      'http://127.0.0.1:4322/brands/aurum.png?h=96&fit=crop&fm=webp&q=100 2x',
    );
    expect([logo.attr('width'), logo.attr('height'), logo.attr('alt')]).toEqual(['192', '48', 'Aurum']);
  });

  it.each([null, 'null'])('shows the placeholder for a brand image %s', (url) => {
    const page = render(url);
    expect(page('.sf-product__brand img').length).toBe(0);
    expect(page('.sf-product__brand svg[role="img"]').attr('aria-label')).toBe('Aurum');
  });
});

it('renders a capability page with its products linked', () => {
  const $ = load(
    renderCapabilityPage({
      ...baseProps('en'),
      measurementSystem: 'Metric',
      capability: {
        name: 'Sécurité process',
        image: null,
        products: [
          {
            name: 'Alpha 550',
            href: '/en/products/alpha',
            image: null,
            shortDescription: null,
            keySpecifications: { Metric: [], Imperial: [] },
          },
        ],
      },
    }),
  );
  expect($('h1').text()).toBe('Sécurité process');
  expect($('.sf-capability__products a').attr('href')).toBe('/en/products/alpha');
});

/** A capability page (Metric) listing `products`, parsed. */
const capabilityPage = (products: Parameters<typeof renderCapabilityPage>[0]['capability']['products']) =>
  load(
    renderCapabilityPage({
      ...baseProps('en'),
      measurementSystem: 'Metric',
      capability: { name: 'Crimping', image: null, products },
    }),
  );

it('shows a product card with its name as the link and its first three key specifications per system', () => {
  const alpha = product('alpha', {
    name: 'Alpha 550',
    specifications: [
      spec('Cross-section', '0.05–6', 'mm²', 'Metric'),
      spec('Crimp force', '22', 'kN', 'Metric'),
      spec('Cycle time', '0.9', 's', 'Metric'),
      spec('Weight', '310', 'kg', 'Metric'),
      spec('Weight', '683', 'lb', 'Imperial'),
    ],
  });
  const products = productCards([{ ...alpha, image_url: null, specifications: alpha.specifications }], {
    productHref: () => '/en/products/alpha',
    onImageError: () => {},
  });
  const $ = capabilityPage(products);
  const card = $('.sf-catalogue-card');
  expect(card.find('a').text()).toBe('Alpha 550');
  const metric = card.find('dl[data-measurement-system="Metric"] .sf-key-specs__item');
  expect(metric.map((_, item) => $(item).text()).get()).toEqual([
    'Cross-section0.05–6 mm²',
    'Crimp force22 kN',
    'Cycle time0.9 s',
  ]);
  expect(card.find('dl[data-measurement-system="Imperial"]').text()).toBe('Weight683 lb');
});

it('shows no key specifications on a card whose list carries none', () => {
  const products = productCards([{ name: 'Beta', slug: 'beta', image_url: null, short_description: null }], {
    productHref: () => '/en/products/beta',
    onImageError: () => {},
  });
  const $ = capabilityPage(products);
  expect($('.sf-catalogue-card a').text()).toBe('Beta');
  expect($('.sf-catalogue-card dl').length).toBe(0);
});
