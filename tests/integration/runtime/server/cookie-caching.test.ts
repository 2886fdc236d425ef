import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../../../runtime/kit/cookies.ts';
import { privateCacheControl } from '../../../../runtime/server/cookie-caching.ts';
import { startUnbuiltRuntime } from '../../../helpers/unbuilt-runtime.ts';
import { get } from '../../../runtime/server/http.ts';

describe('privateCacheControl (an answer that sets a cookie is for one visitor only)', () => {
  it.each([
    [undefined, 'private'],
    ['', 'private'],
    ['no-cache', 'private, no-cache'],
    ['public, max-age=60', 'private, max-age=60'],
    ['PUBLIC, max-age=60, s-maxage=600, must-revalidate', 'private, max-age=60, must-revalidate'],
    ['private, max-age=60', 'private, max-age=60'],
    ['no-store', 'no-store'],
    ['public, no-store', 'public, no-store'],
  ])('%j → %j', (value, expected) => {
    expect(privateCacheControl(value)).toBe(expected);
  });
});

describe('the runtime keeps answers that set a cookie out of shared caches', () => {
  let baseUrl: string;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // The style guide answers without any build; it sets `no-cache` itself and knows nothing of cookies.
    ({ baseUrl, close } = await startUnbuiltRuntime());
  });
  afterAll(async () => {
    await close?.();
  });

  it.each([
    ['?testing=true sets the testing cookie', '/style-guide?testing=true', undefined],
    ['?testing=false clears it', '/style-guide?testing=false', `${COOKIE_NAMES.testing}=1`],
    ['?measurementSystem sets its cookie', '/style-guide?measurementSystem=Imperial', undefined],
  ])('%s: private, Vary: Cookie', async (_name, pagePath, cookies) => {
    const answer = await get({ baseUrl, path: pagePath, cookies });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toHaveLength(1);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(String(answer.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('leaves an answer that sets no cookie as its route made it', async () => {
    const answer = await get({ baseUrl, path: '/style-guide', cookies: `${COOKIE_NAMES.testing}=1` });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});
