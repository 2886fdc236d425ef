import { numberLocale } from './number-locale.ts';

/** A publication date as shown: machine-readable for `<time dateTime>` and written out in the locale. */
export interface DateView {
  /** The day, ISO 8601 (`2024-05-03`). */
  iso: string;
  /** The day written out in the locale (`3. Mai 2024`). */
  text: string;
}

// One formatter per BCP 47 tag: made once per thread, however many dates a build writes out.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A publication date written out in the locale's format (public-site §9: "number format follows locale
 * (de is de-CH)"), e.g. `3. Mai 2024`, `May 3, 2024`; read as a UTC day, so no time zone moves it.
 *
 * @param input.date ISO 8601 date or timestamp.
 * @param input.locale the page's locale (`{ code: 'de-DE', language: 'de' }`).
 */
export function dateView(input: { date: string; locale: { code: string; language: string } }): DateView {
  const tag = numberLocale(input.locale);
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(tag, format);
  }
  const day = input.date.slice(0, 10);
  return { iso: day, text: format.format(new Date(`${day}T00:00:00Z`)) };
}
