import { numberLocale } from '../../core/text/number-locale.ts';
import type { MediaRelease } from './queries.ts';
import { mediaReleasePath } from './rules.ts';

/** A publication date as shown: machine-readable for `<time dateTime>` and written out in the locale. */
export interface DateView {
  iso: string;
  text: string;
}

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

/** A media release as listed or shown (public-site §3 media release). */
export interface MediaReleaseView {
  id: string;
  /** Localized URL of its page. */
  href: string;
  title: string;
  leadText: string;
  date: DateView;
  /** An ad hoc announcement: marked in the list and on its page. */
  adhoc: boolean;
}

/**
 * A media release's view in a locale.
 *
 * @param context.href localizes a site-relative path (`/media-releases/x` → `/de-ch/media-releases/x`).
 */
export function mediaReleaseView(
  release: MediaRelease,
  context: { locale: { code: string; language: string }; href(path: string): string },
): MediaReleaseView {
  return {
    id: release.id,
    href: context.href(`/${mediaReleasePath(release.slug)}`),
    title: release.title,
    leadText: release.leadText,
    date: dateView({ date: release.publicationDate, locale: context.locale }),
    adhoc: release.adhoc,
  };
}
