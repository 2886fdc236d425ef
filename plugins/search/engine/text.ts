/**
 * Language-aware text handling of the search index (customer-area §3 Search):
 * word segmentation with `Intl.Segmenter`, accent folding, and the extra terms that make CJK text
 * findable by any substring of a word. The same functions tokenize the indexed text at build time and
 * the visitor's query at run time, so both sides agree.
 */

/** Han, Hiragana, Katakana, Hangul and the CJK symbols in between: scripts written without spaces. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;

/** A run of Latin letters followed by combining marks (the accents {@link foldTerm} strips). */
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;

/** Longest CJK word whose every suffix is indexed; longer runs are indexed as character bigrams. */
const MAX_SUFFIX_WORD = 16;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: string): Intl.Segmenter {
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, found);
  }
  return found;
}

/** A word of a text and where it starts, in UTF-16 code units. */
export interface Word {
  text: string;
  index: number;
}

/**
 * The words of `text` in `language` (BCP 47, `de`, `ja`): `Intl.Segmenter` word segments that are
 * word-like (letters, digits, ideographs), in order, with their offsets. Punctuation and spaces are left
 * out; Japanese and Chinese are split by the ICU dictionary.
 */
export function words(text: string, language: string): Word[] {
  const found: Word[] = [];
  for (const segment of segmenter(language).segment(text)) {
    if (segment.isWordLike) found.push({ text: segment.segment, index: segment.index });
  }
  return found;
}

/** True when `word` contains a CJK character (Han, kana, Hangul). */
export function isCjk(word: string): boolean {
  return CJK.test(word);
}

/**
 * The one normal form of a term, for the index and the query alike: compatibility-decomposed (NFKD, so
 * full-width `Ａ` is `A`), Latin accents stripped (`é` → `e`, `ü` → `u`, `ç` → `c`), `ß` → `ss`,
 * lower-cased, then recomposed (NFKC, so Japanese kana keep their voicing marks: `が` stays `が`).
 *
 * @returns the folded term; `''` for a term of marks alone.
 */
export function foldTerm(term: string): string {
  return term
    .normalize('NFKD')
    .replace(LATIN_MARKS, '$1')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFKC');
}

/**
 * The terms a text is indexed under (before folding): its words ({@link words}), and for each CJK word
 * every suffix of it (`圧着機` → `圧着機`, `着機`, `機`), so that a prefix search for any substring of the
 * word finds it (`着機`). A CJK run longer than 16 characters (a sentence the segmenter could not split)
 * gives its character bigrams and unigrams instead.
 */
export function indexTerms(text: string, language: string): string[] {
  const terms: string[] = [];
  for (const { text: word } of words(text, language)) {
    terms.push(word);
    if (!isCjk(word)) continue;
    const characters = [...word];
    if (characters.length <= MAX_SUFFIX_WORD) {
      for (let start = 1; start < characters.length; start += 1) terms.push(characters.slice(start).join(''));
    } else {
      for (let start = 0; start < characters.length; start += 1) {
        terms.push(characters[start]!);
        if (start + 1 < characters.length) terms.push(characters[start]! + characters[start + 1]!);
      }
    }
  }
  return terms;
}

/**
 * The terms of a visitor's query (before folding): its words ({@link words}) in the index's language.
 * Each is searched as a prefix (so `Crimp` finds `Crimpmaschine` and a CJK substring finds the suffix
 * of the word it is in) and, from five characters on, with typo tolerance (engine/embedded-index.ts).
 * Only the first {@link MAX_QUERY_TERMS} words count.
 */
export function queryTerms(query: string, language: string): string[] {
  return words(query, language)
    .slice(0, MAX_QUERY_TERMS)
    .map((word) => word.text);
}

/**
 * Words of a query searched at most: each runs as a prefix and, from five characters on, as a fuzzy
 * search, so a query of forty words would cost forty times one (a cheap way to load the runtime).
 * A visitor's query rarely has more than a few.
 */
export const MAX_QUERY_TERMS = 8;
