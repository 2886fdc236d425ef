import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILTO_INPUT_MAX_LENGTH } from '../../../core/text/mailto.ts';
import { startUnbuiltRuntime } from '../../helpers/unbuilt-runtime.ts';
import { get } from '../../runtime/server/http.ts';

/** The runtime as `sitefleet start` runs it before the first build: an empty output folder. */
let baseUrl: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ baseUrl, close } = await startUnbuiltRuntime());
});

afterAll(async () => {
  await close?.();
});

describe('pages before the first build (docs/security.md rule 10)', () => {
  it.each(['/en', '/en/company', '/'])('%s: 503 with the error page, not a plain text', async (pagePath) => {
    const answer = await get({ baseUrl, path: pagePath });
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const $ = load(answer.body);
    expect($('h1').text()).toBe('Sorry, something went wrong');
    expect($('main').text()).toContain('Maintenance in progress');
    expect($('main').text()).toContain('Please try again in a few minutes.');
    expect($('a[href="/"]')).toHaveLength(1);
    expect($('script')).toHaveLength(0);
    expect(answer.body).not.toContain('sitefleet build');
  });
});

describe('the e-mail link builder (docs/security.md rule 10: quadratic address check)', () => {
  it(`answers 413 with a clear message to more than ${MAILTO_INPUT_MAX_LENGTH} characters`, async () => {
    // The adversarial shape: 12 KB of `.a` after an `@`, ended by a character no address may hold.
    const to = encodeURIComponent(`a@${'.a'.repeat(6000)} `);
    const answer = await get({ baseUrl, path: `/style-guide/tools/email-links?to=${to}` });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(`at most ${MAILTO_INPUT_MAX_LENGTH} characters`);
  });

  it('builds links as before for ordinary input', async () => {
    const answer = await get({
      baseUrl,
      path: '/style-guide/tools/email-links?to=info%40machinery-group.test&subject=Hi',
    });
    expect(answer.status).toBe(200);
    expect(load(answer.body)('.sf-style-guide__result a').attr('href')).toBe(
      'mailto:info@machinery-group.test?subject=Hi',
    );
  });
});
