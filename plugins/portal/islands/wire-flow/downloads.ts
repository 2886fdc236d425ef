import * as z from 'zod/mini';
import type { SisOperation } from '../sis-client.ts';

/**
 * The wire-flow download centre's data and formats (customer-area §2 `/wire-flow`): the SIS query, the
 * platform filter, and release dates in the page's locale (sizes: core/text `formatBytes`). Pure, so the
 * rules are tested without a browser.
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

/** The SIS answer to {@link DOWNLOADS_QUERY}. */
export interface DownloadsAnswer {
  downloads: Download[];
}

/** The SIS query of the download centre: every file, newest release first, checked on arrival. */
export const DOWNLOADS_QUERY: SisOperation<DownloadsAnswer> = {
  query: /* GraphQL */ `
  query WireFlowDownloads {
    downloads { id name version releaseDate platform sizeBytes fileName url }
  }
`,
  answer: z.object({
    downloads: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        version: z.string(),
        releaseDate: z.string(),
        platform: z.string(),
        sizeBytes: z.number(),
        fileName: z.string(),
        url: z.string(),
      }),
    ),
  }),
};

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

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    // An ill-formed tag (RangeError): English rather than a failing screen.
    return 'en';
  }
}
