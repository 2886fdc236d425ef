import escapeHtml from 'escape-html';
import { foldTerm, isCjk, words } from './text.ts';

/** Separators a brand suffix follows in a title (`Company | Machinery Group`, `Company – Brand`). */
const SUFFIX_SEPARATORS = ['|', '–', '—', '-', '·', ':'];

/**
 * Strips a trailing brand suffix from a search title (customer-area §5 "Search titles have a trailing
 * brand suffix stripped"): the browser title is `{title} | {brand}` (runtime/ui/title.ts; the brand's
 * own name alone on a page titled with it, which stays as it is), and an
 * external engine that indexed the pages keeps it. A suffix is one of `brandNames` (the site's brand or
 * site name, compared without case and accents) after a separator (`|`, `–`, `—`, `-`, `·`, `:`) with
 * spaces around it; only the last one is stripped, and never the whole title.
 *
 * @example stripBrandSuffix('Company | Machinery Group', ['Machinery Group']) // 'Company'
 * @param title the title as indexed.
 * @param brandNames the names a suffix may carry.
 * @returns the title without its suffix, trimmed; the title unchanged when it has none.
 */
export function stripBrandSuffix(title: string, brandNames: readonly string[]): string {
  const trimmed = title.trim();
  const folded = foldTerm(trimmed);
  for (const name of brandNames) {
    const brand = foldTerm(name.trim());
    if (brand === '' || !folded.endsWith(brand) || folded.length !== trimmed.length) continue;
    const head = trimmed.slice(0, trimmed.length - brand.length).trimEnd();
    const separator = SUFFIX_SEPARATORS.find((candidate) => head.endsWith(candidate));
    if (!separator) continue;
    const rest = head.slice(0, head.length - separator.length);
    // `Title|Brand` is a word, not a suffix: the separator stands between spaces.
    if (!/\s$/.test(rest) || rest.trim() === '') continue;
    return rest.trim();
  }
  return trimmed;
}

/** A highlighted stretch of a title: `[start, end)` in UTF-16 code units. */
export type HighlightRange = [start: number, end: number];

/**
 * Where a title matches a query (customer-area §5 "query words highlighted"): each word of the title
 * whose folded form ({@link foldTerm}) starts with a folded query word, or is one of `matchedTerms`
 * (the index terms a typo-tolerant search matched), is highlighted whole; in a CJK word, each
 * occurrence of a CJK query word. Ranges are sorted and merged.
 *
 * @param input.title the title as shown (brand suffix already stripped).
 * @param input.queryWords the query's words (text.ts `queryTerms`).
 * @param input.matchedTerms folded index terms the engine matched; default none.
 * @param input.language the title's language, for word segmentation.
 */
export function titleHighlights(input: {
  title: string;
  queryWords: readonly string[];
  matchedTerms?: readonly string[];
  language: string;
}): HighlightRange[] {
  const query = input.queryWords.map(foldTerm).filter((word) => word !== '');
  const matched = new Set(input.matchedTerms ?? []);
  const ranges: HighlightRange[] = [];
  for (const word of words(input.title, input.language)) {
    const folded = foldTerm(word.text);
    if (matched.has(folded) || query.some((term) => folded.startsWith(term))) {
      ranges.push([word.index, word.index + word.text.length]);
      continue;
    }
    if (!isCjk(word.text)) continue;
    for (const term of query) {
      if (!isCjk(term)) continue;
      for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
        // NFKC leaves CJK text as long as it was, so offsets in the folded word are offsets in the title.
        if (folded.length === word.text.length) ranges.push([word.index + at, word.index + at + term.length]);
      }
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: HighlightRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * The title as safe markup (customer-area §5 highlighting, docs/security.md: no HTML from content
 * passes through): every character of the title HTML-escaped (`escape-html`), with only `<mark>` and
 * `</mark>` added around the `ranges`. A title `<script>` comes out as `&lt;script&gt;`.
 *
 * @param title the plain title.
 * @param ranges sorted, non-overlapping ranges ({@link titleHighlights}).
 */
export function highlightedTitle(title: string, ranges: readonly HighlightRange[]): string {
  let html = '';
  let at = 0;
  for (const [start, end] of ranges) {
    html += `${escapeHtml(title.slice(at, start))}<mark>${escapeHtml(title.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(title.slice(at));
}
