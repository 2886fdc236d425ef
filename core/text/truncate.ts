/**
 * Text truncation (public-site §9: "Text truncation cuts at a word boundary and may add an ellipsis").
 * Pure: it belongs in `core/` (e.g. `core/text/truncate.ts`); it lives here until that module exists.
 */

/** The ellipsis character added to truncated text. */
export const ELLIPSIS = '…';

/** Punctuation and spaces dropped from the end of a cut, so 'one, two,' ends as 'one, two…'. */
const TRAILING = /[\s,;:.\-–—]+$/u;

/**
 * Shortens `text` to at most `maxLength` characters (code points, the ellipsis included), cutting at the
 * last space that fits; a first word longer than the room is cut inside the word. Text that fits is
 * returned unchanged.
 *
 * @param input.text the text to shorten.
 * @param input.maxLength the longest result, ≥ 1.
 * @param input.ellipsis add {@link ELLIPSIS} after a cut; default true.
 * @throws RangeError when `maxLength` is not a whole number ≥ 1.
 */
export function truncateText(input: { text: string; maxLength: number; ellipsis?: boolean }): string {
  const { text, maxLength, ellipsis = true } = input;
  if (!Number.isInteger(maxLength) || maxLength < 1) {
    throw new RangeError(`truncateText: maxLength must be a whole number of at least 1, got ${maxLength}.`);
  }
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  const room = maxLength - (ellipsis ? ELLIPSIS.length : 0);
  // Looking one character past the room finds a boundary right after the last word that fits.
  const window = chars.slice(0, room + 1);
  const boundary = window.findLastIndex((char) => /\s/u.test(char));
  const wordCut = boundary > 0 ? window.slice(0, boundary).join('').replace(TRAILING, '') : '';
  const cut = wordCut || chars.slice(0, room).join('');
  return ellipsis ? `${cut}${ELLIPSIS}` : cut;
}
