import { describe, expect, it } from 'vitest';
import { fileExtension, fileLink } from '../../../core/routing/file-link.ts';

describe('fileLink (public-site §2 file links)', () => {
  it.each<[Parameters<typeof fileLink>[0], string]>([
    [{ slug: 'brochure', localeUrlCode: 'en' }, '/file/brochure'],
    [{ slug: 'brochure', localeUrlCode: 'EN' }, '/file/brochure'],
    [{ slug: 'brochure', localeUrlCode: 'de-ch' }, '/file/brochure?l=de-ch'],
    [{ slug: 'brochure', localeUrlCode: 'fr' }, '/file/brochure?l=fr'],
    [{ slug: 'brochure', localeUrlCode: 'en', download: true }, '/file/brochure?dl=true'],
    [{ slug: 'brochure', localeUrlCode: 'de-ch', download: true }, '/file/brochure?l=de-ch&dl=true'],
    [{ slug: 'brochure', localeUrlCode: 'en', download: false, fileName: 'a.zip' }, '/file/brochure'],
    [{ slug: 'brochure', localeUrlCode: 'en', download: 'auto', fileName: 'Brochure.pdf' }, '/file/brochure'],
    [{ slug: 'brochure', localeUrlCode: 'en', download: 'auto', fileName: 'Brochure.PDF' }, '/file/brochure'],
    [
      { slug: 'manual', localeUrlCode: 'en', download: 'auto', fileName: 'manual.zip' },
      '/file/manual?dl=true',
    ],
    [
      { slug: 'data', localeUrlCode: 'ja-jp', download: 'auto', fileName: 'data.xlsx' },
      '/file/data?l=ja-jp&dl=true',
    ],
    [{ slug: 'readme', localeUrlCode: 'en', download: 'auto', fileName: 'README' }, '/file/readme?dl=true'],
    [{ slug: 'unknown', localeUrlCode: 'en', download: 'auto' }, '/file/unknown?dl=true'],
    [{ slug: 'a b', localeUrlCode: 'en' }, '/file/a%20b'],
  ])('%o → %s', (input, expected) => {
    expect(fileLink(input)).toBe(expected);
  });
});

describe('fileExtension (public-site §3 file)', () => {
  it.each([
    ['brochure.pdf', 'PDF'],
    ['Brochure.final.Pdf', 'PDF'],
    ['photo.jpeg', 'JPEG'],
    ['README', ''],
    ['.env', ''],
    ['archive.', ''],
    ['folder.v2/README', ''],
    ['folder/data.csv', 'CSV'],
    ['', ''],
  ])('%s → %s', (fileName, expected) => {
    expect(fileExtension(fileName)).toBe(expected);
  });
});
