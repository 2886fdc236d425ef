import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServedSite } from '../../../core/serving/context.ts';
import { ACCESS_TABLE_FILE, type AccessTable } from '../access.ts';

// One read per served tree: RuntimeContext.sites() hands out new ServedSite objects after a rebuild.
const tables = new WeakMap<ServedSite, Promise<AccessTable | null>>();

/**
 * The access table of a served site (access.ts {@link ACCESS_TABLE_FILE}), read once per build.
 * @returns null when the site has none (no protected pages, or the plugin is not listed for it).
 */
export function accessTableOf(served: ServedSite): Promise<AccessTable | null> {
  let table = tables.get(served);
  if (!table) {
    table = readFile(path.join(served.dir, ACCESS_TABLE_FILE), 'utf8')
      .then((text) => {
        const parsed = JSON.parse(text) as AccessTable;
        return parsed.format === 3 && parsed.locales && typeof parsed.locales === 'object' ? parsed : null;
      })
      .catch(() => null);
    tables.set(served, table);
  }
  return table;
}
