import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier, type IdTokenVerifier } from '../../cli/id-token-verifier.ts';
import { PORTAL_CLIENT_ID } from '../../core/portal/protocol.ts';

const ISSUER = 'http://127.0.0.1:41234/oauth2/alpha';
let trusted: KeyObject;
let publicPem: string;
let verify: IdTokenVerifier;

beforeAll(async () => {
  // A node key, not a WebCrypto one: it may sign with any RSA algorithm, so RS512 can be tried below.
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  trusted = pair.privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  verify = createIdTokenVerifier({ issuer: ISSUER, keys: createLocalJWKSet({ keys: [jwk] }) });
});

const nowS = () => Math.floor(Date.now() / 1000);

/** An id token as the sandbox provider issues it, with `claims` changed. */
function claims(changes: JWTPayload = {}): JWTPayload {
  return {
    iss: ISSUER,
    aud: PORTAL_CLIENT_ID,
    sub: 'acc-customer-full',
    iat: nowS(),
    exp: nowS() + 300,
    ...changes,
  };
}

async function signed(
  input: { changes?: JWTPayload; key?: KeyObject | CryptoKey | Uint8Array; alg?: string } = {},
) {
  return new SignJWT(claims(input.changes))
    .setProtectedHeader({ alg: input.alg ?? 'RS256', kid: 'k1' })
    .sign(input.key ?? trusted);
}

describe('createIdTokenVerifier (the sandbox SIS id-token check, customer-area §7 ciam_id_token)', () => {
  it("accepts the issuer's RS256 id token for the portal client and answers its subject", async () => {
    expect(await verify(await signed())).toEqual({ sub: 'acc-customer-full' });
  });

  it.each<[string, JWTPayload]>([
    ['another audience', { aud: 'another-client' }],
    ['an audience list without the portal', { aud: ['another-client'] }],
    ['another issuer', { iss: 'http://127.0.0.1:9/oauth2/alpha' }],
    ['an expired token', { iat: nowS() - 600, exp: nowS() - 300 }],
    ['no expiry', { exp: undefined }],
    ['no subject', { sub: undefined }],
  ])('refuses %s', async (_, changes) => {
    expect(await verify(await signed({ changes }))).toBeNull();
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expect(await verify(await signed({ key: privateKey }))).toBeNull();
  });

  it('refuses an unsigned token (alg none)', async () => {
    expect(await verify(new UnsecuredJWT(claims()).encode())).toBeNull();
  });

  it("refuses HS256 signed with the issuer's public key as the secret", async () => {
    const secret = new TextEncoder().encode(publicPem);
    expect(await verify(await signed({ key: secret, alg: 'HS256' }))).toBeNull();
  });

  it('refuses an RS512 token signed by the trusted key (algorithms are pinned)', async () => {
    expect(await verify(await signed({ alg: 'RS512' }))).toBeNull();
  });

  it('refuses what is not a token', async () => {
    expect(await verify('')).toBeNull();
    expect(await verify('not.a.token')).toBeNull();
  });
});
