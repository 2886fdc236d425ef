import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../../../core/graphql/service-request.ts';
import { silentLogger } from '../../../../core/logger.ts';
import type { Locale } from '../../../../core/model/locale.ts';
import { createServiceFetcher, type ServiceFetcher } from '../../../../core/pipeline/fetch-queue.ts';
import type { LoadContext, ResolvedSite, SystemIndex } from '../../../../core/pipeline/plugin.ts';
import { loadCatalogue } from '../../../../plugins/catalogue/load.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../../../../sandbox/content/server.ts';
import { createProductDataset } from '../../../../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../../../../sandbox/dataset/index.ts';
import { startProductService } from '../../../../sandbox/products/server.ts';

const content = createContentDataset();
const services: { close(): Promise<void> }[] = [];
let fetcher: ServiceFetcher;
const sent: { operationName: string; variables: Record<string, unknown> }[] = [];

beforeAll(async () => {
  const contentService = await startContentService({ dataset: content });
  const productService = await startProductService({ dataset: createProductDataset() });
  services.push(contentService, productService);
  const real = createServiceFetcher({
    endpoints: {
      content: { service: 'content', url: contentService.url, token: DEFAULT_DRAFT_TOKEN },
      products: { service: 'products', url: productService.url },
    },
    logger: silentLogger(),
  });
  // The real fetcher, recording what the plugin asks of it.
  fetcher = {
    request(request) {
      sent.push({ operationName: request.operationName, variables: request.variables ?? {} });
      return real.request(request as ServiceRequest<never>);
    },
    stats: () => real.stats(),
  };
});
afterAll(() => Promise.all(services.map((service) => service.close())));

const locale = (urlCode: string, language: 'en' | 'de', country: string): Locale => ({
  code: urlCode,
  urlCode,
  sisCode: 'en-US',
  isInternational: country === 'ALL',
  language,
  country,
  measurementSystem: 'Metric',
});

function context(): LoadContext {
  const cms = content.sites.find((site) => site.id === 'main')!;
  const site = {
    key: 'main',
    cms,
    locales: [locale('en', 'en', 'ALL'), locale('de-ch', 'de', 'CH'), locale('de-de', 'de', 'DE')],
  } as ResolvedSite;
  return {
    site,
    system: {} as SystemIndex,
    buildId: 'test',
    assets: { scripts: [], styles: [] },
    logger: silentLogger(),
    fetch: fetcher,
  };
}

describe('loadCatalogue against the sandbox services', () => {
  it('loads classifications, products in chunks and capabilities per language, and the navigation', async () => {
    sent.length = 0;
    const loaded = await loadCatalogue(context(), { capabilities: true, productsPerRequest: 5 });
    expect([...loaded.byLanguage.keys()].sort()).toEqual(['de', 'en']);
    expect([...loaded.navigationByLanguage.keys()].sort()).toEqual(['de', 'en']);

    const german = loaded.byLanguage.get('de')!;
    const listed = new Set(
      german.classifications.flatMap((item) => item.products.map((product) => product.slug)),
    );
    expect(german.products.length).toBeGreaterThan(5);
    for (const product of german.products) expect(listed.has(product.slug)).toBe(true);
    expect(german.capabilities.length).toBeGreaterThan(0);
    expect(german.capabilities.some((entry) => entry.products.length > 0)).toBe(true);

    const chunks = sent.filter((request) => request.operationName === 'getProductsBySlugs');
    for (const request of chunks)
      expect(String(request.variables.slugs).split(',').length).toBeLessThanOrEqual(5);
    const requested = chunks
      .filter((request) => request.variables.language === 'de')
      .flatMap((request) => String(request.variables.slugs).split(','));
    expect(requested.sort()).toEqual([...listed].sort());
  });

  it('asks for no capability when capability pages are off', async () => {
    sent.length = 0;
    const loaded = await loadCatalogue(context(), { capabilities: false, productsPerRequest: 50 });
    expect(loaded.byLanguage.get('en')!.capabilities).toEqual([]);
    expect(sent.some((request) => request.operationName.includes('Capabilit'))).toBe(false);
  });
});
