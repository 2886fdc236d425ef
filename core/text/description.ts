import { truncateText } from './truncate.ts';

/** Longest meta description, in characters: what search engines show of a snippet. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * A meta description from plain text: whitespace collapsed, then
 * as many whole sentences from the start as fit in `maxLength` characters (sentences found by
 * `Intl.Segmenter` for the language, so `。` ends a Japanese sentence); when even the first sentence is
 * longer, it is cut at a word boundary with an ellipsis (core/text/truncate.ts, public-site §9).
 *
 * @param input.text plain text (no markup).
 * @param input.language BCP 47 tag of the text (`de`, `ja-JP`); sentence rules follow it.
 * @param input.maxLength the longest result in characters (code points); default {@link DESCRIPTION_MAX_LENGTH}.
 * @returns the description, or null when the text is blank.
 */
export function describeText(input: { text: string; language: string; maxLength?: number }): string | null {
  const maxLength = input.maxLength ?? DESCRIPTION_MAX_LENGTH;
  const text = input.text.replace(/\s+/gu, ' ').trim();
  if (text === '') return null;
  if (Array.from(text).length <= maxLength) return text;
  const segmenter = new Intl.Segmenter(input.language, { granularity: 'sentence' });
  let description = '';
  for (const { segment } of segmenter.segment(text)) {
    const next = `${description}${segment}`;
    if (Array.from(next.trimEnd()).length > maxLength) break;
    description = next;
  }
  description = description.trim();
  return description !== '' ? description : truncateText({ text, maxLength });
}
