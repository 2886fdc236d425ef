import { describe, expect, it } from 'vitest';
import { createProductDataset } from '../../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { collectImages, imageKind } from '../../../sandbox/images/catalogue.ts';
import { drawImage } from '../../../sandbox/images/draw.ts';
import { parseTransformation } from '../../../sandbox/images/transform.ts';

const HOST = 'http://127.0.0.1:4399/';

describe('the demo datasets on the configured asset host', () => {
  const content = createContentDataset({ assetHost: HOST });
  const products = createProductDataset({ assetHost: HOST });

  it('point brand logos and product images at that host', () => {
    expect(content.brands.map((brand) => brand.image?.url)).toContain(`${HOST}brands/aurum.png`);
    for (const product of products.products) {
      for (const image of product.images) expect(image.url.startsWith(HOST)).toBe(true);
    }
  });

  it('give the image service every image, drawn from what the dataset says about it', () => {
    const images = collectImages({ assetHost: HOST, datasets: [content, products] });
    expect(images.get('brands/aurum.png')).toMatchObject({ kind: 'logo', title: 'Aurum Wire Systems' });
    expect(images.get('products/alpha-550/1.jpg')).toMatchObject({ kind: 'machine', title: 'Alpha 550' });
    expect(images.get('classifications/crimping.jpg')).toMatchObject({ kind: 'machine' });
    const videoStill = products.products.find((product) => product.videoImageUrl)!.videoImageUrl!;
    expect(images.get(videoStill.slice(HOST.length))?.kind).toBe('poster');
    // Documents are not images; the samples are always there.
    expect([...images.keys()].some((path) => path.endsWith('.pdf'))).toBe(false);
    expect(images.get('samples/person.jpg')?.kind).toBe('person');
  });

  it('draws the same SVG for the same image', () => {
    const images = collectImages({ assetHost: HOST, datasets: [products] });
    const entry = images.get('products/alpha-550/1.jpg')!;
    expect(drawImage(entry)).toBe(drawImage({ ...entry }));
    expect(drawImage(entry)).toContain('Alpha 550');
  });
});

describe('imageKind', () => {
  it.each([
    ['brands/aurum.png', 'logo'],
    ['story-contacts/jane-doe.jpg', 'person'],
    ['stories/contacts/jane.png', 'person'],
    ['products/x/overview.jpg', 'poster'],
    ['documents/x/brochure-en.jpg', 'document'],
    ['products/x/1.jpg', 'machine'],
    ['stories/new-crimping-centre.jpg', 'machine'],
  ])('%s is a %s', (path, kind) => {
    expect(imageKind(path)).toBe(kind);
  });
});

describe('parseTransformation (the asset service parameters)', () => {
  it('reads size, fit, format and quality', () => {
    expect(parseTransformation(new URLSearchParams('w=480&h=360&fit=crop&fm=webp&q=90'))).toEqual({
      width: 480,
      height: 360,
      fit: 'crop',
      format: 'webp',
      quality: 90,
    });
  });

  it('keeps the source format and the service defaults when absent', () => {
    expect(parseTransformation(new URLSearchParams(''))).toEqual({
      width: null,
      height: null,
      fit: 'clip',
      format: null,
      quality: 75,
    });
  });

  it.each(['w=0', 'w=5000', 'h=1.5', 'fit=fill', 'fm=gif', 'q=101', 'q=x'])('refuses %s', (query) => {
    expect(parseTransformation(new URLSearchParams(query))).toHaveProperty('error');
  });
});
