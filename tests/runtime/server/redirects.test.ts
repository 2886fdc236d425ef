import { describe, expect, it } from 'vitest';
import type { ServedSite } from '../../../core/serving/context.ts';
import {
  cmsRedirectLocation,
  externalSiteLocation,
  trailingSlashLocation,
} from '../../../runtime/server/redirects.ts';
import { parseRequestTarget, type ResolvedRequest } from '../../../runtime/server/site-resolution.ts';

function siteWithRedirects(redirects: [string, string][]): ServedSite {
  return { redirects: redirects.map(([previousUrl, target]) => ({ previousUrl, target })) } as ServedSite;
}

describe('trailingSlashLocation (public-site §2: trailing slash gives 301)', () => {
  it.each([
    ['/en/company/', '/en/company'],
    ['/en/company//', '/en/company'],
    ['/en//company/?a=1', '/en/company?a=1'],
    ['/en/company', null],
    ['/', null],
  ])('%s → %s', (target, expected) => {
    expect(trailingSlashLocation(parseRequestTarget(target))).toBe(expected);
  });
});

describe('cmsRedirectLocation (public-site §2: content-system redirects by the longest previousUrl)', () => {
  const served = siteWithRedirects([
    ['/en/jobs', '/en/careers'],
    ['/en/jobs?source=newsletter', '/en/careers/newsletter'],
    ['/en/über-uns', '/en/company'],
    ['/en/news#2024', '/en/media-releases'],
  ]);

  it.each([
    ['path only', '/en/jobs', '/en/careers'],
    ['path with query wins as the longer match', '/en/jobs?source=newsletter', '/en/careers/newsletter'],
    ['another query falls back to the path', '/en/jobs?source=fair', '/en/careers'],
    ['percent-encoded path', '/en/%C3%BCber-uns', '/en/company'],
    ['a previousUrl with a hash is left to the browser', '/en/news', null],
    ['no redirect', '/en/company', null],
  ])('%s: %s → %s', (_name, target, expected) => {
    expect(cmsRedirectLocation({ served, target: parseRequestTarget(target) })).toBe(expected);
  });
});

describe('externalSiteLocation (customer-area §2: the redirect site)', () => {
  it('keeps locale, page path and query, and drops the site slug', () => {
    const resolved = { localeSegment: 'de-ch', rest: ['products', 'x'] } as ResolvedRequest;
    expect(
      externalSiteLocation({ redirectHost: 'https://shop.partner.test/', resolved, search: '?q=1' }),
    ).toBe('https://shop.partner.test/de-ch/products/x?q=1');
  });
});
