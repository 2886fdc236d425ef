import { describe, expect, it } from 'vitest';
import { isInternalEmployee, toCurrentUser, UNPOPULATED_USER } from '../../../core/portal/current-user.ts';
import { ROLES } from '../../../core/portal/roles.ts';

describe('toCurrentUser (customer-area §3 current user)', () => {
  it('maps the user-info fields', () => {
    expect(
      toCurrentUser({
        sub: 'u-1',
        subname: 'akeller',
        given_name: 'anna',
        family_name: 'Keller',
        name: 'Anna Keller',
        email: 'anna.keller@customer.test',
        roles: [ROLES.delegatedAdminExternal, ROLES.assetDatabaseActive],
      }),
    ).toEqual({
      id: 'u-1',
      fullName: 'Anna Keller',
      firstName: 'anna',
      lastName: 'Keller',
      initials: 'AK',
      email: 'anna.keller@customer.test',
      roles: [ROLES.delegatedAdminExternal, ROLES.assetDatabaseActive],
      populated: true,
      isDelegatedAdminInternal: false,
      isDelegatedAdminExternal: true,
    });
  });

  it.each([
    ['a single string', ROLES.delegatedAdminInternal, [ROLES.delegatedAdminInternal]],
    ['a list', ['a', 'b'], ['a', 'b']],
    ['null', null, []],
    ['missing', undefined, []],
    ['an empty string', '', []],
  ])('reads roles given as %s', (_case, roles, expected) => {
    expect(toCurrentUser({ roles }).roles).toEqual(expected);
  });

  it.each([
    [{ given_name: 'Anna', family_name: 'Keller' }, 'AK'],
    [{ given_name: 'émile', family_name: 'zola' }, 'ÉZ'],
    [{ given_name: 'Anna' }, 'A'],
    [{ family_name: 'Keller' }, 'K'],
    [{}, ''],
  ])('takes initials from first and last name: %o → %s', (userinfo, initials) => {
    expect(toCurrentUser(userinfo).initials).toBe(initials);
  });

  it('falls back to subname for the id and joined names for the full name', () => {
    const user = toCurrentUser({ subname: 'akeller', given_name: 'Anna', family_name: 'Keller' });
    expect(user.id).toBe('akeller');
    expect(user.fullName).toBe('Anna Keller');
  });

  it('flags the internal delegated administrator', () => {
    const user = toCurrentUser({ roles: ROLES.delegatedAdminInternal });
    expect(user.isDelegatedAdminInternal).toBe(true);
    expect(user.isDelegatedAdminExternal).toBe(false);
  });

  it('starts unpopulated', () => {
    expect(UNPOPULATED_USER.populated).toBe(false);
    expect(UNPOPULATED_USER.roles).toEqual([]);
  });
});

describe('isInternalEmployee (customer-area §6)', () => {
  const domains = ['machinery-group.test'];
  it.each([
    ['max@machinery-group.test', true],
    ['Max@Machinery-Group.TEST', true],
    ['max@de.machinery-group.test', true],
    ['max@customer.test', false],
    ['max@notmachinery-group.test', false],
    ['max@machinery-group.test.evil', false],
    ['machinery-group.test', false],
    ['', false],
  ])('%s → %s', (email, expected) => {
    expect(isInternalEmployee({ email }, domains)).toBe(expected);
  });

  it('is false without configured domains', () => {
    expect(isInternalEmployee({ email: 'max@machinery-group.test' }, [])).toBe(false);
    expect(isInternalEmployee({ email: 'max@x.test' }, [''])).toBe(false);
  });
});
