import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loadFile,
  loadNavigation,
  loadNavigationByLanguage,
  loadPages,
  loadSiteRedirects,
  loadSystemData,
} from '../../../core/content/services.ts';
import type { ServiceRequest, ServiceTransport } from '../../../core/graphql/service-request.ts';

/** A transport that records each request and answers from `answer` (unvalidated: the services trust it). */
function recordingTransport(answer: (request: ServiceRequest<z.ZodType>) => unknown) {
  const sent: ServiceRequest<z.ZodType>[] = [];
  const transport: ServiceTransport = {
    async request(request) {
      sent.push(request);
      return answer(request) as never;
    },
  };
  return { sent, transport };
}

const site = { headerNavigation: { id: 'header-main' }, footerNavigation: { id: 'footer-main' } };
const navigation = { header: null, footer: null };

describe('content-service operations (public-site §7)', () => {
  it('asks for system data with the preference en, as build and runtime both do', async () => {
    const { sent, transport } = recordingTransport(() => ({
      countries: [],
      languages: [],
      sites: [],
      brands: [],
    }));
    await loadSystemData({ transport });
    expect(
      sent.map(({ service, operationName, languages }) => ({ service, operationName, languages })),
    ).toEqual([{ service: 'content', operationName: 'systemDataQuery', languages: ['en'] }]);
  });

  it('sends the navigation ids, the preference as locales and header, and the stage', async () => {
    const { sent, transport } = recordingTransport(() => navigation);
    await loadNavigation({ transport, site, languages: ['de', 'fr', 'en'], stage: 'DRAFT' });
    expect(sent[0]?.variables).toEqual({
      headerId: 'header-main',
      footerId: 'footer-main',
      locales: ['de', 'fr', 'en'],
      stage: 'DRAFT',
    });
    expect(sent[0]?.languages).toEqual(['de', 'fr', 'en']);
  });

  it('loads the published navigation of each language with the build preference (language, en)', async () => {
    const { sent, transport } = recordingTransport(() => navigation);
    const byLanguage = await loadNavigationByLanguage({ transport, site, languages: ['de', 'en'] });
    expect([...byLanguage.keys()]).toEqual(['de', 'en']);
    expect(sent.map((request) => [request.languages, request.variables?.stage])).toEqual([
      [['de', 'en'], 'PUBLISHED'],
      [['en'], 'PUBLISHED'],
    ]);
  });

  it('follows the pages cursor until the last page', async () => {
    const { sent, transport } = recordingTransport((request) => {
      const first = request.variables?.after === null;
      return {
        pagesConnection: {
          pageInfo: { hasNextPage: first, endCursor: first ? 'cursor-1' : null },
          edges: [{ node: { id: first ? 'a' : 'b' } }],
        },
      };
    });
    const pages = await loadPages({ transport, siteId: 'main', languages: ['de', 'en'] });
    expect(pages.map((page) => page.id)).toEqual(['a', 'b']);
    expect(sent.map((request) => request.variables)).toEqual([
      { siteId: 'main', locales: ['de', 'en'], stage: 'PUBLISHED', first: 100, after: null },
      { siteId: 'main', locales: ['de', 'en'], stage: 'PUBLISHED', first: 100, after: 'cursor-1' },
    ]);
  });

  it('answers the site redirects', async () => {
    const redirects = [{ previousUrl: '/en/jobs', target: '/en/careers' }];
    const { sent, transport } = recordingTransport(() => ({ systemRedirects: redirects }));
    await expect(loadSiteRedirects({ transport, siteId: 'main' })).resolves.toEqual(redirects);
    expect(sent[0]?.variables).toEqual({ siteId: 'main' });
  });

  it('answers null for an unknown file and marks that answer as a miss', async () => {
    const { sent, transport } = recordingTransport(() => ({ files: [] }));
    await expect(loadFile({ transport, slug: 'nope', languages: ['en'] })).resolves.toBeNull();
    expect(sent[0]?.found?.({ files: [] })).toBe(false);
    expect(sent[0]?.variables).toEqual({ slug: 'nope', locales: ['en'] });
  });
});
