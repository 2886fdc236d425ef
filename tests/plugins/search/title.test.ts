import { describe, expect, it } from 'vitest';
import { highlightedTitle, stripBrandSuffix, titleHighlights } from '../../../plugins/search/engine/title.ts';

const BRANDS = ['Machinery Group'];

describe('stripBrandSuffix (customer-area §5)', () => {
  it.each([
    ['Company | Machinery Group', 'Company'],
    ['Company – Machinery Group', 'Company'],
    ['Company - machinery group', 'Company'],
    ['Company | Machinery Group ', 'Company'],
    ['Unternehmen | Machinery Group', 'Unternehmen'],
  ])('strips the suffix of %j', (title, stripped) => {
    expect(stripBrandSuffix(title, BRANDS)).toBe(stripped);
  });

  it.each([
    ['Machinery Group'],
    ['About Machinery Group'],
    ['Company | Other Brand'],
    ['Company|Machinery Group'],
    ['| Machinery Group'],
  ])('keeps %j', (title) => {
    expect(stripBrandSuffix(title, BRANDS)).toBe(title.trim());
  });

  it('strips only the last suffix', () => {
    expect(stripBrandSuffix('A | Machinery Group | Machinery Group', BRANDS)).toBe('A | Machinery Group');
  });
});

describe('titleHighlights and highlightedTitle (customer-area §5)', () => {
  const mark = (title: string, query: string[], language = 'en', matchedTerms?: string[]) =>
    highlightedTitle(title, titleHighlights({ title, queryWords: query, language, matchedTerms }));

  it('marks the words a query word starts', () => {
    expect(mark('Calibration service', ['calib'])).toBe('<mark>Calibration</mark> service');
    expect(titleHighlights({ title: 'Calibration service', queryWords: ['serv'], language: 'en' })).toEqual([
      [12, 19],
    ]);
  });

  it('marks words typed without accents and words a typo matched', () => {
    expect(mark('Étanchéité et dénudage', ['etancheite'], 'fr')).toBe('<mark>Étanchéité</mark> et dénudage');
    expect(mark('Calibration service', ['calibraton'], 'en', ['calibration'])).toBe(
      '<mark>Calibration</mark> service',
    );
  });

  it('marks a CJK substring inside a word', () => {
    expect(mark('プレミアム保守契約', ['保守'], 'ja')).toBe('プレミアム<mark>保守</mark>契約');
  });

  it('escapes every character of the title: no HTML from content passes through', () => {
    const title = '<script>alert("x")</script> & <b>Omega</b>';
    const html = mark(title, ['omega', 'script']);
    expect(html).not.toMatch(/<(?!\/?mark>)/);
    expect(html).toBe(
      '&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; &lt;b&gt;<mark>Omega</mark>&lt;/b&gt;',
    );
  });

  it('leaves a title without matches as escaped text', () => {
    expect(mark("Fish & Chips' <i>", ['omega'])).toBe('Fish &amp; Chips&#39; &lt;i&gt;');
  });
});
