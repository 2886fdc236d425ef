import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../core/rate-limits.ts';
import { postForm, serviceRequestFields } from '../../helpers/forms-runtime.ts';
import { type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get } from '../../runtime/server/http.ts';

// docs/security.md rule 6: the search box's POSTs (suggest on each keystroke, search) counted against the
// 120-a-minute budget of state-changing requests, so a few people searching behind one address locked
// everyone there out of forms, preferences and sign-ins. Read-only routes now have their own budget.

let runtime: SecurityRuntime;
beforeAll(async () => {
  // The default limits, as `sitefleet start` runs.
  runtime = await startSecurityRuntime({ forms: true });
});
afterAll(async () => {
  await runtime?.close();
});

function suggest(query: string) {
  return get({
    baseUrl: runtime.baseUrl,
    path: '/api/search-proxy/suggest',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: runtime.baseUrl },
    body: JSON.stringify({ localeCode: 'en', siteSlug: null, query }),
  });
}

describe('read-only APIs have their own rate budget (docs/security.md rule 6)', () => {
  it('leaves a form submission possible after 125 suggest requests in a minute', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.api;
    const words = ['c', 'cr', 'cri', 'crim', 'crimp'];
    for (let request = 1; request <= limit + 5; request += 1) {
      const answer = await suggest(words[request % words.length]!);
      expect(answer.status, `suggest ${request}`).toBe(200);
      expect(JSON.parse(answer.body).records.length, `suggest ${request}`).toBeGreaterThan(0);
    }
    const policy = (await suggest('crimp')).headers['ratelimit-policy'];
    expect(policy).toContain('"read-only-api"; q=600; w=60');
    expect(policy).not.toContain('"api"');
    const submitted = await postForm({
      baseUrl: runtime.baseUrl,
      form: 'service-request',
      fields: serviceRequestFields(),
    });
    expect(submitted.status).toBe(201);
    const preference = await get({
      baseUrl: runtime.baseUrl,
      path: '/api/preferences',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: runtime.baseUrl },
      body: '{"measurementSystem":"Imperial"}',
    });
    expect(preference.status).toBe(204);
    // Only the two writes spent the write budget.
    expect(preference.headers.ratelimit).toContain(`"api"; r=${limit - 2}`);
  });
});
