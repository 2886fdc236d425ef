import { afterEach, describe, expect, it } from 'vitest';
import { SYSTEM_DATA_QUERY, systemDataSchema } from '../../../../core/model/system-data.ts';
import { type RunningContentService, startContentService } from '../../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../../sandbox/dataset/index.ts';

describe('startContentService', () => {
  let service: RunningContentService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('serves GraphQL over HTTP on a free loopback port until closed', async () => {
    service = await startContentService({ dataset: createContentDataset() });
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/graphql$/);

    const response = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'gcms-locales': 'de' },
      body: JSON.stringify({ query: SYSTEM_DATA_QUERY }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: unknown };
    expect(systemDataSchema.parse(data).sites.map((site) => site.id)).toContain('cabinet-building');

    const url = service.url;
    await service.close();
    service = undefined;
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow();
  });

  it('answers GET requests with query and variables parameters', async () => {
    service = await startContentService({ dataset: createContentDataset() });
    const query = 'query page($id: ID!) { page(where: { id: $id }, locales: [fr]) { title locale } }';
    const params = new URLSearchParams({ query, variables: JSON.stringify({ id: 'page-academy-contact' }) });
    const response = await fetch(`${service.url}?${params}`, { headers: { accept: 'application/json' } });
    expect(await response.json()).toEqual({ data: { page: { title: 'Contact', locale: 'fr' } } });
  });

  it('reports a port already in use', async () => {
    service = await startContentService({ dataset: createContentDataset() });
    const port = Number(new URL(service.url).port);
    await expect(startContentService({ dataset: createContentDataset(), port })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});
