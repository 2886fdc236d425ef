import type { Translator } from '../../core/i18n/index.ts';
import { formatFigure } from './format.ts';
import type { FinancialTable } from './queries.ts';

/** One cell of a financial table as shown. */
export interface FigureCellView {
  /** The formatted value, or null when not reported. */
  text: string | null;
  /** The value as the CMS holds it (`data-value`), for machines. */
  value: number | null;
}

/** One row: the figure's label, its unit ('Mio. CHF', '%'; null for counts) and a cell per year. */
export interface FigureRowView {
  key: string;
  label: string;
  unit: string | null;
  cells: FigureCellView[];
}

/** A financial table as shown (public-site §1 "investor and financial tables"). */
export interface FinancialTableView {
  id: string;
  slug: string;
  title: string;
  caption: string;
  /** The language of the texts when not the page's (a fallback), for the `lang` attribute. */
  language: string | null;
  years: string[];
  rows: FigureRowView[];
}

/**
 * A financial table's view in a locale: values formatted by {@link formatFigure}, unit labels from the
 * UI translations (`investors:unit.CURRENCY_MILLIONS` with the table's currency, `investors:unit.PERCENT`).
 */
export function financialTableView(
  table: FinancialTable,
  context: { locale: { code: string; language: string }; t: Translator },
): FinancialTableView {
  const { locale, t } = context;
  return {
    id: table.id,
    slug: table.slug,
    title: table.title,
    caption: table.caption,
    language: table.locale === locale.language ? null : table.locale,
    years: table.fiscalYears.map(String),
    rows: table.figures.map((figure) => ({
      key: figure.key,
      label: figure.label,
      unit: figure.unit === 'COUNT' ? null : t(`investors:unit.${figure.unit}`, { currency: table.currency }),
      cells: table.fiscalYears.map((_, index) => {
        const value = figure.values[index] ?? null;
        return { value, text: formatFigure({ value, unit: figure.unit, locale }) };
      }),
    })),
  };
}
