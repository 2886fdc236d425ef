import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../../../runtime/server/api/content-disposition.ts';
import { FILE_SLUGS } from '../../../../sandbox/dataset/files.ts';
import { startApiApp } from './api-app.ts';

let app: Awaited<ReturnType<typeof startApiApp>>;
beforeAll(async () => {
  app = await startApiApp();
});
afterAll(() => app.close());

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${app.baseUrl}${path}`, init);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The bytes the sandbox stores for a version. */
function stored(slug: string, locale: string): Uint8Array {
  const file = app.dataset.files.find((candidate) => candidate.slug === slug)!;
  return file.versions.find((version) => version.locale === locale)!.bytes;
}

describe('GET /file/:slug (public-site §2 file links, §3 file)', () => {
  it('streams the en version of a PDF inline, with its type and length', async () => {
    const { response, bytes } = await get(`/file/${FILE_SLUGS.brochure}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="Product Brochure.pdf"');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes).toEqual(Buffer.from(stored(FILE_SLUGS.brochure, 'en')));
  });

  it('forces a download with ?dl=true', async () => {
    const { response, bytes } = await get(`/file/${FILE_SLUGS.pressKit}?dl=true`);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Press-Kit.zip"');
    expect(bytes).toEqual(Buffer.from(stored(FILE_SLUGS.pressKit, 'en')));
  });

  it("serves the version of ?l's language, with the exact file name for non-ASCII names", async () => {
    const { response, bytes } = await get(`/file/${FILE_SLUGS.brochure}?l=de-ch&dl=true`);
    expect(bytes).toEqual(Buffer.from(stored(FILE_SLUGS.brochure, 'de')));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Produktbrosch_re.pdf"; filename*=UTF-8''Produktbrosch%C3%BCre.pdf`,
    );
  });

  it.each([
    ['an image in a language it has', `${FILE_SLUGS.photo}?l=es`, 'es', 'image/png'],
    ['en when the language has no version', `${FILE_SLUGS.photo}?l=ja-jp`, 'en', 'image/png'],
    ['en for an unknown l', `${FILE_SLUGS.brochure}?l=xx-yy`, 'en', 'application/pdf'],
    [
      "the file's only version when neither exists",
      `${FILE_SLUGS.assemblyGuide}?l=fr`,
      'de',
      'application/pdf',
    ],
  ])('picks %s', async (_case, path, locale, type) => {
    const slug = path.split('?')[0]!;
    const { response, bytes } = await get(`/file/${path}`);
    expect(response.headers.get('content-type')).toBe(type);
    expect(bytes).toEqual(Buffer.from(stored(slug, locale)));
  });

  it("falls back to the visitor's fallback language before en", async () => {
    const { bytes } = await get(`/file/${FILE_SLUGS.brochure}?l=ja-jp&fallbackLanguage=fr`);
    expect(bytes).toEqual(Buffer.from(stored(FILE_SLUGS.brochure, 'fr')));
  });

  it('answers HEAD with the headers only', async () => {
    const { response, bytes } = await get(`/file/${FILE_SLUGS.brochure}?dl=true`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Number(response.headers.get('content-length'))).toBe(stored(FILE_SLUGS.brochure, 'en').length);
    expect(bytes.length).toBe(0);
  });

  it('answers 404 for an unknown slug', async () => {
    const { response, bytes } = await get('/file/no-such-file?l=de');
    expect(response.status).toBe(404);
    expect(bytes.toString('utf8')).toBe('File Not Found: no-such-file');
  });
});

describe('contentDisposition', () => {
  it.each([
    [{ fileName: 'Report.pdf', download: false }, 'inline; filename="Report.pdf"'],
    [
      { fileName: 'say "hi".txt', download: true },
      `attachment; filename="say _hi_.txt"; filename*=UTF-8''say%20%22hi%22.txt`,
    ],
    [{ fileName: "it's (final).zip", download: true }, `attachment; filename="it's (final).zip"`],
    [
      { fileName: 'データ.zip', download: true },
      `attachment; filename="___.zip"; filename*=UTF-8''%E3%83%87%E3%83%BC%E3%82%BF.zip`,
    ],
  ])('%j → %s', (input, header) => {
    expect(contentDisposition(input)).toBe(header);
  });
});
