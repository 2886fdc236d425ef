import { parseLocaleSegment } from './locale-segment.ts';

/**
 * Splits a path on `/` and drops empty segments, so leading, trailing and doubled slashes do not count
 * (public-site §2 URL resolution).
 *
 * @param pathname a URL path (`/de-ch/events/company/`).
 * @returns the raw (still percent-encoded) segments: `['de-ch', 'events', 'company']`; `[]` for `/`.
 */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * The path segments after an optional leading locale segment (public-site §2 technical areas, main site).
 *
 * @param pathname a URL path (`/en/style-guide/buttons`).
 * @returns `['style-guide', 'buttons']`; a path without locale keeps all its segments.
 */
export function segmentsAfterLocale(pathname: string): string[] {
  const segments = pathSegments(pathname);
  const [first] = segments;
  return first !== undefined && parseLocaleSegment(first) ? segments.slice(1) : segments;
}
