import { stripAccents } from '../text/strip-accents.ts';

/** Characters that are not word characters in any script: not a letter, mark, digit or `_`. */
const NON_WORD = /[^\p{L}\p{M}\p{Nd}_]/gu;

/**
 * Derives a site's technical name from its display name (public-site §3 site): lower-case, spaces and
 * hyphens to underscores, other non-word characters removed. Word characters are those of every script
 * (letters, their marks, decimal digits, `_`), so a Japanese or Chinese name keeps its words; the
 * accents of Latin letters are stripped (core/text/strip-accents.ts), so `Zürich` gives `zurich`, a
 * name the tree's folder and archive can carry.
 *
 * @example siteTechnicalName('Events North-America 2024!') // 'events_north_america_2024'
 * @example siteTechnicalName('ワイヤーハーネス 展示会') // 'ワイヤーハーネス_展示会'
 * @param name the site's name from the content service.
 * @returns the technical name, in NFC.
 */
export function siteTechnicalName(name: string): string {
  return stripAccents(name).toLowerCase().replace(/[\s-]/g, '_').replace(NON_WORD, '');
}
