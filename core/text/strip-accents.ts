/**
 * Latin letters with their combining marks: a base of the Latin script, then one or more marks. Marks
 * after letters of other scripts are not accents to strip: the Japanese voiced-sound marks of ガ, the
 * breve of Russian й, the vowel signs of Devanagari, the jamo of a decomposed Hangul syllable's word are
 * part of the letter, and removing them changes the word.
 */
const LATIN_WITH_MARKS = /(\p{Script=Latin})\p{M}+/gu;

/**
 * Strips the accents of Latin letters (customer-area §3 capability slug "accents stripped"; public-site
 * §3 technical name): `Détection` → `Detection`, `calității` → `calitatii`, `Řízení` → `Rizeni`, by
 * Unicode canonical decomposition (NFD), removing the combining marks that follow a Latin letter, and
 * recomposing (NFC). Every other script is left as it is, in NFC: `ガイド`, `новый`, `线束` are unchanged.
 * Letters without a decomposition (`ß`, `ł`, `ø`) are kept.
 *
 * Slug libraries were weighed and not taken: they transliterate (or drop) the letters of non-Latin
 * scripts, and a Japanese or Chinese slug must keep its words.
 *
 * @param text any text.
 * @returns the text in NFC with the Latin letters' accents removed.
 */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(LATIN_WITH_MARKS, '$1').normalize('NFC');
}
