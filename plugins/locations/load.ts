import { loadNavigationByLanguage } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import type { Translations } from '../../core/i18n/index.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';
import {
  type Contact,
  LOCATIONS_PAGE_SIZE,
  LOCATIONS_QUERY,
  type Location,
  locationsAnswerSchema,
} from './queries.ts';

/** What the locations plugin loads for one site. */
export interface LocationsPluginData {
  /** The group's locations (the same in every language), as the service orders them. */
  locations: Location[];
  /** The contacts per language, each role in that language (else its fallback). */
  contactsByLanguage: Map<string, Contact[]>;
  navigationByLanguage: Map<string, CmsNavigation>;
  translations: Translations;
}

/**
 * Loads, for every language of the site's locales, through the shared queue: the published locations
 * and contacts (`locationsQuery`, locale preference the language then en; public-site §7), and the
 * layout navigation.
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadLocations(input: {
  context: LoadContext;
  translations: Promise<Translations>;
}): Promise<LocationsPluginData> {
  const { site, fetch: transport } = input.context;
  const languages = localeLanguages(site.locales);
  const [answers, navigationByLanguage, translations] = await Promise.all([
    Promise.all(languages.map((language) => loadLocationsIn({ transport, language }))),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
    input.translations,
  ]);
  return {
    locations: answers[0]?.locations ?? [],
    contactsByLanguage: new Map(languages.map((language, index) => [language, answers[index]!.contacts])),
    navigationByLanguage,
    translations,
  };
}

/** `locationsQuery` in one language's locale preference. */
export function loadLocationsIn(input: { transport: ServiceTransport; language: string }) {
  const languages = localePreference({ language: input.language });
  return input.transport.request({
    service: 'content',
    operationName: 'locationsQuery',
    query: LOCATIONS_QUERY,
    variables: { locales: languages, stage: 'PUBLISHED', first: LOCATIONS_PAGE_SIZE },
    languages,
    schema: locationsAnswerSchema,
  });
}
