import { UI_LANGUAGES } from '../../core/model/system-data.ts';
import type { Localized } from './types.ts';

/**
 * A text in the eleven UI languages from one `|`-separated row in UI_LANGUAGES order (en cs de es fr hu
 * ja pt ro sk zh), the table format of terms.ts: one line per text keeps a vocabulary scannable.
 *
 * @throws Error when the row does not hold exactly one cell per UI language.
 */
export function localizedRow(row: string): Localized {
  const cells = row.split('|');
  if (cells.length !== UI_LANGUAGES.length) {
    throw new Error(`A localized row needs ${UI_LANGUAGES.length} cells, got ${cells.length}: ${row}`);
  }
  return Object.fromEntries(UI_LANGUAGES.map((language, index) => [language, cells[index]!]));
}
