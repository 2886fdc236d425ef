import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadAllConnectionPages } from '../../../core/content/connection-pages.ts';
import type { ServiceRequest, ServiceTransport } from '../../../core/graphql/service-request.ts';

type Page = { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: string }[] };

/** A transport answering each request with the next of `pages`, recording the variables it was sent. */
function pagedTransport(pages: Page[]) {
  const sent: Record<string, unknown>[] = [];
  const transport: ServiceTransport = {
    async request(request: ServiceRequest<z.ZodType>) {
      sent.push(request.variables ?? {});
      const page = pages[sent.length - 1];
      if (!page) throw new Error(`request ${sent.length} was not expected`);
      return { itemsConnection: page } as never;
    },
  };
  return { sent, transport };
}

const page = (nodes: string[], hasNextPage: boolean, endCursor: string | null): Page => ({
  pageInfo: { hasNextPage, endCursor },
  edges: nodes.map((node) => ({ node })),
});

function loadAll(transport: ServiceTransport) {
  return loadAllConnectionPages({
    transport,
    request: {
      service: 'content',
      operationName: 'itemsQuery',
      query: 'query itemsQuery { itemsConnection { pageInfo { hasNextPage endCursor } } }',
      variables: { locales: ['de', 'en'] },
      schema: z.unknown(),
    },
    pageSize: 2,
    connection: (answer) => (answer as { itemsConnection: Page }).itemsConnection,
  });
}

describe('loadAllConnectionPages (public-site §7 Relay paging)', () => {
  it('follows endCursor until hasNextPage is false, adding first and after to the variables', async () => {
    const { sent, transport } = pagedTransport([
      page(['a', 'b'], true, 'c1'),
      page(['c', 'd'], true, 'c2'),
      page(['e'], false, 'c3'),
    ]);
    expect(await loadAll(transport)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(sent).toEqual([
      { locales: ['de', 'en'], first: 2, after: null },
      { locales: ['de', 'en'], first: 2, after: 'c1' },
      { locales: ['de', 'en'], first: 2, after: 'c2' },
    ]);
  });

  it('stops when a page says there is more but gives no cursor', async () => {
    const { sent, transport } = pagedTransport([page(['a'], true, null)]);
    expect(await loadAll(transport)).toEqual(['a']);
    expect(sent).toHaveLength(1);
  });

  it('stops, without the repeated nodes, when a looping service sends a cursor it sent before', async () => {
    const { sent, transport } = pagedTransport([
      page(['a', 'b'], true, 'c1'),
      page(['c', 'd'], true, 'c2'),
      page(['a', 'b'], true, 'c1'),
    ]);
    expect(await loadAll(transport)).toEqual(['a', 'b', 'c', 'd']);
    expect(sent).toHaveLength(3);
  });

  it('stops when a service answers the same page again and again', async () => {
    const same = page(['a', 'b'], true, 'c1');
    const { sent, transport } = pagedTransport([same, same, same]);
    expect(await loadAll(transport)).toEqual(['a', 'b']);
    expect(sent).toHaveLength(2);
  });
});
