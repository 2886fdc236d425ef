import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../../../sandbox/http.ts';
import { type RunningIdentityProvider, startIdentityProvider } from '../../../../sandbox/identity/server.ts';
import { startSisService } from '../../../../sandbox/sis/server.ts';
import { exchangeCode, signIn } from '../../../sandbox/identity/oidc-client.ts';

const PASSWORD = 'Portal-demo-1';
const DOWNLOADS = '{ downloads { id name version releaseDate platform sizeBytes fileName url } }';

type Answer = {
  data?: { downloads?: Array<Record<string, unknown>> } | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

let idp: RunningIdentityProvider;
let sis: RunningService;

beforeAll(async () => {
  idp = await startIdentityProvider();
  // The SIS trusts the provider's signing keys, as cli/services.ts wires the sandbox.
  const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
    jwks_uri: string;
  };
  const keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
  sis = await startSisService({
    verifyToken: async (token) => {
      const { payload } = await jwtVerify(token, keys, { issuer: idp.issuer });
      return payload.sub ? { sub: payload.sub } : null;
    },
  });
});
afterAll(async () => {
  await sis?.close();
  await idp?.close();
});

/** Signs in on the identity provider's login page and returns the id token the portal would hold. */
async function idTokenOf(username: string): Promise<string> {
  const { code, pkce } = await signIn({ issuer: idp.issuer, username, password: PASSWORD });
  const response = await exchangeCode({ issuer: idp.issuer, code, verifier: pkce.verifier });
  return ((await response.json()) as { id_token: string }).id_token;
}

async function listDownloads(idToken?: string): Promise<Answer> {
  const response = await fetch(sis.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { ciam_id_token: idToken } : {}) },
    body: JSON.stringify({ query: DOWNLOADS }),
  });
  return (await response.json()) as Answer;
}

describe('SIS downloads (customer-area §2 wire-flow download centre)', () => {
  it('lists the files, newest first, with absolute URLs that answer the file as an attachment', async () => {
    const answer = await listDownloads(await idTokenOf('artemis.onprem'));
    expect(answer.errors).toBeUndefined();
    const downloads = answer.data!.downloads as Array<{
      releaseDate: string;
      platform: string;
      sizeBytes: number;
      fileName: string;
      url: string;
    }>;
    expect(downloads.length).toBeGreaterThanOrEqual(3);
    const dates = downloads.map((download) => download.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(downloads.map((download) => download.platform))).toEqual(
      new Set(['windows', 'linux', 'any']),
    );
    for (const download of downloads) {
      expect(download.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new URL(download.url).origin).toBe(new URL(sis.url).origin);
    }

    const manual = downloads.find((download) => download.fileName.endsWith('.pdf'))!;
    const file = await fetch(manual.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${manual.fileName}"`);
    expect(Number(file.headers.get('content-length'))).toBe(manual.sizeBytes);
    expect((await file.arrayBuffer()).byteLength).toBe(manual.sizeBytes);
  });

  it('lists the same files for a user with every service role', async () => {
    const full = await listDownloads(await idTokenOf('customer.full'));
    expect(full.errors).toBeUndefined();
    expect(full.data!.downloads!.length).toBeGreaterThan(0);
  });

  it('refuses a user without the artemis role and a call without a token', async () => {
    const refused = await listDownloads(await idTokenOf('ticketing.user'));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data ?? null).toBeNull();
    expect((await listDownloads()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 for an unknown file and 405 for another method than GET', async () => {
    const origin = new URL(sis.url).origin;
    expect((await fetch(`${origin}/downloads/nothing-here.exe`)).status).toBe(404);
    const posted = await fetch(`${origin}/downloads/artemis-4.2-operating-manual.pdf`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});
