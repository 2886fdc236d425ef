import { describe, expect, it } from 'vitest';
import {
  filterAssets,
  groupByLocation,
  type InventoryAsset,
} from '../../../../../plugins/portal/islands/inventory/assets.ts';

const ALPHA = { id: 'org-alpha-wire', name: 'Alpha Wire GmbH' };
const STUTTGART = { id: 'loc-stuttgart', name: 'Alpha Wire Stuttgart' };
const MUNICH = { id: 'loc-munich', name: 'Alpha Wire München' };

const asset = (
  id: string,
  machineName: string,
  serialNumber: string,
  location = STUTTGART,
): InventoryAsset => ({
  id,
  machineName,
  serialNumber,
  organization: ALPHA,
  location,
});

const ASSETS = [
  asset('a1', 'Alpha 530', 'SN-530-10021'),
  asset('a2', 'Gamma 333 PC', 'SN-333-20417'),
  asset('a3', 'Zeta 640', 'SN-640-30088', MUNICH),
];
const ids = (assets: InventoryAsset[]) => assets.map((entry) => entry.id);

describe('filterAssets (inventory search)', () => {
  it.each([
    ['', ['a1', 'a2', 'a3']],
    ['   ', ['a1', 'a2', 'a3']],
    ['gamma', ['a2']],
    ['ZETA', ['a3']],
    ['20417', ['a2']],
    ['sn-5', ['a1']],
    ['stuttgart', ['a1', 'a2']],
    ['munchen', ['a3']],
    ['München', ['a3']],
    ['alpha stuttgart', ['a1', 'a2']],
    ['alpha 530', ['a1']],
    ['kappa', []],
    ['gamma munich', []],
  ])('%j shows %j', (search, expected) => {
    expect(ids(filterAssets({ assets: ASSETS, search }))).toEqual(expected);
  });

  it('does not search the organization name', () => {
    expect(filterAssets({ assets: ASSETS, search: 'GmbH' })).toEqual([]);
  });
});

describe('groupByLocation (previous inventory view)', () => {
  it('groups by location, locations by name, assets by serial number with numbers by value', () => {
    const groups = groupByLocation({
      assets: [
        asset('s10', 'Omega', 'SN-10'),
        asset('m1', 'Zeta', 'SN-7', MUNICH),
        asset('s9', 'Alpha', 'SN-9'),
        asset('s2', 'Beta', 'SN-2'),
      ],
    });
    expect(groups.map((group) => group.location.name)).toEqual([
      'Alpha Wire München',
      'Alpha Wire Stuttgart',
    ]);
    expect(groups.map((group) => ids(group.assets))).toEqual([['m1'], ['s2', 's9', 's10']]);
  });

  it('keeps two locations of the same name apart', () => {
    const other = { id: 'loc-stuttgart-2', name: STUTTGART.name };
    const groups = groupByLocation({ assets: [asset('x', 'X', '1'), asset('y', 'Y', '2', other)] });
    expect(groups.map((group) => group.location.id).sort()).toEqual(['loc-stuttgart', 'loc-stuttgart-2']);
  });

  it('gives no groups for no assets and survives an ill-formed locale', () => {
    expect(groupByLocation({ assets: [] })).toEqual([]);
    expect(groupByLocation({ assets: ASSETS, locale: 'not a locale!' })).toHaveLength(2);
  });
});
