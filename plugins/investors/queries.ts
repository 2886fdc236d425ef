import { z } from 'zod';

/**
 * GraphQL document and zod schema of the investor pages' financial tables (public-site §1 "investor and
 * financial tables"), in the content service's Hygraph dialect: the model `FinancialTable`, its plural
 * field `financialTables`, `locales` and `stage`.
 */

/** How a figure's values read: amounts in millions of the table's currency, a percentage, a count. */
export const financialFigureUnitSchema = z.enum(['CURRENCY_MILLIONS', 'PERCENT', 'COUNT']);
export type FinancialFigureUnit = z.infer<typeof financialFigureUnitSchema>;

/** One row of a financial table: a figure over the table's fiscal years. */
export const financialFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: financialFigureUnitSchema,
  /** One value per fiscal year, in the table's order; null where not reported. A percentage is 8.4 for 8.4 %. */
  values: z.array(z.number().nullable()),
});
export type FinancialFigure = z.infer<typeof financialFigureSchema>;

/** A financial table, its texts in the first language of the requested `locales` it has. */
export const financialTableSchema = z.object({
  id: z.string(),
  locale: z.string(),
  slug: z.string(),
  title: z.string(),
  caption: z.string(),
  /** ISO 4217 code of the amounts. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  fiscalYears: z.array(z.number().int()),
  figures: z.array(financialFigureSchema),
});
export type FinancialTable = z.infer<typeof financialTableSchema>;

/** Answer of {@link FINANCIAL_TABLES_QUERY}. */
export const financialTablesAnswerSchema = z.object({ financialTables: z.array(financialTableSchema) });

/** Most tables one answer holds. */
export const FINANCIAL_TABLES_PAGE_SIZE = 100;

/** Every published financial table in the service's order, texts in one language's locale preference. */
export const FINANCIAL_TABLES_QUERY = /* GraphQL */ `
  query financialTablesQuery($locales: [Locale!]!, $stage: Stage!, $first: Int!) {
    financialTables(locales: $locales, stage: $stage, first: $first) {
      id locale slug title caption currency fiscalYears
      figures { key label unit values }
    }
  }
`;
