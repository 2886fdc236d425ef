import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdToken } from '../../../../core/portal/id-token.ts';
import { PORTAL_CLIENT_ID } from '../../../../core/portal/protocol.ts';

// A stand-in identity provider: its well-known configuration and the public key of `privateKey`.
let server: Server;
let issuer: string;
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/jwks` }
        : request.url === '/jwks'
          ? { keys: [jwk] }
          : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An id token with the given claims over the defaults (this issuer, the portal, a subject, 5 minutes). */
async function token(
  claims: Record<string, unknown> = {},
  options: { key?: CryptoKey | Uint8Array; alg?: string } = {},
) {
  return new SignJWT({ iss: issuer, aud: PORTAL_CLIENT_ID, sub: 'acc-customer-full', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'k1' })
    .setIssuedAt()
    .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : '5m')
    .sign(options.key ?? privateKey);
}

describe('verifyIdToken (docs/security.md rule 3)', () => {
  it("answers the subject of the provider's token for the portal", async () => {
    expect(await verifyIdToken({ token: await token(), issuer })).toEqual({
      valid: true,
      subject: 'acc-customer-full',
    });
  });

  it.each([
    ['another audience', () => token({ aud: 'another-client' })],
    ['another issuer', () => token({ iss: 'https://evil.test' })],
    ['an expired token', () => token({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['another key', async () => token({}, { key: (await generateKeyPair('RS256')).privateKey })],
    ['HS256', () => token({}, { alg: 'HS256', key: new TextEncoder().encode('x'.repeat(32)) })],
    [
      'an unsigned token',
      async () =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: issuer, aud: PORTAL_CLIENT_ID, sub: 'x' })).toString('base64url')}.`,
    ],
    ['garbage', async () => 'not-a-token'],
    ['no subject', () => token({ sub: undefined })],
  ])('refuses %s as invalid', async (_case, make) => {
    expect(await verifyIdToken({ token: await make(), issuer })).toMatchObject({
      valid: false,
      reason: 'invalid',
    });
  });

  it('says unavailable, not invalid, when the provider cannot be reached', async () => {
    const check = await verifyIdToken({ token: await token(), issuer: 'http://127.0.0.1:9' });
    expect(check).toMatchObject({ valid: false, reason: 'unavailable' });
  });
});
