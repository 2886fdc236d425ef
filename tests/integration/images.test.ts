import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { type CheerioAPI, load } from 'cheerio';
import PQueue from 'p-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureImageAssetHost, IMAGE_ASSET_HOST_VARIABLE } from '../../core/media/asset-host.ts';
import { createProductDataset } from '../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import { collectImages } from '../../sandbox/images/catalogue.ts';
import { type RunningImageService, startImageService } from '../../sandbox/images/server.ts';
import { buildDemo } from './../helpers/build-demo.ts';

/**
 * Images end to end (public-site §5, §9): the demo built with `images.assetHost` on a free loopback
 * port (set through its environment variable, as a deployment would), then the sandbox image service
 * started there with the same datasets; every image URL the pages render must answer 200.
 */
let out: string;
let assetHost: string;
let service: RunningImageService;

beforeAll(async () => {
  assetHost = `http://127.0.0.1:${await freePort()}/`;
  process.env[IMAGE_ASSET_HOST_VARIABLE] = assetHost;
  ({ out } = await buildDemo({ site: ['main', 'cabinet-building'], locale: ['en', 'de-ch', 'de-de'] }));
  const images = collectImages({
    assetHost,
    datasets: [createContentDataset({ assetHost }), createProductDataset({ assetHost })],
  });
  service = await startImageService({ images, assetHost });
}, 120_000);

afterAll(async () => {
  configureImageAssetHost(null);
  await service?.close();
});

async function page(site: string, file: string): Promise<CheerioAPI> {
  return load(await readFile(path.join(out, site, file, 'index.html'), 'utf8'));
}

/**
 * Fetches the URLs six at a time, as a browser does over HTTP/1.1 (its connections per host: the image
 * service refuses a larger burst of new renditions from one address).
 * @returns `{status} {content type} {url}` of each, in order.
 */
async function fetchAsBrowser(urls: readonly string[]): Promise<string[]> {
  const queue = new PQueue({ concurrency: 6 });
  return Promise.all(
    urls.map((url) =>
      queue.add(async () => {
        const response = await fetch(url);
        await response.arrayBuffer();
        return `${response.status} ${response.headers.get('content-type')} ${url}`;
      }),
    ),
  );
}

/** Every URL of `<img src>`, `<img srcset>` and `<source srcset>` of a page. */
function imageUrls($: CheerioAPI): string[] {
  const urls = $('img')
    .map((_, image) => $(image).attr('src'))
    .get();
  $('img[srcset], source[srcset]').each((_, element) => {
    for (const candidate of $(element).attr('srcset')!.split(','))
      urls.push(candidate.trim().split(/\s+/)[0]!);
  });
  return urls;
}

describe('images of the built demo pages', () => {
  it('are all on the configured asset host and answer 200 there, as images', async () => {
    const pages = [
      await page('machinery_group', 'en/products'),
      await page('machinery_group', 'en/products/wire-processing/crimping'),
      await page('machinery_group', 'de-ch/products/wire-processing/crimping/alpha-550'),
      await page('machinery_group', 'en/capabilities/crimping'),
    ];
    const cabinet = (await readdir(path.join(out, 'cabinet_building'))).find((name) => name.startsWith('de'));
    pages.push(await page('cabinet_building', cabinet!));
    const urls = [...new Set(pages.flatMap(imageUrls))];
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) expect(url.startsWith(assetHost)).toBe(true);
    const answers = await fetchAsBrowser(urls);
    expect(answers.filter((answer) => !/^200 image\/(png|webp|jpeg) /.test(answer))).toEqual([]);
  });

  it('show a product with a WebP source, a sized png and the brand logo 96 px high at quality 100', async () => {
    const $ = await page('machinery_group', 'de-ch/products/wire-processing/crimping/alpha-550');
    const gallery = $('.sf-gallery > picture').first();
    expect(gallery.find('source[type="image/webp"]').attr('srcset')).toMatch(/fm=webp.* 1x, .* 2x$/);
    expect([gallery.find('img').attr('width'), gallery.find('img').attr('height')]).toEqual(['480', '360']);
    expect($('.sf-product__brand img').attr('src')).toMatch(
      /\/brands\/[a-z]+\.png\?h=96&fit=crop&fm=png&q=100$/,
    );
  });

  it('show the content modules of the home and company pages, every module image answering 200', async () => {
    const home = await page('machinery_group', 'en');
    const company = await page('machinery_group', 'de-ch/company');
    const types = ($: CheerioAPI) =>
      $('.sf-module')
        .map((_, module) => $(module).attr('class')!.replace('sf-module sf-module--', ''))
        .get();
    expect(types(home)).toEqual(['stretched', 'teasers', 'aside', 'quote', 'logos', 'stretched-video']);
    expect(types(company)).toEqual(['break-out', 'aside sf-module--aside-video', 'quote', 'downloads']);
    // The hero comes right after the title and loads at once; the others load lazily.
    expect(home('h1 + .sf-module--stretched img').attr('loading')).toBe('eager');
    expect(home('.sf-modules img').first().attr('loading')).toBe('lazy');
    expect(home('.sf-teaser h3 a').first().attr('href')).toBe('/en/company');
    expect(company('.sf-download-card').first().attr('href')).toBe('/file/product-brochure?l=de-ch');
    const urls = [
      ...new Set([home, company].flatMap(($) => imageUrls(load($('.sf-page--modules').html() ?? '')))),
    ];
    expect(urls.length).toBeGreaterThan(30);
    const answers = await fetchAsBrowser(urls);
    expect(answers.filter((answer) => !/^200 image\/(png|webp|jpeg) /.test(answer))).toEqual([]);
  });

  it('show a brand site its logo in the header through the asset service', async () => {
    const cabinet = (await readdir(path.join(out, 'cabinet_building'))).find((name) => name.startsWith('de'));
    const $ = await page('cabinet_building', cabinet!);
    expect($('.sf-header__brand img').attr('src')).toBe(
      `${assetHost}brands/cobalt.png?h=96&fit=crop&fm=png&q=100`,
    );
  });
});

/** A TCP port free on loopback now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
