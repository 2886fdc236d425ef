import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SLUGS } from '../../../sandbox/dataset/files.ts';
import { type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get } from '../../runtime/server/http.ts';

let runtime: SecurityRuntime;

beforeAll(async () => {
  runtime = await startSecurityRuntime();
});

afterAll(async () => {
  await runtime?.close();
});

const file = (path: string, cookies?: string) =>
  get({ baseUrl: runtime.baseUrl, path: `/file/${path}`, ...(cookies ? { cookies } : {}) });

describe('CMS files on the site origin (docs/security.md rule 7)', () => {
  it('serves an SVG (it can carry script) as a sandboxed attachment, not rendered on the site', async () => {
    const answer = await file(FILE_SLUGS.logo);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers['content-security-policy']).toBe('sandbox');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toContain('<svg');
  });

  it('serves a ZIP as an attachment without ?dl=true', async () => {
    const answer = await file(FILE_SLUGS.pressKit);
    expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers['content-security-policy']).toBe('sandbox');
  });

  it('still shows PDFs and raster images inline, sandboxed', async () => {
    for (const slug of [FILE_SLUGS.brochure, FILE_SLUGS.photo]) {
      const answer = await file(slug);
      expect(answer.headers['content-disposition'], slug).toMatch(/^inline;/);
      expect(answer.headers['content-security-policy'], slug).toBe('sandbox');
      expect(answer.headers['x-content-type-options'], slug).toBe('nosniff');
    }
    expect((await file(`${FILE_SLUGS.brochure}?dl=true`)).headers['content-disposition']).toMatch(
      /^attachment;/,
    );
  });

  it('sandboxes the answer for an unknown file too, and shows its slug as text only', async () => {
    const answer = await file(encodeURIComponent('<svg onload=alert(1)>'));
    expect(answer.status).toBe(404);
    expect(answer.headers['content-security-policy']).toBe('sandbox');
    expect(answer.body).not.toContain('<svg');
  });
});

describe('file answers and cookies (docs/security.md rule 10)', () => {
  it('is private, not public, when the answer sets a cookie (?testing=true)', async () => {
    const answer = await file(`${FILE_SLUGS.brochure}?testing=true`);
    expect(answer.headers['set-cookie']?.length).toBeGreaterThan(0);
    expect(answer.headers['cache-control']).toMatch(/^private/);
    expect(answer.headers.vary).toMatch(/cookie/i);
  });

  it('varies on the cookies it reads (the fallback language picks the version)', async () => {
    const answer = await file(`${FILE_SLUGS.brochure}?l=ja-jp`, 'sf_fl=fr');
    expect(answer.headers.vary).toMatch(/cookie/i);
  });
});
