import { numberLocale } from '../../core/text/number-locale.ts';
import type { FinancialFigureUnit } from './queries.ts';

/**
 * How the financial tables' numbers read (public-site §9 "number format follows locale (de is de-CH)"). Pure; `Intl.NumberFormat` does the locale's grouping and decimal marks.
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, unit: FinancialFigureUnit): Intl.NumberFormat {
  const key = `${tag} ${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      tag,
      unit === 'COUNT'
        ? { maximumFractionDigits: 0 }
        : {
            ...(unit === 'PERCENT' ? { style: 'percent' as const } : {}),
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A figure's value as a page in `locale` shows it: amounts in millions with one decimal
 * (`1234.5` → '1’234.5' in de-CH, '1 234,5' in fr-FR, '1,234.5' in en), percentages with one decimal
 * and the locale's percent sign (`8.4` → '8.4%' in de-CH, '8,4 %' in fr-FR), counts as whole numbers
 * ('3’512'). German locales format as de-CH (core/text/number-locale.ts).
 *
 * @param input.value the value as the CMS holds it; a percentage as 8.4 for 8.4 %.
 * @param input.locale the page's locale (`{ code: 'de-DE', language: 'de' }`).
 * @returns the text, or null when the value is not reported (null or not finite).
 */
export function formatFigure(input: {
  value: number | null;
  unit: FinancialFigureUnit;
  locale: { code: string; language: string };
}): string | null {
  const { value, unit } = input;
  if (value === null || !Number.isFinite(value)) return null;
  return numberFormat(numberLocale(input.locale), unit).format(unit === 'PERCENT' ? value / 100 : value);
}
