import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { renderComparisonPage } from '../../../../plugins/catalogue/comparison/page.tsx';
import { basketLabels } from '../../../../plugins/catalogue/islands/labels.ts';
import { baseProps } from '../../../runtime/ui/fixtures.ts';

function render(code: 'en' | 'de-CH') {
  const props = baseProps(code);
  const html = renderComparisonPage({
    ...props,
    breadcrumbs: [
      { title: 'Home', href: props.site.homeHref },
      { title: 'Comparison', href: null },
    ],
    head: { title: 'Comparison | Aurum', canonical: null, alternates: [] },
    comparison: {
      language: props.locale.language,
      measurementSystem: 'Metric',
      labels: basketLabels(props.t),
      assetHost: 'https://assets.example.test/',
    },
  }).html;
  return { html, $: load(html) };
}

const islandProps = ($: ReturnType<typeof load>, name: string) => {
  const id = $(`[data-island="${name}"]`).attr('data-island-id');
  return JSON.parse($(`script[data-island-props="${id}"]`).text());
};

describe('renderComparisonPage (customer-area §4 comparison basket)', () => {
  it('gives the islands of header and main ids that differ (they are rendered apart)', () => {
    const { $ } = render('en');
    const ids = $('[data-island-id]')
      .toArray()
      .map((element) => element.attribs['data-island-id']);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders the default layout with the title, the measurement toggle and the comparison island', () => {
    const { html, $ } = render('de-CH');
    expect(html.startsWith('<!DOCTYPE html><html lang="de-CH"')).toBe(true);
    expect($('main h1').text()).toBe('Produktvergleich');
    expect($('header')).toHaveLength(1);
    expect($('footer')).toHaveLength(1);
    expect($('[data-island="measurement-toggle"] button[aria-pressed="true"]').text()).toBe('Metrisch');
    expect($('[data-island="comparison"]').text()).toBe('Vergleich wird geladen…');
  });

  it("hands the island the page's language, country, system and translated texts", () => {
    const { $ } = render('de-CH');
    const props = islandProps($, 'comparison');
    expect(props).toMatchObject({
      language: 'de',
      country: 'CH',
      measurementSystem: 'Metric',
      // The browser knows no configuration: the island transforms product images for this host.
      assetHost: 'https://assets.example.test/',
    });
    expect(props.labels.hideIdentical).toBe('Identische Spezifikationen ausblenden');
    expect(islandProps($, 'measurement-toggle').labels).toEqual({
      metric: 'Metrisch',
      imperial: 'Imperial',
      label: 'Maßsystem',
    });
  });
});
