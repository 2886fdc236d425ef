import { afterEach, describe, expect, it } from 'vitest';
import {
  assetHostOrigin,
  assetHostPattern,
  configureImageAssetHost,
  DEFAULT_IMAGE_ASSET_HOST,
  IMAGE_ASSET_HOST_VARIABLE,
  imageAssetHost,
  normalizeAssetHost,
} from '../../../core/media/asset-host.ts';
import { imageSource, transformImage } from '../../../core/media/image-url.ts';
import { brandImageSources, pictureSources } from '../../../core/media/picture-sources.ts';
import { SANDBOX_ASSET_HOST } from '../../../sandbox/images/asset-host.ts';

const HOST = 'http://127.0.0.1:4322/';
const MACHINE = `${HOST}products/alpha-550/1.jpg`;

describe('pictureSources (public-site §5, §9: png default, WebP variant, 1× and 2×)', () => {
  it('crops every candidate to the box: 1× at its size, 2× at twice', () => {
    expect(pictureSources({ url: MACHINE, width: 480, height: 360 })).toEqual({
      src: `${MACHINE}?w=480&h=360&fit=crop&fm=png&q=90`,
      srcSet: `${MACHINE}?w=480&h=360&fit=crop&fm=png&q=90 1x, ${MACHINE}?w=960&h=720&fit=crop&fm=png&q=90 2x`,
      webpSrcSet: `${MACHINE}?w=480&h=360&fit=crop&fm=webp&q=90 1x, ${MACHINE}?w=960&h=720&fit=crop&fm=webp&q=90 2x`,
    });
  });

  it("lists the spec's widths and their doubles with w descriptors, keeping the box's aspect ratio", () => {
    const sources = pictureSources({ url: MACHINE, width: 1200, height: 675, widths: [480, 1200] });
    expect(sources?.srcSet?.split(', ').map((candidate) => candidate.replace(/^.*\?/, ''))).toEqual([
      'w=480&h=270&fit=crop&fm=png&q=90 480w',
      'w=960&h=540&fit=crop&fm=png&q=90 960w',
      'w=1200&h=675&fit=crop&fm=png&q=90 1200w',
      'w=2400&h=1350&fit=crop&fm=png&q=90 2400w',
    ]);
    expect(sources?.src).toBe(`${MACHINE}?w=1200&h=675&fit=crop&fm=png&q=90`);
  });

  it.each([null, undefined, '', '  ', 'null'])(
    'gives no sources for the missing image %j (placeholder)',
    (url) => {
      expect(pictureSources({ url, width: 80, height: 80 })).toBeNull();
      expect(brandImageSources({ url })).toBeNull();
    },
  );

  it('uses an image on a foreign host as it is, without variants, and reports it', () => {
    const errors: string[] = [];
    const url = 'https://images.other.test/a.jpg';
    expect(
      pictureSources({ url, width: 80, height: 80, onError: (message) => errors.push(message) }),
    ).toEqual({
      src: url,
      srcSet: null,
      webpSrcSet: null,
    });
    expect(errors).toEqual([expect.stringContaining(url)]);
  });

  it('never converts an SVG: one source with its size only', () => {
    expect(pictureSources({ url: `${HOST}logo.svg`, width: 304, height: 52 })).toEqual({
      src: `${HOST}logo.svg?w=304&h=52`,
      srcSet: null,
      webpSrcSet: null,
    });
  });

  it('asks for brand images 96 px high at quality 100, as the 2× of a 48 px logo', () => {
    const logo = `${HOST}brands/aurum.png`;
    expect(brandImageSources({ url: logo })).toEqual({
      src: `${logo}?h=96&fit=crop&fm=png&q=100`,
      srcSet: `${logo}?h=96&fit=crop&fm=png&q=100 2x`,
      webpSrcSet: `${logo}?h=96&fit=crop&fm=webp&q=100 2x`,
    });
  });

  it('follows the asset host it is given', () => {
    const url = 'https://cdn.example.test/img/a.png';
    expect(
      pictureSources({ url, width: 80, height: 80, assetHost: 'https://cdn.example.test/img' })?.src,
    ).toBe(`${url}?w=80&h=80&fit=crop&fm=png&q=90`);
  });
});

describe('the image asset host (config images.assetHost)', () => {
  afterEach(() => configureImageAssetHost(null));

  it("is the sandbox image service's address by default, in the product and the sandbox alike", () => {
    expect(imageAssetHost()).toBe(DEFAULT_IMAGE_ASSET_HOST);
    expect(SANDBOX_ASSET_HOST).toBe(DEFAULT_IMAGE_ASSET_HOST);
  });

  it('is normalised to a prefix ending in a slash; other URLs are refused', () => {
    expect(normalizeAssetHost('https://Assets.Example.test')).toBe('https://assets.example.test/');
    expect(normalizeAssetHost('https://cdn.example.test/images')).toBe('https://cdn.example.test/images/');
    for (const bad of ['ftp://x.test/', '/images', 'https://x.test/?v=1', 'https://user:pw@x.test/']) {
      expect(() => normalizeAssetHost(bad)).toThrow(TypeError);
    }
  });

  it('matches its own URLs only, with its path prefix', () => {
    const pattern = assetHostPattern('https://cdn.example.test/images/');
    expect(pattern.test('https://cdn.example.test/images/a.png')).toBe(true);
    expect(pattern.test('https://cdn.example.test/imagesX/a.png')).toBe(false);
    expect(pattern.test('https://cdn.example.test.evil.test/images/a.png')).toBe(false);
    expect(assetHostOrigin('https://cdn.example.test/images/')).toBe('https://cdn.example.test');
  });

  it('once configured, is what images are transformed for, also in threads started afterwards', () => {
    configureImageAssetHost('https://assets.example.test');
    expect(process.env[IMAGE_ASSET_HOST_VARIABLE]).toBe('https://assets.example.test/');
    expect(transformImage({ url: 'https://assets.example.test/a.png', width: 80 })).toContain('w=80');
    const errors: string[] = [];
    expect(imageSource({ url: MACHINE, onError: (message) => errors.push(message) })).toBe(MACHINE);
    expect(errors).toHaveLength(1);
    configureImageAssetHost(null);
    expect(process.env[IMAGE_ASSET_HOST_VARIABLE]).toBeUndefined();
    expect(imageAssetHost()).toBe(DEFAULT_IMAGE_ASSET_HOST);
  });
});
