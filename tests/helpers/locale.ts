import type { Locale } from '../../core/model/locale.ts';

/**
 * A locale from its URL code, as the build derives it: `en-ch` → code `en-CH`, country `CH`; a bare
 * language (`en`) is international (country `ALL`). Metric, service locale `en-US`.
 */
export function localeOf(urlCode: string): Locale {
  const [language, region] = urlCode.split('-');
  return {
    code: region ? `${language}-${region.toUpperCase()}` : urlCode,
    urlCode,
    sisCode: 'en-US',
    isInternational: !region,
    language: language as Locale['language'],
    country: region ? region.toUpperCase() : 'ALL',
    measurementSystem: 'Metric',
  };
}
