import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../plugins/search/engine/index-file.ts';
import { foldTerm, indexTerms, queryTerms } from '../../../plugins/search/engine/text.ts';

/** Titles found by `query` in an index of `titles` (language `language`), best first. */
function find(language: string, titles: string[], query: string): string[] {
  const index = buildIndex(
    language,
    titles.map((title, id) => ({ id, title, description: '', body: '' })),
  );
  return index.search(query).map((result) => titles[result.id as number]!);
}

describe('foldTerm', () => {
  it.each([
    ['Étanchéité', 'etancheite'],
    ['Qualitätsprüfung', 'qualitatsprufung'],
    ['Straße', 'strasse'],
    ['Façade', 'facade'],
    ['ＡＢＣ１２', 'abc12'],
    ['ガイド', 'ガイド'],
    ['压接', '压接'],
  ])('folds %s to %s', (term, folded) => {
    expect(foldTerm(term)).toBe(folded);
  });
});

describe('indexTerms', () => {
  it('splits words with Intl.Segmenter and drops punctuation', () => {
    expect(indexTerms('Crimping, stripping & sealing.', 'en')).toEqual(['Crimping', 'stripping', 'sealing']);
  });

  it('adds every suffix of a CJK word, so any substring is a prefix of a term', () => {
    expect(indexTerms('プレミアム', 'ja')).toEqual(['プレミアム', 'レミアム', 'ミアム', 'アム', 'ム']);
  });

  it('gives a query its words only', () => {
    expect(queryTerms('Omega 740!', 'en')).toEqual(['Omega', '740']);
    // A query of many words searches its first eight only (each word is a prefix and fuzzy search).
    const long = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    expect(queryTerms(long, 'en')).toEqual(Array.from({ length: 8 }, (_, index) => `word${index}`));
  });
});

describe('searching an index', () => {
  it('finds a Japanese word by a substring in its middle', () => {
    expect(find('ja', ['プレミアム保守契約', '校正サービス'], '保守')).toEqual(['プレミアム保守契約']);
  });

  it('finds a Chinese title by a substring', () => {
    expect(find('zh', ['线束制造', '智能工厂'], '束制')).toEqual(['线束制造']);
  });

  it('finds a German compound by its start', () => {
    expect(find('de', ['Kabelbaumfertigung', 'Wartung'], 'Kabelbaum')).toEqual(['Kabelbaumfertigung']);
  });

  it('finds accented words typed without accents, and the other way round', () => {
    expect(find('fr', ['Étanchéité', 'Dénudage'], 'etancheite')).toEqual(['Étanchéité']);
    expect(find('de', ['Qualitatsprufung'], 'Qualitätsprüfung')).toEqual(['Qualitatsprufung']);
  });

  it('forgives a typo in words of five characters or more, not in shorter ones', () => {
    expect(find('en', ['Calibration service'], 'calibraton')).toEqual(['Calibration service']);
    expect(find('en', ['Omega 740'], 'omgea')).toEqual([]);
    expect(find('en', ['Omega 740'], 'omegx')).toEqual(['Omega 740']);
    expect(find('en', ['Tape'], 'tapx')).toEqual([]);
  });
});
