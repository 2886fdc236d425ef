import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileDisposition,
  isInlineType,
  servedFileType,
} from '../../../../../plugins/files/server/content-disposition.ts';
import { FILE_SLUGS } from '../../../../../sandbox/dataset/files.ts';
import { startApiApp } from '../../../../helpers/api-app.ts';

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
    const { response, bytes } = await get(`/file/${FILE_SLUGS.brochure}?dl=true`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Product Brochure.pdf"');
    expect(bytes).toEqual(Buffer.from(stored(FILE_SLUGS.brochure, 'en')));
  });

  it('serves anything but PDF and raster images as an attachment, even without ?dl=true', async () => {
    const zip = await get(`/file/${FILE_SLUGS.pressKit}`);
    expect(zip.response.headers.get('content-type')).toBe('application/zip');
    expect(zip.response.headers.get('content-disposition')).toBe('attachment; filename=Press-Kit.zip');
    expect(zip.bytes).toEqual(Buffer.from(stored(FILE_SLUGS.pressKit, 'en')));
    const svg = await get(`/file/${FILE_SLUGS.logo}`);
    expect(svg.response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.response.headers.get('content-disposition')).toMatch(/^attachment;/);
    const png = await get(`/file/${FILE_SLUGS.photo}`);
    expect(png.response.headers.get('content-disposition')).toBe('inline; filename=Factory.png');
  });

  it('never lets an HTML or JavaScript file from the CMS act on the site (docs/security.md rule 7)', async () => {
    const encoder = new TextEncoder();
    app.dataset.files.push(
      {
        id: 'file-test-page',
        slug: 'test-page',
        versions: [
          {
            locale: 'en',
            fileName: 'x.html',
            mimeType: 'text/html',
            bytes: encoder.encode('<script>alert(document.cookie)</script>'),
          },
        ],
      },
      {
        id: 'file-test-script',
        slug: 'test-script',
        versions: [
          {
            locale: 'en',
            fileName: 'x.js',
            mimeType: 'text/javascript',
            bytes: encoder.encode('alert(document.cookie)'),
          },
        ],
      },
    );
    const html = await get('/file/test-page');
    expect(html.response.status).toBe(200);
    expect(html.response.headers.get('content-disposition')).toBe('attachment; filename=x.html');
    expect(html.response.headers.get('content-security-policy')).toBe('sandbox');
    // Not a script type: under nosniff, no page of the site can run it with <script src>.
    const script = await get('/file/test-script');
    expect(script.response.headers.get('content-type')).toBe('application/octet-stream');
    expect(script.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.response.headers.get('content-disposition')).toBe('attachment; filename=x.js');
    expect(script.bytes.toString('utf8')).toBe('alert(document.cookie)');
  });

  it('sandboxes every file answer and forbids sniffing, the 404 included', async () => {
    for (const path of [FILE_SLUGS.brochure, FILE_SLUGS.logo, FILE_SLUGS.photo, 'no-such-file']) {
      const { response } = await get(`/file/${path}`);
      expect(response.headers.get('content-security-policy'), path).toBe('sandbox');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('varies on cookies, and is private when it sets one (testing mode)', async () => {
    const plain = await get(`/file/${FILE_SLUGS.brochure}`);
    expect(plain.response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(plain.response.headers.get('vary')).toMatch(/cookie/i);
    const testing = await get(`/file/${FILE_SLUGS.brochure}?testing=true`);
    expect(testing.response.headers.get('set-cookie')).toBeTruthy();
    expect(testing.response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(testing.response.headers.get('vary')).toMatch(/cookie/i);
  });

  it("serves the version of ?l's language, with the exact file name for non-ASCII names", async () => {
    const { response, bytes } = await get(`/file/${FILE_SLUGS.brochure}?l=de-ch&dl=true`);
    expect(bytes).toEqual(Buffer.from(stored(FILE_SLUGS.brochure, 'de')));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Produktbrosch?re.pdf"; filename*=UTF-8''Produktbrosch%C3%BCre.pdf`,
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

describe('fileDisposition (docs/security.md rule 7: only PDF and raster images inline)', () => {
  it.each([
    [
      { fileName: 'Report.pdf', contentType: 'application/pdf', download: false },
      'inline; filename=Report.pdf',
    ],
    [
      { fileName: 'Report.pdf', contentType: 'application/pdf', download: true },
      'attachment; filename=Report.pdf',
    ],
    [{ fileName: 'a.png', contentType: 'image/png', download: false }, 'inline; filename=a.png'],
    [
      { fileName: 'x.html', contentType: 'text/html; charset=utf-8', download: false },
      'attachment; filename=x.html',
    ],
    [{ fileName: 'x.svg', contentType: 'image/svg+xml', download: false }, 'attachment; filename=x.svg'],
    [
      { fileName: 'x.js', contentType: 'application/javascript; charset=utf-8', download: false },
      'attachment; filename=x.js',
    ],
    [
      { fileName: 'say "hi".txt', contentType: 'text/plain', download: true },
      'attachment; filename="say \\"hi\\".txt"',
    ],
    [
      { fileName: "it's (final).zip", contentType: 'application/zip', download: true },
      `attachment; filename="it's (final).zip"`,
    ],
    [
      { fileName: 'データ.zip', contentType: 'application/zip', download: false },
      `attachment; filename="???.zip"; filename*=UTF-8''%E3%83%87%E3%83%BC%E3%82%BF.zip`,
    ],
  ])('%j → %s', (input, header) => {
    expect(fileDisposition(input)).toBe(header);
  });

  it.each([
    ['application/pdf', true],
    ['IMAGE/JPEG', true],
    ['image/gif', true],
    ['image/webp', true],
    ['image/avif', true],
    ['image/png; charset=binary', true],
    ['image/svg+xml', false],
    ['text/html', false],
    ['application/xhtml+xml', false],
    ['text/javascript', false],
    ['application/xml', false],
    ['text/plain', false],
    ['application/octet-stream', false],
    ['', false],
  ])('isInlineType(%j) → %s', (type, inline) => {
    expect(isInlineType(type)).toBe(inline);
  });
});

describe('servedFileType (scripts and stylesheets are served as bytes)', () => {
  it.each([
    ['text/javascript; charset=utf-8', 'application/octet-stream'],
    ['application/javascript', 'application/octet-stream'],
    ['Application/X-JavaScript', 'application/octet-stream'],
    ['text/css; charset=utf-8', 'application/octet-stream'],
    ['application/pdf', 'application/pdf'],
    ['image/svg+xml', 'image/svg+xml'],
    ['text/html; charset=utf-8', 'text/html; charset=utf-8'],
    ['application/zip', 'application/zip'],
  ])('%s → %s', (type, served) => {
    expect(servedFileType(type)).toBe(served);
  });
});
