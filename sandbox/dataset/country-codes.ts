export { COUNTRY_CODES } from '../../core/model/country-codes.ts';

/**
 * Territories with no permanent population or no market of their own; hidden from country pickers.
 */
export const HIDDEN_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'AQ',
  'BV',
  'CC',
  'CX',
  'GS',
  'HM',
  'IO',
  'NF',
  'PN',
  'SJ',
  'TF',
  'TK',
  'UM',
]);

/** Key markets listed first in country pickers (sortIndex 0). */
export const KEY_MARKET_CODES: ReadonlySet<string> = new Set(['CH', 'CN', 'DE', 'FR', 'JP', 'US']);
