import * as z from 'zod/mini';
import type { SisOperation } from '../sis-client.ts';

/**
 * The asset database's data and rules (customer-area §2 `/inventory` and `/inventory/old`): the SIS
 * query, the search filter of the current view and the grouping of the previous view. Pure, so the
 * rules are tested without a browser.
 */

/** One machine of the organization, as the SIS `assets` query answers it. */
export interface InventoryAsset {
  id: string;
  machineName: string;
  serialNumber: string;
  organization: { id: string; name: string };
  location: { id: string; name: string };
}

/** The SIS answer to {@link ASSETS_QUERY}. */
export interface AssetsAnswer {
  assets: InventoryAsset[];
}

const named = z.object({ id: z.string(), name: z.string() });

/** The SIS query of both inventory views: the caller's organizations' machines, checked on arrival. */
export const ASSETS_QUERY: SisOperation<AssetsAnswer> = {
  query: /* GraphQL */ `
  query InventoryAssets {
    assets { id machineName serialNumber organization { id name } location { id name } }
  }
`,
  answer: z.object({
    assets: z.array(
      z.object({
        id: z.string(),
        machineName: z.string(),
        serialNumber: z.string(),
        organization: named,
        location: named,
      }),
    ),
  }),
};

/**
 * The assets a search shows (current view's "Search" field): each whitespace-separated word of the
 * search must occur, ignoring case and accents, in the machine name, the serial number or the location
 * name (not necessarily the same one for every word). A blank search shows every asset.
 *
 * @param input.assets the assets in display order.
 * @param input.search the text typed, as is.
 * @returns the matching assets, order kept. Never throws.
 */
export function filterAssets(input: { assets: readonly InventoryAsset[]; search: string }): InventoryAsset[] {
  const words = fold(input.search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...input.assets];
  return input.assets.filter((asset) => {
    const haystack = fold([asset.machineName, asset.serialNumber, asset.location.name].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

/** One location of the previous view with its assets. */
export interface LocationGroup {
  location: { id: string; name: string };
  assets: InventoryAsset[];
}

/**
 * The previous view's grouping (`/inventory/old`): one group per location, locations by name, each
 * group's assets by serial number (numbers inside compared by value: `SN-9` before `SN-10`).
 *
 * @param input.assets the assets, any order.
 * @param input.locale BCP 47 tag of the page's collation, e.g. `de-ch`; default `en`.
 * @returns the groups; none for no assets. Never throws.
 */
export function groupByLocation(input: {
  assets: readonly InventoryAsset[];
  locale?: string;
}): LocationGroup[] {
  const collator = collatorFor(input.locale ?? 'en');
  const groups = new Map<string, LocationGroup>();
  for (const asset of input.assets) {
    let group = groups.get(asset.location.id);
    if (!group) {
      group = { location: asset.location, assets: [] };
      groups.set(asset.location.id, group);
    }
    group.assets.push(asset);
  }
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.location.name, b.location.name));
  for (const group of sorted) {
    group.assets.sort(
      (a, b) => collator.compare(a.serialNumber, b.serialNumber) || collator.compare(a.id, b.id),
    );
  }
  return sorted;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function collatorFor(locale: string): Intl.Collator {
  try {
    return new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  } catch {
    // An ill-formed locale tag (RangeError): fall back rather than fail the screen.
    return new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  }
}
