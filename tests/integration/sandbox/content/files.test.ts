import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_QUERY, filesSchema } from '../../../../core/model/files.ts';
import { type RunningContentService, startContentService } from '../../../../sandbox/content/server.ts';
import { FILE_SLUGS } from '../../../../sandbox/dataset/files.ts';
import { createContentDataset } from '../../../../sandbox/dataset/index.ts';

let service: RunningContentService;
beforeAll(async () => {
  service = await startContentService({ dataset: createContentDataset() });
});
afterAll(() => service.close());

async function queryFile(slug: string, locales: string[]) {
  const response = await fetch(service.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: FILE_QUERY, variables: { slug, locales } }),
  });
  const { data } = (await response.json()) as { data: unknown };
  return filesSchema.parse(data).files;
}

async function download(url: string): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('files (public-site §3 file) in the Hygraph dialect', () => {
  it('lists every locale version of a file with an absolute URL on the service', async () => {
    const [file] = await queryFile(FILE_SLUGS.brochure, ['de', 'en']);
    expect(file?.slug).toBe('product-brochure');
    expect(file?.localizations.map((version) => [version.locale, version.fileName])).toEqual([
      ['en', 'Product Brochure.pdf'],
      ['de', 'Produktbroschüre.pdf'],
      ['fr', 'Brochure produit.pdf'],
    ]);
    const origin = new URL(service.url).origin;
    for (const version of file?.localizations ?? []) expect(new URL(version.url).origin).toBe(origin);
  });

  it('answers the first requested locale a file has, else en, else its own first', async () => {
    const locale = async (slug: string, locales: string[]) => {
      const response = await fetch(service.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'query f($slug: String!, $locales: [Locale!]!) { files(where: { slug: $slug }, locales: $locales) { locale } }',
          variables: { slug, locales },
        }),
      });
      return ((await response.json()) as { data: { files: { locale: string }[] } }).data.files[0]?.locale;
    };
    expect(await locale(FILE_SLUGS.photo, ['es', 'en'])).toBe('es');
    expect(await locale(FILE_SLUGS.photo, ['ja'])).toBe('en');
    expect(await locale(FILE_SLUGS.assemblyGuide, ['fr'])).toBe('de');
    expect(await queryFile('no-such-file', ['en'])).toEqual([]);
  });
});

describe('the byte-serving route', () => {
  it('serves a valid PDF with its type and the size the query states', async () => {
    const [file] = await queryFile(FILE_SLUGS.brochure, ['en']);
    const version = file!.localizations[0]!;
    const { response, bytes } = await download(version.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Number(response.headers.get('content-length'))).toBe(version.size);
    expect(bytes.length).toBe(version.size);
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(text).toContain('(Product brochure) Tj');
  });

  it('serves a valid ZIP whose entries carry correct checksums', async () => {
    const [file] = await queryFile(FILE_SLUGS.pressKit, ['en']);
    const { response, bytes } = await download(file!.localizations[0]!.url);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    const end = bytes.length - 22;
    expect(bytes.readUInt32LE(end)).toBe(0x06054b50);
    const directory = bytes.readUInt32LE(end + 16);
    expect(bytes.readUInt32LE(directory)).toBe(0x02014b50);
    // First entry: data follows the 30-byte header and the name.
    const nameLength = bytes.readUInt16LE(26);
    const size = bytes.readUInt32LE(18);
    const data = bytes.subarray(30 + nameLength, 30 + nameLength + size);
    expect(bytes.subarray(30, 30 + nameLength).toString('ascii')).toBe('README.txt');
    expect(crc32(data)).toBe(bytes.readUInt32LE(14));
  });

  it('serves a valid PNG', async () => {
    const [file] = await queryFile(FILE_SLUGS.photo, ['en']);
    const { response, bytes } = await download(file!.localizations[0]!.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(32);
    const idatLength = bytes.readUInt32BE(33);
    expect(bytes.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(bytes.subarray(41, 41 + idatLength)).length).toBe(32 * (1 + 32 * 3));
  });

  it('answers HEAD without a body, 404 for unknown paths and 405 for other methods', async () => {
    const [file] = await queryFile(FILE_SLUGS.brochure, ['en']);
    const url = file!.localizations[0]!.url;
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(file!.localizations[0]!.size);
    expect((await fetch(`${new URL(service.url).origin}/assets/file-product-brochure/ja/x.pdf`)).status).toBe(
      404,
    );
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
  });
});
