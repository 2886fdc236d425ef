import type { JWTVerifyGetKey } from 'jose';
import { verifyIdToken } from '../core/portal/id-token.ts';

/** Checks an id token; resolves its subject, or null when the token does not verify. Never rejects. */
export type IdTokenVerifier = (token: string) => Promise<{ sub: string } | null>;

/**
 * The id-token check the CLI hands the sandbox SIS (customer-area §7 `ciam_id_token`): the same rule as
 * the runtime's tickets proxy (core/portal/id-token.ts `verifyIdToken`: the issuer's published keys,
 * pinned asymmetric algorithms, `iss` = `issuer`, `aud` = the portal client id, `sub` and `exp` required).
 *
 * @param input.issuer the identity provider's issuer URL (`http://127.0.0.1:41234/oauth2/alpha`).
 * @param input.audience the expected `aud`; default the portal client id (`sitefleet-portal`).
 * @param input.keys the key set to verify with; default the issuer's `jwks_uri`.
 */
export function createIdTokenVerifier(input: {
  issuer: string;
  audience?: string;
  keys?: JWTVerifyGetKey;
}): IdTokenVerifier {
  return async (token) => {
    const check = await verifyIdToken({ token, ...input });
    return check.valid ? { sub: check.subject } : null;
  };
}
