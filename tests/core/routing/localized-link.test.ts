import { describe, expect, it } from 'vitest';
import { localizeLink, stripHardPrefix } from '../../../core/routing/localized-link.ts';

describe('localizeLink (public-site §2 localized links)', () => {
  it.each([
    ['/', 'en', null, '/en'],
    ['', 'en', null, '/en'],
    ['/company', 'de-ch', null, '/de-ch/company'],
    ['/company/', 'de-ch', null, '/de-ch/company'],
    ['/company///', 'en', null, '/en/company'],
    ['company/history', 'fr', null, '/fr/company/history'],
    ['/DE-CH/company', 'de-ch', null, '/de-ch/DE-CH/company'],
    ['/de-ch/company/', 'en', 'events', '/en/events/company'],
    ['/de-ch/company', 'fr-fr', null, '/fr-fr/company'],
    ['/en', 'de-ch', null, '/de-ch'],
    ['/company', 'en', 'events', '/en/events/company'],
    ['/events/company', 'en', 'events', '/en/events/company'],
    ['/en/events/company/', 'de-ch', 'events', '/de-ch/events/company'],
    ['/', 'es', 'events', '/es/events'],
    ['/company', 'DE-CH', null, '/de-ch/company'],
    ['/company?tab=2#team', 'en', null, '/en/company?tab=2#team'],
    ['/de-ch/company/?tab=2', 'en', 'events', '/en/events/company?tab=2'],
  ])('%s in %s with site slug %s → %s', (href, localeUrlCode, siteSlug, expected) => {
    expect(localizeLink({ href, localeUrlCode, siteSlug })).toBe(expected);
  });

  it.each([
    'hard:/de-ch/downloads',
    'hard:/company/',
    'https://example.com/company/',
    'http://example.com',
    'mailto:info@example.com',
    'tel:+41415551234',
    '#contact',
    '//cdn.example.com/file.pdf',
  ])('leaves %s untouched', (href) => {
    expect(localizeLink({ href, localeUrlCode: 'de-ch', siteSlug: 'events' })).toBe(href);
  });
});

describe('stripHardPrefix (public-site §2 localized links)', () => {
  it.each([
    ['hard:/de-ch/downloads', '/de-ch/downloads'],
    ['hard:https://example.com', 'https://example.com'],
    ['/company', '/company'],
    ['https://hard.example.com', 'https://hard.example.com'],
  ])('%s → %s', (href, expected) => {
    expect(stripHardPrefix(href)).toBe(expected);
  });
});
