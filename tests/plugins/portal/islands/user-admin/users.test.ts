import { describe, expect, it } from 'vitest';
import {
  addableOrganizations,
  displayName,
  sortUsers,
  upsertUser,
  userPath,
} from '../../../../../plugins/portal/islands/user-admin/users.ts';
import { ALPHA, BETA, user } from './fixtures.ts';

const ida = user({ id: 'acc-ida', email: 'ida@x.test', firstName: 'Ida', lastName: 'Lang' });
const elias = user({ id: 'acc-elias', email: 'elias@x.test', firstName: 'Elias', lastName: 'Berger' });
const anna = user({ id: 'acc-anna', email: 'anna@x.test', firstName: 'anna', lastName: 'berger' });
const invited = user({ id: 'usr-1', email: 'new@x.test' });

describe('user list helpers', () => {
  it('shows a user by name, an invited user without a name by e-mail', () => {
    expect(displayName(ida)).toBe('Ida Lang');
    expect(displayName(invited)).toBe('new@x.test');
  });

  it('sorts by last name, first name and e-mail, ignoring case; nameless invited users first', () => {
    expect(sortUsers([ida, elias, invited, anna]).map((entry) => entry.id)).toEqual([
      'usr-1',
      'acc-anna',
      'acc-elias',
      'acc-ida',
    ]);
  });

  it('adds an invited user to the list, or replaces the entry of the same id', () => {
    const list = [elias, ida];
    expect(upsertUser(list, invited).map((entry) => entry.id)).toEqual(['usr-1', 'acc-elias', 'acc-ida']);
    const renamed = { ...ida, lastName: 'Adler' };
    expect(upsertUser(list, renamed)).toEqual([renamed, elias]);
    expect(list).toEqual([elias, ida]);
  });

  it('links a user below the portal home, the id encoded', () => {
    expect(userPath('/en/mykomax', 'acc-ida')).toBe('/en/mykomax/user-admin/acc-ida');
    expect(userPath('/de-ch/mykomax', 'a/b c')).toBe('/de-ch/mykomax/user-admin/a%2Fb%20c');
  });

  it("offers only the admin's organizations the user does not belong to yet", () => {
    expect(
      addableOrganizations([ALPHA, BETA], user({ id: 'u', email: 'u@x.test', organizations: [ALPHA] })),
    ).toEqual([BETA]);
    expect(
      addableOrganizations([ALPHA], user({ id: 'u', email: 'u@x.test', organizations: [ALPHA] })),
    ).toEqual([]);
  });
});
