import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../sandbox/identity/accounts.ts';
import { hashPassword, verifyPassword } from '../../../sandbox/identity/passwords.ts';

// customer-area §6 roles, with the campus service's _invited and _inviteexpired variants.
const SPEC_ROLES = [
  'kmx_delegatedadmin_intern',
  'kmx_delegatedadmin_extern',
  'kmx_int_serviceticketing_active',
  'kmx_int_assetdb_active',
  'kmx_int_artemis_active',
  'kmx_artemis_onpremuser',
  'kmx_int_direct_pending',
  'kmx_int_direct_active',
  'kmx_int_mfpwm_active',
  'kmx_int_mfpmds_active',
  'kmx_int_lmsefront_active',
  'kmx_int_lmsefront_invited',
  'kmx_int_lmsefront_inviteexpired',
];

const rolesOf = (roles: string[] | string) => (typeof roles === 'string' ? [roles] : roles);

describe('demo accounts', () => {
  it('cover every role of customer-area §6, an internal employee and a user without roles', () => {
    const held = new Set(DEMO_ACCOUNTS.flatMap((account) => rolesOf(account.roles)));
    expect([...held].sort()).toEqual([...SPEC_ROLES].sort());
    expect(DEMO_ACCOUNTS.some((a) => a.internal && a.email.endsWith('@machinery-group.test'))).toBe(true);
    expect(DEMO_ACCOUNTS.some((a) => rolesOf(a.roles).length === 0)).toBe(true);
    expect(DEMO_ACCOUNTS.filter((a) => typeof a.roles === 'string')).toHaveLength(1);
    const artemis = DEMO_ACCOUNTS.filter((a) => rolesOf(a.roles).includes('kmx_int_artemis_active'));
    expect(artemis.map((a) => rolesOf(a.roles).includes('kmx_artemis_onpremuser'))).toContain(false);
  });

  it('have unique usernames and ids, and each signs in with the documented demo password only', async () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.username)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.id)).size).toBe(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      expect(await verifyPassword({ password: 'Portal-demo-1', hash: account.passwordHash })).toBe(true);
      expect(await verifyPassword({ password: 'portal-demo-1', hash: account.passwordHash })).toBe(false);
    }
  });

  it('hashes with a fresh salt each time and rejects unknown hash formats', async () => {
    const [first, second] = [await hashPassword('secret'), await hashPassword('secret')];
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt:/);
    expect(await verifyPassword({ password: 'secret', hash: second })).toBe(true);
    expect(await verifyPassword({ password: 'secret', hash: 'plain:secret' })).toBe(false);
  });
});
