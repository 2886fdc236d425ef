import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../sandbox/identity/accounts.ts';
import { isEmailAddress, parsePatch, toIdmProfile } from '../../../sandbox/identity/idm-profile.ts';
import { CUSTOMER_FULL_PROFILE } from './fixtures.ts';

describe('the account API profile (customer-area §3, §5)', () => {
  it('answers an account in ForgeRock IDM field names', () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === 'customer.full')!;
    expect(toIdmProfile(account)).toEqual(CUSTOMER_FULL_PROFILE);
  });

  it.each([
    ['/givenName', 'firstName'],
    ['/sn', 'lastName'],
    ['/mail', 'email'],
    ['/telephoneNumber', 'telephone'],
    ['/postalAddress', 'address'],
    ['/preferences/language', 'language'],
  ])('reads the patch field %s as the account field %s', (field, accountField) => {
    expect(parsePatch([{ operation: 'replace', field, value: ' de ' }])).toEqual({
      changes: { [accountField]: 'de' },
    });
  });

  it.each([
    ['clara.fuchs@alpha-wire.test', true],
    [' clara.fuchs@alpha-wire.test ', true],
    ['not-an-address', false],
    ['clara@alpha-wire', false],
    ['clara fuchs@alpha-wire.test', false],
  ])('takes %j as an e-mail address: %s', (value, valid) => {
    expect(isEmailAddress(value)).toBe(valid);
  });
});
