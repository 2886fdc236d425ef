/**
 * The portal's sign-in as the browser keeps it: oidc-client-ts stores the signed-in user in session
 * storage under `oidc.user:<authority>:<client_id>` (plugins/portal/islands/auth.ts `createUserManager`,
 * whose settings `GET /api/portal/config` gives). Read by key prefix, so the gate needs neither the
 * authority nor the client id, nor the portal plugin's code. Free of React, so tests import it as it is.
 */

/** Key prefix of oidc-client-ts users in web storage (its `WebStorageStateStore` default prefix `oidc.`). */
export const STORED_USER_PREFIX = 'oidc.user:';

/** The tokens the role gate hands the server (customer-area §3 token set). */
export interface StoredSignIn {
  idToken: string;
  accessToken: string;
  /** Expiry of the access token, in seconds since the epoch. */
  expiresAt: number;
}

/**
 * The first stored sign-in whose tokens have not expired.
 * @param storage the page's `sessionStorage` (or any Storage).
 * @param nowSeconds seconds since the epoch.
 * @returns null when nobody is signed in in this tab, or the tokens have expired. Never throws.
 */
export function storedSignIn(storage: Storage, nowSeconds: number): StoredSignIn | null {
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(STORED_USER_PREFIX)) continue;
    try {
      const user = JSON.parse(storage.getItem(key) ?? '') as Record<string, unknown>;
      const { id_token: idToken, access_token: accessToken, expires_at: expiresAt } = user;
      if (
        typeof idToken === 'string' &&
        idToken !== '' &&
        typeof accessToken === 'string' &&
        accessToken !== '' &&
        typeof expiresAt === 'number' &&
        expiresAt > nowSeconds
      )
        return { idToken, accessToken, expiresAt };
    } catch {
      // Not a stored user: look at the next key.
    }
  }
  return null;
}
