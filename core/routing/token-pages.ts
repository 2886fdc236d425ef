import { PORTAL_SEGMENT_DEFAULT } from '../portal/constants.ts';
import { segmentsAfterLocale } from './path-segments.ts';
import { safeDecode } from './safe-decode.ts';

/** The silent-renewal page (customer-area §2 `/blank-callback`), at the root of every host. */
const BLANK_CALLBACK_SEGMENT = 'blank-callback';

/** First segments after the locale of pages that hold or receive tokens, besides the customer area. */
const TOKEN_SEGMENTS: ReadonlySet<string> = new Set(['callback', 'editor']);

/**
 * Tells whether a path is a page that holds or receives secrets, where no third-party script may run
 * (docs/security.md rule 4: oidc-client-ts keeps the tokens in session storage; the editor keeps its hash):
 *
 * - the customer area `/{locale}/{portalSegment}/**` (customer-area §2, any case);
 * - the login callback `/{locale}/callback` (and `/callback`), which receives `code` and `state`;
 * - the silent-renewal page `/blank-callback`;
 * - the editor area `/{locale}/editor/**` (customer-area §2, §6).
 *
 * Segments are compared after percent-decoding and in any case (`/en/%6Dykomax`, `/en/Editor`), and the
 * locale segment is recognised in any case (`/EN/mykomax`), so no spelling of these paths gets the
 * scripts. Whole segments only: `/en/mykomax-news` and `/en/editorial` are ordinary pages.
 *
 * @param input.pathname a URL path without query, as sent (`/de-ch/mykomax/tickets`).
 * @param input.portalSegment the customer-area segment; default `mykomax`.
 * @returns true on those pages. Never throws.
 */
export function isTokenPage(input: { pathname: string; portalSegment?: string }): boolean {
  const lower = safeDecode(input.pathname).toLowerCase();
  const [first] = segmentsAfterLocale(lower);
  if (first === undefined) return false;
  if (first === BLANK_CALLBACK_SEGMENT) return true;
  const portalSegment = (input.portalSegment ?? PORTAL_SEGMENT_DEFAULT).toLowerCase();
  return first === portalSegment || TOKEN_SEGMENTS.has(first);
}
