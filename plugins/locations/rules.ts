/**
 * The locations page's rules (public-site §1 "locations and contacts", §2): its path,
 * which contacts a visitor sees, how entries are grouped and ordered by country, and phone links. Pure.
 *
 * Whose country: the pages are prerendered per locale, so the visitor's country is the locale's country
 * (`de-ch` → CH). An international locale (`en`, `fr`, country `ALL`) stands for no country: it shows
 * every contact, grouped by the country the contact works in.
 */

/** Path of the locations page below the locale. */
export const LOCATIONS_PATH = 'locations';

/** The synthetic country of international locales (public-site §3 country ALL). */
export const ALL_COUNTRIES = 'ALL';

/** What the country filter needs of a contact. */
export interface CountryServed {
  /** The countries the contact serves (upper case); empty: every country without a contact of its own. */
  countries: readonly string[];
}

/** The contacts a visitor of one country sees, and whether they are the fallback. */
export interface ContactSelection<T> {
  contacts: T[];
  /**
   * True when no contact serves the country and the international desk (contacts serving no country
   * in particular) stands in.
   */
  fallback: boolean;
}

/**
 * The contacts shown to a visitor from `country` (contacts filtered by the visitor's
 * country): for `ALL`, every contact; otherwise those whose `countries` include it, in their order;
 * when none does, the contacts with no countries (the international desk), marked as `fallback`.
 *
 * @param input.country upper-case ISO 3166-1 alpha-2 code of the locale, or `ALL`.
 */
export function contactsForCountry<T extends CountryServed>(input: {
  contacts: readonly T[];
  country: string;
}): ContactSelection<T> {
  const { contacts, country } = input;
  if (country === ALL_COUNTRIES) return { contacts: [...contacts], fallback: false };
  const serving = contacts.filter((contact) => contact.countries.includes(country));
  if (serving.length > 0) return { contacts: serving, fallback: false };
  return { contacts: contacts.filter((contact) => contact.countries.length === 0), fallback: true };
}

/** Entries of one country, under its name in the page's language. */
export interface CountryGroup<T> {
  countryCode: string;
  countryName: string;
  entries: T[];
}

/**
 * Groups entries by country: the visitor's country first (when it has entries), then the others by
 * their names in the page's language (`Intl.Collator`); entries keep their order within a group.
 *
 * @param input.countryName the display name of a country code in the page's language.
 * @param input.first the visitor's country (upper case), or `ALL` for none.
 * @param input.language BCP 47 tag the names are collated in.
 */
export function groupByCountry<T extends { countryCode: string }>(input: {
  entries: readonly T[];
  countryName: (countryCode: string) => string;
  first: string;
  language: string;
}): CountryGroup<T>[] {
  const groups = new Map<string, CountryGroup<T>>();
  for (const entry of input.entries) {
    let group = groups.get(entry.countryCode);
    if (!group) {
      group = {
        countryCode: entry.countryCode,
        countryName: input.countryName(entry.countryCode),
        entries: [],
      };
      groups.set(entry.countryCode, group);
    }
    group.entries.push(entry);
  }
  const collator = new Intl.Collator(input.language);
  return [...groups.values()].sort(
    (a, b) =>
      Number(b.countryCode === input.first) - Number(a.countryCode === input.first) ||
      collator.compare(a.countryName, b.countryName),
  );
}

/**
 * The `tel:` URI of a phone number as written (`+41 41 555 12 34` → `tel:+41415551234`): digits and a
 * leading `+` kept (RFC 3966 global number), separators dropped.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A country's name in a language (CLDR, through `Intl.DisplayNames`), e.g. `('CH', 'de')` → 'Schweiz';
 * the code itself when CLDR has no name for it.
 *
 * @returns a function of upper-case ISO 3166-1 alpha-2 codes.
 */
export function countryNames(language: string): (countryCode: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return (countryCode) => {
    try {
      return names.of(countryCode) ?? countryCode;
    } catch {
      return countryCode;
    }
  };
}
