import { deriveLocales } from '../../../core/locales/derive-locales.ts';
import {
  type LocaleIdentity,
  languageLocale,
  localeOfUrlCode,
} from '../../../core/locales/language-locale.ts';
import type { Site, SystemData } from '../../../core/model/system-data.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { ApiProblem } from '../../../runtime/kit/query.ts';

/**
 * The locale whose links the site-navigation API answers (customer-area §7): the site's locale for
 * `lang` and `country` (core/locales/language-locale.ts `languageLocale`), so that every link answers
 * without a redirect. `?lang=de` on a site without an international de locale gives its de-de links,
 * not `/de/…`, which answers 302 (public-site §2 "wrong locale gives 302").
 *
 * The site's locales are those the runtime serves of it (its build manifest); a site not served here
 * has the locales derived from the system data (public-site §3 locale), without the tweaks of its
 * `sites/` file, which only the build reads.
 *
 * @param input.country upper-case country code or `ALL` (the international view).
 * @throws ApiProblem 400 naming the site's languages (or its locales of the language) when the site
 *   has no locale of `language` (in `country`).
 */
export function navigationLocale(input: {
  context: RuntimeContext;
  site: Site;
  system: SystemData;
  language: string;
  country: string;
}): LocaleIdentity {
  const { site, language, country } = input;
  const served = input.context.sites().find((candidate) => candidate.site.id === site.id);
  const locales: LocaleIdentity[] = served
    ? served.manifest.locales.map(localeOfUrlCode)
    : deriveLocales({
        countries: input.system.countries,
        internationalOnly: site.internationalOnly,
        tweaks: { addInternational: [], dropLanguages: [] },
      });
  const defaultCountry = input.system.languages.find(
    (candidate) => candidate.languageCode === language,
  )?.defaultCountry;
  const locale = languageLocale({ language, country, locales, defaultCountry });
  if (locale) return locale;
  const ofLanguage = locales.filter((candidate) => candidate.language === language);
  if (ofLanguage.length > 0) {
    const codes = ofLanguage.map((candidate) => candidate.urlCode).join(', ');
    throw new ApiProblem(
      400,
      `The site '${site.id}' has no locale ${language}-${country.toLowerCase()}: leave country out, or use one of its ${language} locales (${codes}).`,
    );
  }
  const languages = [...new Set(locales.map((candidate) => candidate.language))].join(', ');
  throw new ApiProblem(
    400,
    `The site '${site.id}' has no locale in '${language}': use one of its languages (${languages}).`,
  );
}
