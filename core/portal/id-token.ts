import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import { joinPath } from '../routing/url.ts';
import { PORTAL_CLIENT_ID } from './protocol.ts';
import { IDENTITY_REQUEST_TIMEOUT_MS } from './timeouts.ts';

/**
 * Signature algorithms an id token may use (docs/security.md): the asymmetric ones OIDC providers sign
 * with (the sandbox provider signs RS256). Pinned, so `none` and the HMAC family (`HS256`, which a
 * forger could "sign" with the public key) are refused whatever the token's header says.
 */
export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256', 'PS256', 'EdDSA'] as const;

/** Outcome of {@link verifyIdToken}. */
export type IdTokenCheck =
  | { valid: true; subject: string }
  /** `invalid`: the token is not one of the provider's for the portal; `unavailable`: its keys could not be read. */
  | { valid: false; reason: 'invalid' | 'unavailable'; message: string };

const discoverySchema = z.object({ jwks_uri: z.url() });

// One remote key set per issuer, kept for the process: jose refreshes it on an unknown key id.
const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

function keySetOf(issuer: string): Promise<JWTVerifyGetKey> {
  let keys = keySets.get(issuer);
  if (!keys) {
    keys = discoverKeySet(issuer);
    keySets.set(issuer, keys);
    // A provider that was down is asked again on the next call.
    keys.catch(() => keySets.delete(issuer));
  }
  return keys;
}

async function discoverKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const url = joinPath({ base: issuer, segments: ['.well-known', 'openid-configuration'] });
  const response = await fetch(url, { signal: AbortSignal.timeout(IDENTITY_REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { jwks_uri } = discoverySchema.parse(await response.json());
  return createRemoteJWKSet(new URL(jwks_uri), { timeoutDuration: IDENTITY_REQUEST_TIMEOUT_MS });
}

/**
 * Checks a user's OIDC id token against the identity provider's published keys (customer-area §7
 * `ciam_id_token`): the signature with a key from the issuer's well-known `jwks_uri`
 * (fetched once per issuer and cached), one of {@link ID_TOKEN_ALGORITHMS}, `iss` = the issuer, `aud` =
 * the portal's client id, and not expired.
 *
 * @param input.token the compact JWT.
 * @param input.issuer the identity provider's issuer URL (RuntimeContext `identityIssuer`).
 * @param input.audience default {@link PORTAL_CLIENT_ID}.
 * @param input.keys the key set to verify with; default the `jwks_uri` of the issuer's well-known
 *   configuration.
 * @returns the subject when valid; otherwise `invalid` (any token problem: garbage, forged, expired,
 *   another issuer or client) or `unavailable` (the provider's configuration or keys could not be
 *   read within 5 000 ms). Never throws.
 */
export async function verifyIdToken(input: {
  token: string;
  issuer: string;
  audience?: string;
  keys?: JWTVerifyGetKey;
}): Promise<IdTokenCheck> {
  try {
    const keys = input.keys ?? (await keySetOf(input.issuer));
    const { payload } = await jwtVerify(input.token, keys, {
      issuer: input.issuer,
      audience: input.audience ?? PORTAL_CLIENT_ID,
      algorithms: [...ID_TOKEN_ALGORITHMS],
      requiredClaims: ['sub', 'exp'],
    });
    if (!payload.sub)
      return { valid: false, reason: 'invalid', message: 'The identity token names no subject' };
    return { valid: true, subject: payload.sub };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const keysUnreadable =
      !(error instanceof errors.JOSEError) ||
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid;
    return { valid: false, reason: keysUnreadable ? 'unavailable' : 'invalid', message };
  }
}
