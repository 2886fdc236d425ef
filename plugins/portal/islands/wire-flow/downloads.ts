import { numberLocale } from '../../../../core/text/number-locale.ts';
/**
 * The wire-flow download centre's data and formats (customer-area §2 `/wire-flow`): the SIS query, the
 * platform filter, and sizes and dates in the page's locale. Pure, so the rules are tested without a
 * browser.
 */

/** One file of the download centre, as the SIS `downloads` query answers it. */
export interface Download {
  id: string;
  name: string;
  version: string;
  /** ISO 8601 date, `2025-03-18`. */
  releaseDate: string;
  /** `windows`, `linux` or `any` (platform-independent); another value is shown as received. */
  platform: string;
  sizeBytes: number;
  fileName: string;
  /** Absolute URL of the file. */
  url: string;
}

/** The SIS query of the download centre: every file, newest release first. */
export const DOWNLOADS_QUERY = /* GraphQL */ `
  query WireFlowDownloads {
    downloads { id name version releaseDate platform sizeBytes fileName url }
  }
`;

/** The SIS answer to {@link DOWNLOADS_QUERY}. */
export interface DownloadsAnswer {
  downloads: Download[];
}

/** Platforms in the order the filter offers them; others follow in order of appearance. */
const PLATFORM_ORDER = ['windows', 'linux', 'any'];

/**
 * The platforms the downloads cover, each once: windows, linux, any (those present), then any other
 * platform in order of first appearance.
 */
export function downloadPlatforms(downloads: readonly Download[]): string[] {
  const present = [...new Set(downloads.map((download) => download.platform))];
  const rank = (platform: string) => {
    const index = PLATFORM_ORDER.indexOf(platform);
    return index === -1 ? PLATFORM_ORDER.length : index;
  };
  return present
    .map((platform, index) => ({ platform, index }))
    .sort((a, b) => rank(a.platform) - rank(b.platform) || a.index - b.index)
    .map(({ platform }) => platform);
}

/**
 * The downloads of one platform, order kept; every download for `''` (all platforms).
 * Platform-independent files (`any`) belong to every platform.
 */
export function filterByPlatform(input: { downloads: readonly Download[]; platform: string }): Download[] {
  const { downloads, platform } = input;
  if (platform === '') return [...downloads];
  return downloads.filter((download) => download.platform === platform || download.platform === 'any');
}

const UNITS = [
  { unit: 'kilobyte', bytes: 1e3, digits: 0 },
  { unit: 'megabyte', bytes: 1e6, digits: 1 },
  { unit: 'gigabyte', bytes: 1e9, digits: 1 },
] as const;

/**
 * A file size for people, in SI units with the locale's unit names and number format: below 1000 bytes
 * in bytes, then whole kB, then MB and GB with at most one decimal. A value that rounds up to 1000 of
 * a unit is written in the next one (999 999 bytes → 1 MB).
 *
 * @param input.bytes the size in bytes (≥ 0).
 * @param input.locale the page's locale (`en`, `de-ch`); German is written as de-CH (core/text `numberLocale`).
 * @returns e.g. '512 byte', '864 kB', '3.5 MB' (en), '3.5 MB' (de-CH), '3,5 Mo' (fr).
 */
export function formatBytes(input: { bytes: number; locale: string }): string {
  const locale = safeLocale(
    numberLocale({ code: input.locale, language: input.locale.toLowerCase().split('-')[0]! }),
  );
  const format = (value: number, unit: string, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  const bytes = Math.max(0, input.bytes);
  if (bytes < 1e3) return format(bytes, 'byte', 0);
  const fits = UNITS.find(({ bytes: size, digits }, index) => {
    const last = index === UNITS.length - 1;
    return last || round(bytes / size, digits) < 1e3;
  })!;
  return format(round(bytes / fits.bytes, fits.digits), fits.unit, fits.digits);
}

/**
 * A release date in the page's locale (medium date style: 'Mar 18, 2025', '18.03.2025'); the text as
 * received when it is not an ISO date. Read as a calendar date (UTC), so no time zone shifts the day.
 *
 * @param input.isoDate `YYYY-MM-DD` (a full ISO 8601 timestamp works too).
 * @param input.locale the page's locale (`en`, `de-ch`).
 */
export function formatReleaseDate(input: { isoDate: string; locale: string }): string {
  const date = new Date(input.isoDate);
  if (Number.isNaN(date.getTime())) return input.isoDate;
  return new Intl.DateTimeFormat(safeLocale(input.locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    date,
  );
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    // An ill-formed tag (RangeError): English rather than a failing screen.
    return 'en';
  }
}
