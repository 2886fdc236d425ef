import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_BY_SLUG_QUERY, productBySlugSchema } from '../../../../core/model/products.ts';
import { createProductDataset } from '../../../../sandbox/dataset/catalogue/index.ts';
import { type RunningProductService, startProductService } from '../../../../sandbox/products/server.ts';

describe('startProductService', () => {
  let service: RunningProductService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('serves GraphQL over HTTP on a free loopback port until closed', async () => {
    service = await startProductService({ dataset: createProductDataset() });
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);

    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: PRODUCT_BY_SLUG_QUERY,
        variables: { language: 'ja', slug: 'operator-training' },
      }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: unknown };
    expect(productBySlugSchema.parse(data).getProductBySlugV2).toMatchObject({
      name: 'オペレーター研修',
      language: 'ja',
    });

    const url = service.url;
    await service.close();
    service = undefined;
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('reports a port already in use', async () => {
    service = await startProductService({ dataset: createProductDataset() });
    const port = Number(new URL(service.url).port);
    await expect(startProductService({ dataset: createProductDataset(), port })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});
