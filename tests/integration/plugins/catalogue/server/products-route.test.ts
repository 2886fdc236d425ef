import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintEditorHash } from '../../../../../core/editor/editor-hash.ts';
import { silentLogger } from '../../../../../core/logger.ts';
import type { RuntimeContext } from '../../../../../core/serving/context.ts';
import type {
  ProductsAnswer,
  SuggestionsAnswer,
} from '../../../../../plugins/catalogue/islands/products-api.ts';
import { EDITOR_COOKIE } from '../../../../../runtime/kit/cookies.ts';
import { createModesMiddleware } from '../../../../../runtime/server/modes.ts';
import { createProductDataset } from '../../../../../sandbox/dataset/catalogue/index.ts';
import { startProductService } from '../../../../../sandbox/products/server.ts';
import { API_TEST_EDITOR, demoApiRouter } from '../../../../helpers/api-app.ts';
import { countFetchCalls } from '../../../../helpers/fetch-calls.ts';

const editorCookie = `${EDITOR_COOKIE}=${mintEditorHash({ keys: API_TEST_EDITOR, now: Date.now() })}`;

let baseUrl: string;
let server: Server;
let service: Awaited<ReturnType<typeof startProductService>>;
let serviceRunning = true;

beforeAll(async () => {
  service = await startProductService({ dataset: createProductDataset() });
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger: silentLogger(),
    endpoints: { products: { service: 'products', url: service.url } },
    sites: () => [],
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
    editor: API_TEST_EDITOR,
  };
  const app = express();
  app.use(cookieParser());
  app.use(createModesMiddleware());
  app.use('/api', await demoApiRouter(context));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server?.close(() => resolve());
    server?.closeAllConnections();
  });
  if (serviceRunning) await service?.close();
});

async function get<T>(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as T & { error?: string },
  };
}

/** Counts the runtime's calls to the product-data service while `run` runs (the runtime is in-process). */
async function countServiceCalls(run: () => Promise<void>): Promise<number> {
  return (await countFetchCalls({ matches: (url) => url.startsWith(service.url), run })).calls;
}

describe('GET /api/products/by-slugs (customer-area §7 getProductsBySlugs for the basket)', () => {
  it('answers the products in the language and in the order asked for', async () => {
    const { status, body } = await get<ProductsAnswer>(
      '/api/products/by-slugs?language=de&slugs=gamma-333,alpha-550',
    );
    expect(status).toBe(200);
    expect(body.products.map((product) => product.slug)).toEqual(['gamma-333', 'alpha-550']);
    const alpha = body.products[1]!;
    expect(alpha.language).toBe('de');
    expect(alpha.variants.length).toBeGreaterThan(1);
    expect(alpha.specifications.some((spec) => spec.measurement_system === 'Imperial')).toBe(true);
  });

  it('leaves out unknown slugs, repeats and blanks; no slug asks the service nothing', async () => {
    const { body } = await get<ProductsAnswer>(
      '/api/products/by-slugs?language=en&slugs=nope,alpha-550,,alpha-550',
    );
    expect(body.products.map((product) => product.slug)).toEqual(['alpha-550']);
    expect((await get<ProductsAnswer>('/api/products/by-slugs?language=en&slugs=')).body).toEqual({
      products: [],
    });
  });

  it('refuses an unknown or missing language and more than 20 slugs with 400', async () => {
    for (const path of [
      '/api/products/by-slugs?language=xx&slugs=alpha-550',
      '/api/products/by-slugs?slugs=alpha-550',
      `/api/products/by-slugs?language=en&slugs=${Array.from({ length: 21 }, (_, index) => `p${index}`).join(',')}`,
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.error).toMatch(/language|at most 20/);
    }
    const twenty = Array.from({ length: 20 }, (_, index) => `p${index}`).join(',');
    expect((await get(`/api/products/by-slugs?language=en&slugs=${twenty}`)).status).toBe(200);
  });
});

describe('the products API and caches (docs/security.md rules 6 and 10)', () => {
  it('answers private with Vary: Cookie, also when the modes middleware sets the measurement-system cookie', async () => {
    const { status, headers } = await get(
      '/api/products/by-slugs?language=en&slugs=alpha-550&measurementSystem=Imperial',
    );
    expect(status).toBe(200);
    expect(headers.get('set-cookie')).toMatch(/^sf_ms=Imperial/);
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    expect(headers.get('vary')).toMatch(/\bCookie\b/i);
    const suggestions = await get('/api/products/suggestions?language=en&classification=crimping');
    expect(suggestions.headers.get('cache-control')).toBe('private, max-age=60');
  });

  it('keeps serving a real product from the cache after 250 requests for random slugs', async () => {
    const real = '/api/products/by-slugs?language=fr&slugs=alpha-550';
    expect((await get<ProductsAnswer>(real)).body.products).toHaveLength(1);
    const misses = await countServiceCalls(async () => {
      for (let index = 0; index < 250; index += 1) {
        const random = `${index}-${Math.random().toString(36).slice(2)}`;
        const answer = await get<ProductsAnswer>(
          `/api/products/by-slugs?language=fr&slugs=random-${random},alpha-550`,
        );
        expect(answer.body.products.map((product) => product.slug)).toEqual(['alpha-550']);
        expect(
          (await get(`/api/products/suggestions?language=fr&classification=random-${random}`)).status,
        ).toBe(404);
      }
    });
    // Each random slug asked the service (never stored), alpha-550 never again.
    expect(misses).toBeGreaterThanOrEqual(250);
    expect(await countServiceCalls(async () => void (await get(real)))).toBe(0);
  });

  it('ignores ?cache=clear and ?cache=false from a visitor; acts on them for an editor', async () => {
    const real = '/api/products/by-slugs?language=es&slugs=gamma-333';
    await get(real);
    expect(await countServiceCalls(async () => void (await get(`${real}&cache=false`)))).toBe(0);
    expect(await countServiceCalls(async () => void (await get(`${real}&cache=clear`)))).toBe(0);
    const asEditor = { cookie: editorCookie };
    expect(await countServiceCalls(async () => void (await get(`${real}&cache=false`, asEditor)))).toBe(1);
    expect(await countServiceCalls(async () => void (await get(`${real}&cache=clear`, asEditor)))).toBe(1);
    expect(await countServiceCalls(async () => void (await get(real)))).toBe(0);
  });
});

describe('GET /api/products/suggestions (customer-area §5 basket suggestions)', () => {
  it("answers a classification's name and its products in the language", async () => {
    const { status, body } = await get<SuggestionsAnswer>(
      '/api/products/suggestions?language=en&classification=crimping',
    );
    expect(status).toBe(200);
    expect(body.classification).toMatchObject({ slug: 'crimping', type: 'product' });
    expect(body.classification.name.length).toBeGreaterThan(0);
    const slugs = body.products.map((product) => product.slug);
    expect(slugs).toEqual(expect.arrayContaining(['alpha-550', 'gamma-333']));
  });

  it('finds a service classification too (the basket keeps slugs only)', async () => {
    const { status, body } = await get<SuggestionsAnswer>(
      '/api/products/suggestions?language=de&classification=maintenance',
    );
    expect(status).toBe(200);
    expect(body.classification.type).toBe('service');
    expect(body.products.length).toBeGreaterThan(0);
  });

  it('limits the products to those the country may see', async () => {
    // A product offered in a few countries only (the demo's operator training: DE, AT, CH).
    const classification = createProductDataset().classifications.find((entry) =>
      entry.products.some(
        (listed) => listed.supportedCountries.length > 0 && listed.supportedCountries.length < 10,
      ),
    )!;
    const restricted = classification.products.find(
      (listed) => listed.supportedCountries.length > 0 && listed.supportedCountries.length < 10,
    )!;
    const allowed = restricted.supportedCountries[0]!;
    const elsewhere = ['CH', 'US', 'JP', 'DE', 'BR'].find(
      (code) => !restricted.supportedCountries.includes(code),
    )!;
    const slugs = async (country: string) =>
      (
        await get<SuggestionsAnswer>(
          `/api/products/suggestions?language=en&classification=${classification.slug}&country=${country}`,
        )
      ).body.products.map((product) => product.slug);
    expect(await slugs(allowed.toLowerCase())).toContain(restricted.slug);
    expect(await slugs(elsewhere)).not.toContain(restricted.slug);
    expect(await slugs('ALL')).toContain(restricted.slug);
  });

  it('answers 404 for an unknown classification and 400 without one', async () => {
    expect((await get('/api/products/suggestions?language=en&classification=nope')).status).toBe(404);
    expect((await get('/api/products/suggestions?language=en')).status).toBe(400);
    expect(
      (await get('/api/products/suggestions?language=en&classification=crimping&country=Swiss')).status,
    ).toBe(400);
  });
});

describe('the products API when the product-data service fails', () => {
  it('answers 502 with the reason', async () => {
    await service.close();
    serviceRunning = false;
    const { status, body } = await get('/api/products/by-slugs?language=en&slugs=zeta-633&cache=false', {
      cookie: editorCookie,
    });
    expect(status).toBe(502);
    expect(body.error).toMatch(/^The product-data service could not answer/);
  });
});
