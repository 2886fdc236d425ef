import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, isMissingImage, transformImage } from '../../../core/media/image-url.ts';

/** An image on the default asset host (config `images.assetHost` unset: the sandbox image service). */
const ASSET = 'http://127.0.0.1:4322/images/crimper.jpg';

describe('transformImage (public-site §5 image transformation, §9 defaults)', () => {
  it.each<[string, Parameters<typeof transformImage>[0], string | null]>([
    ['a missing URL gives null (placeholder)', { url: null, width: 480 }, null],
    ['an undefined URL gives null', { url: undefined }, null],
    ['an empty URL gives null', { url: '' }, null],
    ["the string 'null' gives null", { url: 'null', width: 480 }, null],
    [
      'defaults: fit crop, png, quality 90',
      { url: ASSET, width: 480 },
      `${ASSET}?w=480&fit=crop&fm=png&q=90`,
    ],
    [
      'width and height',
      { url: ASSET, width: 128, height: 180 },
      `${ASSET}?w=128&h=180&fit=crop&fm=png&q=90`,
    ],
    [
      'explicit fit, format and quality win',
      { url: ASSET, width: 1200, fit: 'max', format: 'webp', quality: 100 },
      `${ASSET}?w=1200&fit=max&fm=webp&q=100`,
    ],
    ['no size: only the defaults', { url: ASSET }, `${ASSET}?fit=crop&fm=png&q=90`],
    [
      'an SVG only gets its size, neither cropped nor converted',
      {
        url: 'http://127.0.0.1:4322/logo.SVG',
        width: 304,
        height: 52,
        fit: 'clip',
        format: 'webp',
      },
      'http://127.0.0.1:4322/logo.SVG?w=304&h=52',
    ],
    [
      'existing query parameters are kept, ours replaced',
      { url: `${ASSET}?v=3&w=10`, width: 56 },
      `${ASSET}?v=3&w=56&fit=crop&fm=png&q=90`,
    ],
    [
      'an already transformed URL: its parameters replaced, in the usual order',
      { url: `${ASSET}?w=480&fit=crop&fm=png&q=90`, width: 960, height: 720, format: 'webp' },
      `${ASSET}?w=960&h=720&fit=crop&fm=webp&q=90`,
    ],
    [
      'another host pattern',
      { url: 'https://cdn.example.test/a.png', width: 80, hostPattern: /^https:\/\/cdn\.example\.test\// },
      'https://cdn.example.test/a.png?w=80&fit=crop&fm=png&q=90',
    ],
  ])('%s', (_name, input, expected) => {
    const errors: string[] = [];
    expect(transformImage({ ...input, onError: (message) => errors.push(message) })).toBe(expected);
    expect(errors).toEqual([]);
  });

  it.each([
    ['a foreign host', 'https://images.other.test/crimper.jpg'],
    ['https on the http asset host', 'https://127.0.0.1:4322/crimper.jpg'],
    ['another port of the asset host', 'http://127.0.0.1:43220/crimper.jpg'],
    ['a look-alike host', 'http://127.0.0.1.evil.test:4322/crimper.jpg'],
    ['a relative URL', '/images/crimper.jpg'],
  ])('%s: the error is reported and the original URL returned', (_name, url) => {
    const errors: string[] = [];
    expect(transformImage({ url, width: 480, onError: (message) => errors.push(message) })).toBe(url);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(url);
  });

  it('a global host pattern matches on every call', () => {
    const hostPattern = /^http:\/\/127\.0\.0\.1:4322\//g;
    const first = transformImage({ url: ASSET, width: 480, hostPattern });
    const second = transformImage({ url: ASSET, width: 480, hostPattern });
    expect([first, second]).toEqual([
      `${ASSET}?w=480&fit=crop&fm=png&q=90`,
      `${ASSET}?w=480&fit=crop&fm=png&q=90`,
    ]);
  });
});

describe('isMissingImage (customer-area §5 placeholder)', () => {
  it.each<[string | null | undefined, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    ['null', true],
    [ASSET, false],
    ['/local.png', false],
  ])('%j → %s', (url, expected) => {
    expect(isMissingImage(url)).toBe(expected);
  });
});

describe('IMAGE_WIDTHS (public-site §9, customer-area §9)', () => {
  it('holds the catalogue sizes of the specifications', () => {
    expect(IMAGE_WIDTHS).toMatchObject({
      classificationSmall: 480,
      classificationLarge: 1200,
      capability: 480,
      capabilityProduct: 180,
      galleryThumbnail: 56,
      gallery: 480,
      lightboxThumbnail: 80,
      downloadCardThumbnail: { width: 128, height: 180 },
    });
  });
});
