import { describe, expect, it } from 'vitest';
import { formatFigure } from '../../../plugins/investors/format.ts';

const de = (code: string) => ({ code, language: 'de' });

/** What `Intl` itself writes for a locale: the test pins the rule, not the ICU version's marks. */
const intl = (tag: string, value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(tag, options).format(value);
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

describe('formatFigure (public-site §9: number format follows locale, de is de-CH)', () => {
  it.each(['de-CH', 'de-DE', 'de-AT', 'de'])('formats amounts in %s as de-CH', (code) => {
    const text = formatFigure({ value: 1234.5, unit: 'CURRENCY_MILLIONS', locale: de(code) });
    expect(text).toBe(intl('de-CH', 1234.5, ONE_DECIMAL));
    // Swiss grouping: an apostrophe, a point as decimal mark.
    expect(text).toMatch(/^1['’]234\.5$/);
  });

  it.each([
    [{ code: 'fr-FR', language: 'fr' }, /^1\s234,5$/u],
    [{ code: 'en', language: 'en' }, /^1,234\.5$/],
    [{ code: 'ja-JP', language: 'ja' }, /^1,234\.5$/],
  ])('formats amounts in %o with its own marks', (locale, pattern) => {
    const text = formatFigure({ value: 1234.5, unit: 'CURRENCY_MILLIONS', locale });
    expect(text).toBe(intl(locale.code, 1234.5, ONE_DECIMAL));
    expect(text).toMatch(pattern);
  });

  it('keeps one decimal on amounts, even a round one', () => {
    expect(formatFigure({ value: 985, unit: 'CURRENCY_MILLIONS', locale: de('de-CH') })).toBe('985.0');
  });

  it('formats percentages held as 8.4 for 8.4 % with the locale’s percent sign', () => {
    expect(formatFigure({ value: 8.4, unit: 'PERCENT', locale: de('de-DE') })).toBe(
      intl('de-CH', 0.084, { style: 'percent', ...ONE_DECIMAL }),
    );
    expect(formatFigure({ value: 8.4, unit: 'PERCENT', locale: { code: 'fr-FR', language: 'fr' } })).toMatch(
      /^8,4\s%$/u,
    );
  });

  it('formats counts as whole numbers with grouping', () => {
    expect(formatFigure({ value: 3512, unit: 'COUNT', locale: de('de-CH') })).toMatch(/^3['’]512$/);
    expect(formatFigure({ value: 3512, unit: 'COUNT', locale: { code: 'en', language: 'en' } })).toBe(
      '3,512',
    );
  });

  it('gives null for a value not reported', () => {
    expect(formatFigure({ value: null, unit: 'COUNT', locale: de('de-CH') })).toBeNull();
    expect(formatFigure({ value: Number.NaN, unit: 'PERCENT', locale: de('de-CH') })).toBeNull();
  });
});
