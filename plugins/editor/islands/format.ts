/** How the editor area writes dates and durations in the page's locale. Pure. */

/**
 * A CMS timestamp (ISO 8601) as a date and time in the locale (`12 Mar 2025, 14:05`).
 * @param localeUrlCode the page's locale as in its URL (`de-ch`); an unknown one falls back to ISO.
 * @returns the text as received when it does not parse as a date.
 */
export function formatDate(value: string, localeUrlCode: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  try {
    return new Intl.DateTimeFormat(localeUrlCode, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** Seconds with one decimal in the locale (`1.2`, `1,2`), from ms. */
export function formatSeconds(ms: number, localeUrlCode: string): string {
  try {
    return new Intl.NumberFormat(localeUrlCode, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(ms / 1000);
  } catch {
    return (ms / 1000).toFixed(1);
  }
}
