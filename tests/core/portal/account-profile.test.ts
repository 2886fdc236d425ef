import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PROFILE_FIELDS,
  accountProfileValues,
  IDM_PATCH_FIELDS,
  idmProfileFields,
} from '../../../core/portal/account-profile.ts';

const VALUES = {
  firstName: 'Annabel',
  lastName: 'Dobler-Roth',
  company: 'Alpha Wire Services GmbH',
  email: 'annabel.dobler@alpha-wire.test',
  telephone: '+49 89 555 0199',
  address: 'Leopoldstraße 8',
  postalCode: '80802',
  city: 'München',
  country: 'Germany',
  language: 'fr',
};

describe('account profile ↔ ForgeRock IDM fields (customer-area §3 account profile)', () => {
  it('writes each field under its IDM name and reads it back unchanged', () => {
    const idm = idmProfileFields(VALUES);
    expect(idm).toMatchObject({ givenName: 'Annabel', sn: 'Dobler-Roth', mail: VALUES.email });
    expect(idm.preferences).toEqual({ language: 'fr' });
    expect(accountProfileValues(idm)).toEqual(VALUES);
  });

  it('patches each field at the JSON pointer of its IDM name', () => {
    const idm = idmProfileFields(VALUES);
    for (const field of ACCOUNT_PROFILE_FIELDS) {
      const pointed = IDM_PATCH_FIELDS[field]
        .split('/')
        .slice(1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], idm);
      expect(pointed, field).toBe(VALUES[field]);
    }
  });
});
