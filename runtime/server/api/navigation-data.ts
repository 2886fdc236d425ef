import type { GraphQLEndpoint } from '../../../core/graphql/client.ts';
import { localePreference, requestContent } from '../../../core/graphql/content-request.ts';
import type { Logger } from '../../../core/logger.ts';
import { type CmsNavigation, NAVIGATION_QUERY, navigationSchema } from '../../../core/model/content.ts';
import { SYSTEM_DATA_QUERY, type SystemData, systemDataSchema } from '../../../core/model/system-data.ts';
import type { ServerDataAccess } from './server-data.ts';

/** Content stage of the navigation (Hygraph `stage`). */
export type Stage = 'DRAFT' | 'PUBLISHED';

/**
 * `systemDataQuery` (public-site §7) through the server-data cache: countries, languages, sites and
 * brands, the same for every language.
 * @throws GraphQLRequestError or SitefleetError `ServiceAnswerInvalid` when the content service fails.
 */
export function loadSystemData(input: {
  endpoint: GraphQLEndpoint;
  access: ServerDataAccess;
  logger: Logger;
}): Promise<SystemData> {
  const { access } = input;
  return access.cache.get({
    key: access.key('systemDataQuery'),
    bypass: access.bypass,
    load: () =>
      requestContent({
        endpoint: input.endpoint,
        query: SYSTEM_DATA_QUERY,
        operationName: 'systemDataQuery',
        languages: localePreference({ language: 'en' }),
        schema: systemDataSchema,
        logger: input.logger,
      }),
  });
}

/**
 * The header and footer navigation of one site in one language and stage through the server-data
 * cache, keyed by site, locale preference (language, the visitor's fallback language, en) and stage.
 * @throws as {@link loadSystemData}.
 */
export function loadNavigation(input: {
  endpoint: GraphQLEndpoint;
  access: ServerDataAccess;
  logger: Logger;
  site: { id: string; headerId: string; footerId: string };
  language: string;
  stage: Stage;
}): Promise<CmsNavigation> {
  const { access, site, stage } = input;
  const languages = localePreference({
    language: input.language,
    fallbackLanguage: access.modes.fallbackLanguage,
  });
  return access.cache.get({
    key: access.key('navigationQuery', site.id, languages.join(','), stage),
    bypass: access.bypass,
    load: () =>
      requestContent({
        endpoint: input.endpoint,
        query: NAVIGATION_QUERY,
        operationName: 'navigationQuery',
        variables: { headerId: site.headerId, footerId: site.footerId, locales: languages, stage },
        languages,
        schema: navigationSchema,
        logger: input.logger,
      }),
  });
}
