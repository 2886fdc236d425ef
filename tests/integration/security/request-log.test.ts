import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get } from '../../runtime/server/http.ts';

const SECRETS = ['c0de-SECRET-1', 'st4te-SECRET-2', 't0ken-SECRET-3', 'h1nt-SECRET-4', 'acc3ss-SECRET-5'];

let runtime: SecurityRuntime;

beforeAll(async () => {
  runtime = await startSecurityRuntime();
});

afterAll(async () => {
  await runtime?.close();
});

/** Sends a request and waits for its completion line in the request log. */
async function logged(path: string): Promise<Record<string, unknown>> {
  const requestId = `log-test-${Math.random().toString(36).slice(2)}`;
  await get({ baseUrl: runtime.baseUrl, path, headers: { 'x-request-id': requestId } });
  return vi.waitFor(() => {
    const line = runtime.logLines.find((entry) => entry.requestId === requestId && entry.req);
    if (!line) throw new Error(`no log line for ${path} yet`);
    return line;
  });
}

describe('no secret in the request log (docs/security.md rule 8)', () => {
  it.each([
    ['/en/callback', `/en/callback?code=${SECRETS[0]}&state=${SECRETS[1]}`, '/en/callback'],
    ['/callback', `/callback?code=${SECRETS[0]}&state=${SECRETS[1]}&session_state=x`, '/callback'],
    ['/blank-callback', `/blank-callback?code=${SECRETS[0]}&state=${SECRETS[1]}`, '/blank-callback'],
    ['/de-ch/CALLBACK', `/de-ch/CALLBACK?error=denied&state=${SECRETS[1]}`, '/de-ch/CALLBACK'],
  ])('%s: the whole query of a callback page is dropped', async (_name, path, expected) => {
    const line = await logged(path);
    expect((line.req as { url: string }).url).toBe(expected);
    expect(String(line.msg)).toMatch(new RegExp(`^GET ${expected.replace(/[/]/g, '\\/')} \\d{3} \\d+ ms$`));
    for (const secret of SECRETS) expect(JSON.stringify(line)).not.toContain(secret);
  });

  it('removes token parameters from any other URL, keeping the rest', async () => {
    const path =
      `/en/company?q=crimp&token=${SECRETS[2]}&id_token_hint=${SECRETS[3]}` +
      `&access_token=${SECRETS[4]}&Code=${SECRETS[0]}&%73tate=${SECRETS[1]}&page=2`;
    const line = await logged(path);
    expect((line.req as { url: string }).url).toBe('/en/company?q=crimp&page=2');
    expect(String(line.msg)).toContain('GET /en/company?q=crimp&page=2 ');
    for (const secret of SECRETS) expect(JSON.stringify(line)).not.toContain(secret);
  });

  it('keeps ordinary URLs as they were sent', async () => {
    const line = await logged('/en/company?q=crimp%20center');
    expect((line.req as { url: string }).url).toBe('/en/company?q=crimp%20center');
  });
});

describe('the completion line', () => {
  it('is at info level for an answered page and at warn level for a page not found, with the status', async () => {
    const found = await logged('/en/company');
    const missing = await logged('/en/no-such-page-anywhere');
    expect(found).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(missing).toMatchObject({ level: 40, res: { statusCode: 404 } });
    expect(String(missing.msg)).toMatch(/^GET \/en\/no-such-page-anywhere 404 \d+ ms$/);
    expect(missing.responseTime).toEqual(expect.any(Number));
  });
});
