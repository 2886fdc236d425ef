import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecurityRuntime, startSecurityRuntime, TEST_EDITOR } from '../../helpers/security-runtime.ts';
import { get, type HttpAnswer } from '../../runtime/server/http.ts';

// docs/security.md rule 6: nothing limited how often one address could guess the editor password or call the POST
// APIs. Now express-rate-limit answers 429 JSON with the standard RateLimit headers past the configured
// limits (config `rateLimits`; the defaults here for the editor sign-in: 10 per 15 minutes).

let runtime: SecurityRuntime;
beforeAll(async () => {
  runtime = await startSecurityRuntime({ config: { rateLimits: { api: { limit: 30, windowMs: 60_000 } } } });
});
afterAll(async () => {
  await runtime?.close();
});

function post(path: string, body: unknown): Promise<HttpAnswer> {
  return get({
    baseUrl: runtime.baseUrl,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: runtime.baseUrl },
    body: JSON.stringify(body),
  });
}

describe('rate limits of the runtime (docs/security.md rule 6)', () => {
  it('answers the 11th editor sign-in attempt with 429, RateLimit headers and a JSON body', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await post('/api/editor-area-autentication', { input: `guess-${attempt}` });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
      expect(answer.headers.ratelimit).toContain(`"editor-authentication"; r=${10 - attempt}`);
    }
    // The 11th, even with the right password.
    const answer = await post('/api/editor-area-autentication', { input: TEST_EDITOR.password });
    expect(answer.status).toBe(429);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      error: expect.stringMatching(/^Too many requests/),
    });
    expect(answer.headers.ratelimit).toContain('"editor-authentication"; r=0');
    expect(answer.headers['ratelimit-policy']).toContain('"editor-authentication"; q=10; w=900');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('limits every POST API per address (config rateLimits.api), GETs untouched', async () => {
    // Every POST API shares the one limit of 30 (the editor sign-ins above spent some of it).
    const first = await post('/api/preferences', { measurementSystem: 'Imperial' });
    expect(first.status).toBe(204);
    expect(first.headers['ratelimit-policy']).toContain('"api"; q=30; w=60');
    const remaining = Number(/"api"; r=(\d+)/.exec(String(first.headers.ratelimit))?.[1]);
    expect(remaining).toBeLessThan(30);
    for (let request = 1; request <= remaining; request += 1) {
      expect((await post('/api/preferences', { measurementSystem: 'Metric' })).status).toBe(204);
    }
    const over = await post('/api/preferences', { measurementSystem: 'Imperial' });
    expect(over.status).toBe(429);
    expect(over.headers['set-cookie']).toBeUndefined();
    const limited = await post('/api/content-proxy', { query: '{ __typename }' });
    expect(limited.status).toBe(429);
    expect(limited.headers.ratelimit).toContain('"api"; r=0');

    const read = await get({ baseUrl: runtime.baseUrl, path: '/api/site-navigation/public/main?lang=en' });
    expect(read.status).toBe(200);
    expect(read.headers.ratelimit).toBeUndefined();
  });
});
