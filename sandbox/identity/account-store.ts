import type { DemoAccount } from './accounts.ts';

/** The account fields the account API may change; id, username, organization and roles stay fixed. */
export type AccountChanges = Partial<
  Pick<
    DemoAccount,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'company'
    | 'telephone'
    | 'address'
    | 'postalCode'
    | 'city'
    | 'country'
    | 'language'
    | 'passwordHash'
  >
>;

/**
 * The accounts of one running identity provider. Every part of the provider (login page, userinfo,
 * account API, zero-page login) reads the same store, so a changed name shows in userinfo at once and a
 * changed password signs in at once. Changes live in memory until the provider stops.
 */
export interface AccountStore {
  /** Every account, in the order given at start. */
  all(): readonly DemoAccount[];
  /** The account with this subject id (`sub`), or undefined. */
  byId(id: string): DemoAccount | undefined;
  /** The account with this login name, compared exactly, or undefined. */
  byUsername(username: string): DemoAccount | undefined;
  /**
   * Applies `changes` to the account with `id`.
   *
   * @returns the changed account.
   * @throws Error when no account has that id.
   */
  update(id: string, changes: AccountChanges): DemoAccount;
}

/**
 * Creates the in-memory store of one provider start from the `accounts` option. The accounts are copied,
 * so changes never reach the caller's objects (such as the shared DEMO_ACCOUNTS) and a restart begins
 * again from the given values.
 */
export function createAccountStore(accounts: readonly DemoAccount[]): AccountStore {
  const byId = new Map<string, DemoAccount>();
  for (const account of accounts) {
    byId.set(account.id, {
      ...account,
      roles: Array.isArray(account.roles) ? [...account.roles] : account.roles,
    });
  }
  return {
    all: () => [...byId.values()],
    byId: (id) => byId.get(id),
    byUsername: (username) => [...byId.values()].find((account) => account.username === username),
    update(id, changes) {
      const account = byId.get(id);
      if (!account) throw new Error(`No account with id ${id}`);
      Object.assign(account, changes);
      return account;
    },
  };
}
