import { describe, expect, it } from 'vitest';
import type { ServedSite } from '../../../core/serving/context.ts';
import {
  affectedSites,
  webhookChange,
  webhookPayloadSchema,
} from '../../../plugins/rebuilds/server/webhook-payload.ts';

function served(id: string, pages: { id?: string; sources?: string[] }[]): ServedSite {
  return {
    site: { id, key: id },
    manifest: {
      pages: pages.map((page, index) => ({
        ...page,
        locale: 'en',
        path: `p${index}`,
        file: `en/p${index}/index.html`,
        hash: 'h',
      })),
    },
  } as unknown as ServedSite;
}

const fleet = [
  served('main', [
    { id: 'page-main-company-history' },
    { id: 'page-main-home', sources: ['product:alpha-550'] },
  ]),
  served('events', [{ id: 'page-events-home' }]),
  served('shop', [{ id: 'page-shop-home', sources: ['product:alpha-550'] }]),
];

describe('rebuild webhook payload', () => {
  it('reads entry ids and a reason from a Hygraph delivery', () => {
    const payload = webhookPayloadSchema.parse({
      operation: 'publish',
      data: { __typename: 'Page', id: 'page-main-company-history', stage: 'PUBLISHED', title: 'History' },
    });
    expect(webhookChange(payload)).toEqual({
      entryIds: ['page-main-company-history'],
      reason: 'webhook: Page.PUBLISH page-main-company-history',
    });
  });

  it('accepts a list of entries and a list of deliveries, deduplicated', () => {
    const payload = webhookPayloadSchema.parse([
      {
        operation: 'update',
        data: [
          { __typename: 'Page', id: 'a' },
          { __typename: 'Page', id: 'b' },
        ],
      },
      { operation: 'publish', data: { id: 'a' } },
      { operation: 'publish', data: [{ id: 'c' }, { id: 'd' }] },
    ]);
    expect(webhookChange(payload)).toEqual({
      entryIds: ['a', 'b', 'c', 'd'],
      reason: 'webhook: Page.UPDATE a, Page.UPDATE b, Entry.PUBLISH c + 1 more',
    });
  });

  it.each([
    ['no data', { operation: 'publish' }],
    ['an entry without id', { data: { __typename: 'Page' } }],
    ['an empty list', { data: [] }],
    ['a string', 'publish'],
  ])('refuses a body with %s', (_name, body) => {
    expect(webhookPayloadSchema.safeParse(body).success).toBe(false);
  });

  it('rebuilds the sites whose pages are the entry or name it among their sources', () => {
    expect(affectedSites({ sites: fleet, entryIds: ['page-main-company-history'] })).toEqual(['main']);
    expect(affectedSites({ sites: fleet, entryIds: ['product:alpha-550'] })).toEqual(['main', 'shop']);
    expect(affectedSites({ sites: fleet, entryIds: ['page-events-home', 'page-shop-home'] })).toEqual([
      'events',
      'shop',
    ]);
  });

  it('rebuilds every served site for an entry no page names (navigation, system data)', () => {
    expect(affectedSites({ sites: fleet, entryIds: ['navigation-main-header'] })).toEqual([
      'main',
      'events',
      'shop',
    ]);
  });
});
