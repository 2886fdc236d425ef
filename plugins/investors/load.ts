import { loadNavigationByLanguage } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import type { Translations } from '../../core/i18n/index.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';
import {
  FINANCIAL_TABLES_PAGE_SIZE,
  FINANCIAL_TABLES_QUERY,
  type FinancialTable,
  financialTablesAnswerSchema,
} from './queries.ts';

/** What the investors plugin loads for one site. */
export interface InvestorsPluginData {
  /** The financial tables per language, texts in that language (else its fallback), in the service's order. */
  tablesByLanguage: Map<string, FinancialTable[]>;
  navigationByLanguage: Map<string, CmsNavigation>;
  translations: Translations;
}

/**
 * Loads, for every language of the site's locales, through the shared queue: the published financial
 * tables (`financialTablesQuery`, locale preference the language then en; public-site §7) and the layout
 * navigation.
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadInvestors(input: {
  context: LoadContext;
  translations: Promise<Translations>;
}): Promise<InvestorsPluginData> {
  const { site, fetch: transport } = input.context;
  const languages = localeLanguages(site.locales);
  const [tables, navigationByLanguage, translations] = await Promise.all([
    Promise.all(languages.map((language) => loadFinancialTables({ transport, language }))),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
    input.translations,
  ]);
  return {
    tablesByLanguage: new Map(languages.map((language, index) => [language, tables[index]!])),
    navigationByLanguage,
    translations,
  };
}

/** `financialTablesQuery` in one language's locale preference. */
export async function loadFinancialTables(input: {
  transport: ServiceTransport;
  language: string;
}): Promise<FinancialTable[]> {
  const languages = localePreference({ language: input.language });
  const answer = await input.transport.request({
    service: 'content',
    operationName: 'financialTablesQuery',
    query: FINANCIAL_TABLES_QUERY,
    variables: { locales: languages, stage: 'PUBLISHED', first: FINANCIAL_TABLES_PAGE_SIZE },
    languages,
    schema: financialTablesAnswerSchema,
  });
  return answer.financialTables;
}
