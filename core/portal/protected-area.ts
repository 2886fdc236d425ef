import { segmentsAfterLocale } from '../routing/path-segments.ts';
import { safeDecode } from '../routing/url.ts';
import { PORTAL_SEGMENT_DEFAULT } from './protocol.ts';

/**
 * Tells whether a path lies in the protected customer area, which requires sign-in (customer-area §2
 * "any path starting with /mykomax (case-insensitive)"; §6 "/mykomax requires login").
 *
 * The first segment after an optional locale segment (core/routing `segmentsAfterLocale`) must equal the
 * portal segment, compared case-insensitively and after percent-decoding, so `/en/MyKomax/tickets`
 * and `/en/%6Dykomax` are protected. Whole segments are compared: `/en/mykomax-news` is not the area.
 *
 * @param input.pathname a URL path without query (`/de-ch/mykomax/account`).
 * @param input.portalSegment the customer-area segment from configuration; default `mykomax`.
 * @returns true when sign-in is required. Never throws.
 */
export function isProtectedPath(input: { pathname: string; portalSegment?: string }): boolean {
  const [first] = segmentsAfterLocale(input.pathname);
  if (first === undefined) return false;
  const portalSegment = (input.portalSegment ?? PORTAL_SEGMENT_DEFAULT).toLowerCase();
  return safeDecode(first).toLowerCase() === portalSegment;
}
