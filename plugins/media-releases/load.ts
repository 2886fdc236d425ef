import { loadAllConnectionPages } from '../../core/content/connection-pages.ts';
import { loadNavigationByLanguage } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import type { ServiceTransport } from '../../core/graphql/service-request.ts';
import type { Translations } from '../../core/i18n/index.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';
import {
  MEDIA_RELEASE_PAGES_PAGE_SIZE,
  MEDIA_RELEASE_PAGES_QUERY,
  type MediaRelease,
  mediaReleasePagesConnectionSchema,
} from './queries.ts';

/** What the media-releases plugin loads for one site. */
export interface MediaReleasesPluginData {
  /** The releases that exist in each language (none shown in a fallback language), as the service orders them. */
  byLanguage: Map<string, MediaRelease[]>;
  navigationByLanguage: Map<string, CmsNavigation>;
  translations: Translations;
}

/**
 * Loads, for every language of the site's locales, through the shared queue: every published media
 * release (`mediaReleasePagesConnection`, newest first, locale preference the language then en;
 * public-site §7), keeping those the service answers in that language, and the layout navigation.
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadMediaReleases(input: {
  context: LoadContext;
  translations: Promise<Translations>;
}): Promise<MediaReleasesPluginData> {
  const { site, fetch: transport } = input.context;
  const languages = localeLanguages(site.locales);
  const [entries, navigationByLanguage, translations] = await Promise.all([
    Promise.all(
      languages.map(async (language) => {
        const releases = await loadMediaReleasePages({ transport, language });
        return [language, releases.filter((release) => release.locale === language)] as const;
      }),
    ),
    loadNavigationByLanguage({ transport, site: site.cms, languages }),
    input.translations,
  ]);
  return { byLanguage: new Map(entries), navigationByLanguage, translations };
}

/**
 * `mediaReleasePagesQuery`: every published media release in one language's locale preference,
 * following the Relay cursor (core/content/connection-pages.ts).
 *
 * @returns the releases, newest first, each in the first language of the preference it has.
 */
export function loadMediaReleasePages(input: {
  transport: ServiceTransport;
  language: string;
}): Promise<MediaRelease[]> {
  const languages = localePreference({ language: input.language });
  return loadAllConnectionPages({
    transport: input.transport,
    request: {
      service: 'content',
      operationName: 'mediaReleasePagesQuery',
      query: MEDIA_RELEASE_PAGES_QUERY,
      variables: { locales: languages, stage: 'PUBLISHED' },
      languages,
      schema: mediaReleasePagesConnectionSchema,
    },
    pageSize: MEDIA_RELEASE_PAGES_PAGE_SIZE,
    connection: (answer) => answer.mediaReleasePagesConnection,
  });
}
