import { load } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BasketButton, type BasketButtonProps } from '../../../../plugins/catalogue/islands/BasketButton.tsx';
import { MeasurementToggle } from '../../../../plugins/catalogue/islands/MeasurementToggle.tsx';
import { LABELS } from './fixtures.ts';

const props: BasketButtonProps = {
  productSlug: 'alpha-550',
  productName: 'Alpha 550',
  classificationSlug: 'crimping',
  variants: [
    { id: 'a-s', nameMetric: '6 mm²', nameImperial: '10 AWG' },
    { id: 'a-l', nameMetric: '10 mm²', nameImperial: '8 AWG' },
  ],
  labels: LABELS,
  compareHref: '/de-ch/products/compare',
};

describe('BasketButton as the server renders it (customer-area §4 add)', () => {
  it('offers the variants by name, the add button and a link to the comparison', () => {
    const $ = load(renderToString(<BasketButton {...props} />));
    expect(
      $('select option')
        .map((_, option) => $(option).text())
        .get(),
    ).toEqual(['6 mm²', '10 mm²']);
    expect($('label').text()).toBe('Variant');
    expect($('button').text()).toBe('Add to comparison');
    const link = $('a[href="/de-ch/products/compare"]');
    expect(link.attr('data-sf-link')).toBe('route');
    // The server cannot read the visitor's basket: no count until the browser has it.
    expect(link.text()).toBe('Comparison');
    expect($('[role=status]')).toHaveLength(0);
  });

  it('names the variants in the measurement system the page is built with', () => {
    const $ = load(renderToString(<BasketButton {...props} measurementSystem="Imperial" />));
    expect(
      $('select option')
        .map((_, option) => $(option).text())
        .get(),
    ).toEqual(['10 AWG', '8 AWG']);
  });

  it('offers no variant choice for a product with one variant or none', () => {
    for (const variants of [[], props.variants.slice(0, 1)]) {
      const $ = load(renderToString(<BasketButton {...props} variants={variants} />));
      expect($('select')).toHaveLength(0);
      expect($('button').text()).toBe('Add to comparison');
    }
  });
});

describe('MeasurementToggle as the server renders it (customer-area §4 measurement system)', () => {
  it('is a labelled group of two buttons, the current system pressed', () => {
    const labels = { metric: 'Metric', imperial: 'Imperial', label: 'Measurement system' };
    const $ = load(renderToString(<MeasurementToggle current="Imperial" labels={labels} />));
    expect($('fieldset > legend').text()).toBe('Measurement system');
    expect(
      $('button')
        .map((_, button) => `${$(button).text()}:${$(button).attr('aria-pressed')}`)
        .get(),
    ).toEqual(['Metric:false', 'Imperial:true']);
  });
});
