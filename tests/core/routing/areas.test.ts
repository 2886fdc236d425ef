import { describe, expect, it } from 'vitest';
import { isMainSite, isPublicMainSite, isTechnicalArea } from '../../../core/routing/areas.ts';

const mainSite = { slug: null };
const eventsSite = { slug: 'events' };
const portalSegment = 'customer-portal';

describe('isTechnicalArea (public-site §2 technical areas)', () => {
  it.each([
    ['/style-guide', true],
    ['/style-guide/buttons', true],
    ['/en/style-guide/typography', true],
    ['/callback', true],
    ['/de-ch/callback', true],
    ['/en/company', false],
    ['/en', false],
    ['/', false],
    ['/en/company/style-guide', false],
    ['/de/callback', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isTechnicalArea(pathname)).toBe(expected);
  });
});

describe('isMainSite (public-site §2 main site)', () => {
  it.each([
    [mainSite, '/en/company', true],
    [mainSite, '/', true],
    [{ slug: '' }, '/en', true],
    [mainSite, '/en/style-guide', false],
    [mainSite, '/callback', false],
    [eventsSite, '/en/events/company', false],
  ])('site %o, %s → %s', (site, pathname, expected) => {
    expect(isMainSite({ site, pathname })).toBe(expected);
  });
});

describe('isPublicMainSite (public-site §2, §6; customer-area §1)', () => {
  it.each([
    [mainSite, '/en/company', true],
    [mainSite, '/de-ch', true],
    [mainSite, '/en/products/cutting', true],
    [mainSite, '/en/editor', false],
    [mainSite, '/en/Editor/pages', false],
    [mainSite, '/en/customer-portal/tickets/list', false],
    [mainSite, '/de-ch/CUSTOMER-PORTAL', false],
    [mainSite, '/customer-portal', false],
    [mainSite, '/en/customer-portal-news', true],
    [mainSite, '/style-guide', false],
    [eventsSite, '/en/events/company', false],
  ])('site %o, %s → %s', (site, pathname, expected) => {
    expect(isPublicMainSite({ site, pathname, portalSegment })).toBe(expected);
  });
});
