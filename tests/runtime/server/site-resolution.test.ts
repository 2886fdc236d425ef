import { describe, expect, it } from 'vitest';
import type { Domain } from '../../../core/model/system-data.ts';
import type { ServedSite } from '../../../core/serving/context.ts';
import { fleetOf } from '../../../runtime/server/fleet.ts';
import {
  isMainSiteHost,
  parseRequestTarget,
  resolveRequest,
} from '../../../runtime/server/site-resolution.ts';

function served(id: string, slug: string | null, domains: Domain[] | null, locales: string[]): ServedSite {
  return {
    site: { id, slug, domains },
    manifest: { pages: [] },
    locales: new Set(locales),
  } as unknown as ServedSite;
}

const main = served('main', null, [{ hostName: 'www.example.test', slug: null }], ['en', 'de-ch']);
const events = served('events', 'events', null, ['en']);
const expo = served('expo', 'expo', [{ hostName: 'www.example.test', slug: 'expo' }], ['en']);
const brand = served('brand', 'brand', [{ hostName: 'brand.example.test', slug: null }], ['en']);
const fleet = fleetOf([main, events, expo, brand]);

describe('resolveRequest (public-site §2 URL resolution and site matching)', () => {
  it.each([
    ['www.example.test', '/en/company', 'main', 'en', 'en', null, ['company']],
    ['www.example.test', '/de-CH/company', 'main', 'de-CH', null, null, ['company']],
    ['localhost:4321', '/de-ch/events/a%20b', 'events', 'de-ch', null, 'events', ['a%20b']],
    ['localhost:4321', '/events', 'events', null, null, 'events', []],
    ['www.example.test', '/en/expo/x', 'expo', 'en', 'en', 'expo', ['x']],
    ['brand.example.test', '/en/events', 'brand', 'en', 'en', null, ['events']],
    ['localhost', '/company/events', 'main', null, null, null, ['company', 'events']],
  ])('%s %s → %s', (host, path, site, localeSegment, locale, pathSlug, rest) => {
    const resolved = resolveRequest({ fleet, host, segments: parseRequestTarget(path).segments });
    expect(resolved?.served.site.id).toBe(site);
    expect(resolved).toMatchObject({ localeSegment, locale, pathSlug, rest });
  });

  it('answers null when no site matches and there is no main site', () => {
    const withoutMain = fleetOf([events, brand]);
    expect(resolveRequest({ fleet: withoutMain, host: 'localhost', segments: ['en', 'company'] })).toBeNull();
  });
});

describe('isMainSiteHost (public-site §6 main-site-only sites)', () => {
  it.each([
    ['www.example.test', true],
    ['shop.www.example.test:8080', true],
    ['brand.example.test', false],
    ['127.0.0.1:4321', true],
    ['[::1]:4321', true],
    ['localhost', false],
  ])('%s → %s', (host, expected) => {
    expect(isMainSiteHost({ fleet, host })).toBe(expected);
  });
});

describe('parseRequestTarget', () => {
  it('keeps the path as sent, a literal # included, and splits the query off', () => {
    expect(parseRequestTarget('/en//a#b?x=1')).toEqual({
      pathname: '/en//a#b',
      search: '?x=1',
      segments: ['en', 'a#b'],
    });
  });
});
