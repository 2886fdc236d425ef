import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductDataset } from '../../../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../../../../sandbox/dataset/index.ts';
import { collectImages } from '../../../../sandbox/images/catalogue.ts';
import {
  IMAGE_CACHE_CONTROL,
  RENDERS_PER_ADDRESS,
  RENDERS_QUEUED,
  type RunningImageService,
  startImageService,
} from '../../../../sandbox/images/server.ts';

// The datasets are made for the host the service answers on; port 0 here picks a free one, so the
// datasets use a placeholder host and the images are looked up by path below it.
const DATASET_HOST = 'http://127.0.0.1:4399/';

describe('the sandbox image service (public-site §5 image transformation, §9 defaults)', () => {
  let service: RunningImageService;
  beforeAll(async () => {
    const images = collectImages({
      assetHost: DATASET_HOST,
      datasets: [
        createContentDataset({ assetHost: DATASET_HOST }),
        createProductDataset({ assetHost: DATASET_HOST }),
      ],
    });
    service = await startImageService({ images, assetHost: 'http://127.0.0.1:0/' });
  });
  afterAll(() => service.close());

  const get = (path: string, init?: RequestInit) => fetch(`${service.assetHost}${path}`, init);

  it.each([
    ['products/alpha-550/1.jpg?w=960&h=720&fit=crop&fm=webp&q=90', 'image/webp', 'webp', 960, 720],
    ['products/alpha-550/1.jpg?w=480&h=360&fit=crop&fm=png&q=90', 'image/png', 'png', 480, 360],
    ['classifications/crimping.jpg?w=1200&h=675&fit=crop&fm=jpg&q=80', 'image/jpeg', 'jpeg', 1200, 675],
    ['brands/aurum.png?h=96&fit=crop&fm=png&q=100', 'image/png', 'png', 384, 96],
  ])(
    'answers %s with the right type, size and a long-lived Cache-Control',
    async (path, type, format, width, height) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, width, height]);
    },
  );

  it('fits inside the box with clip and never enlarges with max', async () => {
    const clip = await sharp(
      Buffer.from(await (await get('samples/machine.jpg?w=400&h=400&fit=clip&fm=png')).arrayBuffer()),
    ).metadata();
    expect([clip.width, clip.height]).toEqual([400, 300]);
    const max = await sharp(
      Buffer.from(await (await get('samples/person.jpg?w=4000&fit=max&fm=png')).arrayBuffer()),
    ).metadata();
    expect([max.width, max.height]).toEqual([800, 800]);
  });

  it('answers the same bytes for the same URL, and 304 to a matching If-None-Match', async () => {
    const path = 'samples/logo.png?h=96&fit=crop&fm=webp&q=100';
    const [first, second] = await Promise.all([get(path), get(path)]);
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
    const etag = first.headers.get('etag')!;
    expect((await get(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers a burst of the largest sizes (4096 px), queued two at a time, and refuses larger', async () => {
    const sizes = [4096, 4095, 4094, 4093, 4092, 4091];
    const answers = await Promise.all(
      sizes.map((size) => get(`samples/logo.png?w=${size}&h=${size}&fit=crop&fm=jpg&q=100`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sizes.map(() => 200));
    const metadata = await sharp(Buffer.from(await answers[0]!.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([4096, 4096]);
    expect((await get('samples/logo.png?w=4097')).status).toBe(400);
  });

  it('refuses a burst of new renditions from one address with 429 and Retry-After, not a long wait', async () => {
    // Odd sizes, so that none is cached: each needs a render of its own.
    const sizes = Array.from({ length: RENDERS_PER_ADDRESS + 16 }, (_, index) => 1200 + index);
    const answers = await Promise.all(sizes.map((size) => get(`samples/machine.jpg?w=${size}&fm=webp`)));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 429),
      statuses.join(),
    ).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // What was rendered stays cached, and is answered whatever the queue holds.
    expect((await get(`samples/machine.jpg?w=${sizes[0]}&fm=webp`)).status).toBe(200);
  });

  it('refuses renders beyond its whole queue with 503 and Retry-After, whichever address asks', async () => {
    const addresses = Array.from({ length: 8 }, (_, index) => `127.0.0.${index + 2}`);
    const perAddress = Math.ceil((RENDERS_QUEUED + 32) / addresses.length);
    const answers = await Promise.all(
      addresses.flatMap((localAddress, at) =>
        Array.from({ length: perAddress }, (_, index) =>
          statusFrom({ localAddress, path: `samples/person.jpg?w=${2400 + at * perAddress + index}&fm=png` }),
        ),
      ),
    );
    expect(
      answers.every(([status]) => status === 200 || status === 503),
      answers.join(),
    ).toBe(true);
    const refused = answers.filter(([status]) => status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const [, retryAfter] of refused) expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  /** The status and `Retry-After` of a GET sent from `localAddress` (a client address of its own). */
  function statusFrom(input: { localAddress: string; path: string }): Promise<[number, string | undefined]> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        `${service.assetHost}${input.path}`,
        { localAddress: input.localAddress, agent: false },
        (response) => {
          response.resume();
          response.on('end', () => resolve([response.statusCode ?? 0, response.headers['retry-after']]));
        },
      );
      request.on('error', reject);
    });
  }

  it('answers 404 for an image it does not have and 400 for a bad parameter', async () => {
    expect((await get('products/unknown/1.jpg?w=80')).status).toBe(404);
    expect((await get('products/alpha-550/1.jpg?fit=fill')).status).toBe(400);
    expect((await get('products/alpha-550/1.jpg', { method: 'POST' })).status).toBe(405);
  });
});
