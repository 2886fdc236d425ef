import { describe, expect, it } from 'vitest';
import { linkSiteSlug } from '../../../core/routing/link-slug.ts';

describe('linkSiteSlug (public-site §2 localized links)', () => {
  it.each([
    ['the main site', { slug: null, domains: [{ hostName: 'www.example.com', slug: null }] }, null],
    ['a slug site without domains', { slug: 'events', domains: null }, 'events'],
    [
      'a slug site on the main hosts',
      { slug: 'events', domains: [{ hostName: 'www.example.com', slug: 'events' }] },
      'events',
    ],
    [
      'a site on its own host',
      { slug: 'cabinet-building', domains: [{ hostName: 'cabinet.example.com', slug: null }] },
      null,
    ],
  ])('%s', (_name, site, expected) => {
    expect(linkSiteSlug(site)).toBe(expected);
  });
});
