import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../core/i18n/index.ts';
import { basketLabels, measurementToggleLabels } from '../../../plugins/catalogue/islands/labels.ts';
import {
  renderCapabilityPage,
  renderClassificationPage,
  renderProductPage,
} from '../../../plugins/catalogue/render.tsx';
import { productView } from '../../../plugins/catalogue/views.ts';
import { baseProps, translations } from '../../runtime/ui/fixtures.ts';
import { product, spec } from './fixtures.ts';

const classification = {
  name: 'Crimping',
  description: 'Reliable crimp connections.',
  image: {
    small: 'https://assets.machinery-group.test/c.jpg?w=480',
    large: 'https://assets.machinery-group.test/c.jpg?w=1200',
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
    expect($('.sf-classification__image').attr('srcset')).toMatch(/w=480 480w, .*w=1200 1200w/);
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

it('renders a capability page with its products linked', () => {
  const $ = load(
    renderCapabilityPage({
      ...baseProps('en'),
      measurementSystem: 'Metric',
      capability: {
        name: 'Sécurité process',
        image: null,
        products: [{ name: 'Alpha 550', href: '/en/products/alpha', image: null, shortDescription: null }],
      },
    }),
  );
  expect($('h1').text()).toBe('Sécurité process');
  expect($('.sf-capability__products a').attr('href')).toBe('/en/products/alpha');
});
