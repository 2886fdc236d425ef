/**
 * Chooses the locale a request without a valid locale is redirected to (public-site §2 "wrong locale
 * gives 302", §4 last locale per site), first match wins:
 *
 * 1. the requested segment lower-cased, when the site has it (`/de-CH/…` → `de-ch`);
 * 2. on a non-main site, the remembered locale (its last-locale cookie) when the site has it;
 * 3. on an international-only site, the language part of the remembered locale, then of the requested
 *    one, when the site has it (`de-ch` → `de`; `fr-ch` → `fr`);
 * 4. `en` when the site has it;
 * 5. the site's first locale.
 *
 * @example chooseLocale({ siteLocales: ['en', 'fr'], requested: null, remembered: 'fr-ch', mainSite: false, internationalOnly: true }) // 'fr'
 * @param input.siteLocales URL codes of the site's locales, in derivation order.
 * @param input.requested the first path segment when it looks like a locale (any case), else null.
 * @param input.remembered the site's last-locale cookie value, or null.
 * @param input.mainSite true for the main site (no slug): the remembered locale is not used there.
 * @returns a URL code of the site, or null when the site has no locale. Never throws.
 */
export function chooseLocale(input: {
  siteLocales: readonly string[];
  requested: string | null;
  remembered: string | null;
  mainSite: boolean;
  internationalOnly: boolean;
}): string | null {
  const { siteLocales, internationalOnly } = input;
  const has = (code: string | null | undefined): code is string => !!code && siteLocales.includes(code);
  const requested = input.requested?.toLowerCase() ?? null;
  const remembered = input.mainSite ? null : (input.remembered?.toLowerCase() ?? null);
  const candidates = [
    requested,
    remembered,
    internationalOnly ? languagePart(remembered) : null,
    internationalOnly ? languagePart(requested) : null,
    'en',
    siteLocales[0],
  ];
  return candidates.find(has) ?? null;
}

function languagePart(code: string | null): string | null {
  return code?.split('-', 1)[0] ?? null;
}
