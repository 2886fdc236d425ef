import * as z from 'zod/mini';
import { IDENTITY_ERRORS } from '../../../../core/portal/messages.ts';
import { IDENTITY_REQUEST_TIMEOUT_MS } from '../../../../core/portal/timeouts.ts';
import { formatMessage } from '../../../../core/text/format-message.ts';
import { type IdmProfile, type PatchOperation, parseIdmProfile } from './profile-form.ts';

/** The header carrying the current password on a password change (ForgeRock IDM's reauthentication). */
export const REAUTH_PASSWORD_HEADER = 'X-OpenIDM-Reauth-Password';

/**
 * The value of {@link REAUTH_PASSWORD_HEADER}: the password as it is when printable ASCII, else its UTF-8
 * bytes in RFC 2047 form (`=?UTF-8?B?…?=`), as ForgeRock IDM reads it (header values are Latin-1 only).
 */
export function reauthHeaderValue(password: string): string {
  if (/^[\x20-\x7e]*$/.test(password)) return password;
  const bytes = new TextEncoder().encode(password);
  return `=?UTF-8?B?${btoa(String.fromCharCode(...bytes))}?=`;
}

/**
 * A failed call of the identity provider's account API: the answer's `message` (ForgeRock's
 * `{ code, reason, message, detail }`), else 'Expected 200, received {status}'; 'Timeout' when no answer
 * came within the limit, the network error's message when none came at all (customer-area §8).
 */
export class IdmRequestError extends Error {
  /** HTTP status of the answer; null when none arrived. */
  readonly status: number | null;
  /** The answer's `detail` (field messages, failed policy requirements), or undefined. */
  readonly detail: unknown;
  constructor(message: string, options: { status: number | null; detail?: unknown }) {
    super(message);
    this.name = 'IdmRequestError';
    this.status = options.status;
    this.detail = options.detail;
  }
}

/**
 * A refusal of the account API (ForgeRock's `{ code, reason, message, detail }`): the message when it is
 * text, and the `detail` as received (read by the forms: profile-form.ts, password-form.ts).
 */
const idmRefusalSchema = z.object({
  message: z.catch(z.optional(z.string()), undefined),
  detail: z.optional(z.unknown()),
});

/** The signed-in user's account at the identity provider (customer-area §3 account profile, §6). */
export interface IdmClient {
  /** Reads the profile. @throws IdmRequestError */
  readProfile(): Promise<IdmProfile>;
  /** Applies patch operations to the profile. @returns the changed profile. @throws IdmRequestError */
  updateProfile(operations: readonly PatchOperation[]): Promise<IdmProfile>;
  /**
   * Changes the password; the current one is sent in {@link REAUTH_PASSWORD_HEADER}.
   * @throws IdmRequestError: 403 'Reauthentication failed' for a wrong current password, 403 'Failed
   *   policy validation' with `detail.failedPolicyRequirements` for a new one the policy refuses.
   */
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<void>;
  /** Requests an MFA reset (internal employees only, customer-area §6). @throws IdmRequestError */
  resetMfa(): Promise<void>;
}

/**
 * The browser's client of the account API (`{issuer origin}/openidm/managed/alpha_user/{userId}`,
 * ForgeRock IDM's managed users), called directly with the bearer access token.
 *
 * @param input.issuer the OIDC issuer URL; only its origin is used.
 * @param input.userId the user's subject id.
 * @param input.accessToken the bearer token, or a function answering the current one (renewed tokens).
 * @param input.onUnauthenticated called (before the error is thrown) on a 401 answer: the token is no
 *   longer accepted, so the portal signs in again.
 * @param input.timeoutMs limit per request in ms; default `IDENTITY_REQUEST_TIMEOUT_MS` (5000, §9).
 * @param input.fetch default `globalThis.fetch`.
 */
export function createIdmClient(input: {
  issuer: string;
  userId: string;
  accessToken: string | (() => Promise<string>);
  onUnauthenticated?: () => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): IdmClient {
  const send = input.fetch ?? globalThis.fetch.bind(globalThis);
  const url = `${new URL(input.issuer).origin}/openidm/managed/alpha_user/${encodeURIComponent(input.userId)}`;

  async function call(init: {
    method: string;
    query?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }) {
    const accessToken = typeof input.accessToken === 'string' ? input.accessToken : await input.accessToken();
    let response: Response;
    try {
      response = await send(`${url}${init.query ?? ''}`, {
        method: init.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${accessToken}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(input.timeoutMs ?? IDENTITY_REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new IdmRequestError(timedOut ? IDENTITY_ERRORS.timeout : String((error as Error).message), {
        status: null,
      });
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      // Not JSON: reported by status below.
    }
    if (!response.ok) {
      const refusal = z.safeParse(idmRefusalSchema, answer);
      const { message, detail } = refusal.success ? refusal.data : {};
      if (response.status === 401) input.onUnauthenticated?.();
      throw new IdmRequestError(
        message || formatMessage(IDENTITY_ERRORS.unexpectedStatus, { status: response.status }),
        { status: response.status, detail },
      );
    }
    return answer;
  }

  return {
    readProfile: async () => parseIdmProfile(await call({ method: 'GET' })),
    updateProfile: async (operations) => parseIdmProfile(await call({ method: 'PATCH', body: operations })),
    async changePassword({ currentPassword, newPassword }) {
      await call({
        method: 'PATCH',
        body: [{ operation: 'replace', field: '/password', value: newPassword }],
        headers: { [REAUTH_PASSWORD_HEADER]: reauthHeaderValue(currentPassword) },
      });
    },
    async resetMfa() {
      await call({ method: 'POST', query: '?_action=resetMfa' });
    },
  };
}
