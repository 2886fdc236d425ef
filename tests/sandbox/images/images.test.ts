import { describe, expect, it } from 'vitest';
import { createProductDataset } from '../../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { collectImages, imageKind, machineFamily, sceneSetting } from '../../../sandbox/images/catalogue.ts';
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

  it('draws each product family as its own machine, a highlight as its product, and no caption on photos', () => {
    const images = collectImages({ assetHost: HOST, datasets: [products] });
    // alpha-550 is a crimping machine, sigma-688 a stripping machine, cs-40 a test system (their short
    // descriptions say so); a highlight named "Consistent quality" still shows its product's machine.
    expect(images.get('products/alpha-550/1.jpg')?.family).toBe('crimping');
    expect(images.get('products/alpha-550/highlight-2.jpg')?.family).toBe('crimping');
    expect(images.get('products/sigma-688/1.jpg')?.family).toBe('stripping');
    expect(images.get('products/cs-40/1.jpg')?.family).toBe('test');
    const crimping = drawImage(images.get('products/alpha-550/1.jpg')!);
    const stripping = drawImage(images.get('products/sigma-688/1.jpg')!);
    // Different silhouettes, not only different colours: the drawings differ once colours are removed.
    const shapes = (svg: string) => svg.replace(/#[0-9a-f]{6}/gi, '').replace(/<title>.*?<\/title>/, '');
    expect(shapes(crimping)).not.toBe(shapes(stripping));
    expect(shapes(drawImage({ kind: 'machine', title: 'A', seed: 7, family: 'harness' }))).not.toBe(
      shapes(drawImage({ kind: 'machine', title: 'A', seed: 7, family: 'cutting' })),
    );
    // A photo has its title for assistive tools, but no text drawn on it; a brochure cover keeps its title.
    expect(crimping).not.toContain('<text');
    expect(drawImage(images.get('documents/alpha-550/brochure-en.jpg')!)).toContain('<text');
  });

  it('sets stories in a factory hall, event sites at a trade-fair booth, catalogue photos in a studio', () => {
    const images = collectImages({ assetHost: HOST, datasets: [content, products] });
    expect(images.get('stories/kabelwerk-ost-cutting.jpg')).toMatchObject({
      setting: 'hall',
      family: 'cutting',
    });
    expect(images.get('modules/productronica/productronica-home/hero.jpg')?.setting).toBe('booth');
    expect(images.get('products/cs-40/1.jpg')?.setting).toBe('studio');
    const hall = drawImage(images.get('stories/kabelwerk-ost-cutting.jpg')!);
    const booth = drawImage({ ...images.get('stories/kabelwerk-ost-cutting.jpg')!, setting: 'booth' });
    expect(hall).toContain('id="sky"');
    expect(booth).toContain('id="carpet"');
  });
});

describe('machineFamily and sceneSetting', () => {
  it.each([
    ['Fully automatic crimping machine for reliable crimp connections.', 'crimping'],
    ['Compact cut-and-strip machine for small batches.', 'cutting'],
    ['Precise stripping machine for single wires and multi-core cables.', 'stripping'],
    ['Modular system for automated wire harness production.', 'harness'],
    ['Electrical test system for finished harnesses.', 'test'],
    ['stories/harnesstec-sealing.jpg', 'crimping'],
    ['Dashboards that turn machine data into decisions.', null],
  ])('%s names %s', (text, family) => {
    expect(machineFamily(text)).toBe(family);
  });

  it.each([
    ['modules/wirepro-expo-2024/wirepro-expo-2024-home/hero.jpg', 'Company', 'booth'],
    ['products/alpha-550/1.jpg', 'Alpha 550', 'studio'],
    ['stories/nordkabel-crimping.jpg', 'Nordkabel automates crimping', 'hall'],
    ['modules/main/main-careers/inline.jpg', 'Careers', 'hall'],
  ])('%s (%s) stands in a %s', (path, title, setting) => {
    expect(sceneSetting({ path, title, seed: 0 })).toBe(setting);
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
