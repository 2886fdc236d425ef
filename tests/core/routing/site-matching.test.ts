import { describe, expect, it } from 'vitest';
import type { Domain, Site } from '../../../core/model/system-data.ts';
import { matchDomain, matchSite } from '../../../core/routing/site-matching.ts';

function site(id: string, slug: string | null, domains: Domain[] | null): Site {
  return {
    id,
    name: id,
    slug,
    internationalOnly: false,
    hideSideButtons: false,
    enableCutFont: false,
    theme: 'Default',
    brand: null,
    domains,
    redirectHost: null,
    headerNavigation: { id: `${id}-header` },
    footerNavigation: { id: `${id}-footer` },
  };
}

const main = site('main', null, [{ hostName: 'www.example.com', slug: null }]);
const eventsOnMainHost = site('events-on-main', 'events', [{ hostName: 'www.example.com', slug: 'events' }]);
const brandHost = site('brand', 'brand', [{ hostName: 'brand.example.com', slug: null }]);
const groupEvents = site('group-events', 'group-events', [{ hostName: 'example.com', slug: 'events' }]);
const orgExpo = site('org-expo', 'expo', [{ hostName: 'example.org', slug: 'expo' }]);
const org = site('org', 'org', [{ hostName: 'example.org', slug: null }]);
const slugOnly = site('campaign', 'campaign', null);
const slugOnlyEmptyDomains = site('stories', 'stories', []);
const fleet = [main, eventsOnMainHost, brandHost, groupEvents, orgExpo, org, slugOnly, slugOnlyEmptyDomains];

describe('matchSite (public-site §2 site matching)', () => {
  it.each([
    ['exact host with slug', 'www.example.com', 'events', 'events-on-main'],
    ['exact host without slug', 'www.example.com', 'company', 'main'],
    ['exact host without slug, no segment', 'www.example.com', null, 'main'],
    ['exact host without slug beats suffix with slug', 'brand.example.com', 'events', 'brand'],
    ['host suffix with slug', 'shop.example.org', 'expo', 'org-expo'],
    ['exact host with slug beats host suffix with slug', 'www.example.com', 'events', 'events-on-main'],
    ['host suffix with slug when no exact host matches', 'news.example.com', 'events', 'group-events'],
    ['host suffix without slug', 'shop.example.org', 'company', 'org'],
    ['exact host with slug beats exact host without slug', 'example.org', 'expo', 'org-expo'],
    ['exact host without slug beats host suffix', 'example.org', 'company', 'org'],
    ['exact host: a domain with slug is not used for another segment', 'www.example.com', 'expo', 'main'],
    ['host is lower-cased and its port stripped', 'WWW.Example.COM:8443', 'events', 'events-on-main'],
    ['a suffix needs a dot boundary', 'notexample.org', 'expo', 'main'],
    ['domain-less site by slug on localhost', 'localhost:3000', 'campaign', 'campaign'],
    ['site with empty domains by slug', 'localhost', 'stories', 'stories'],
    ['a slug of a site with domains does not count off its host', 'localhost', 'events', 'main'],
    ['main site fallback on an unknown host', 'localhost:3000', 'company', 'main'],
    ['main site fallback without segment', '127.0.0.1', null, 'main'],
    ['IPv6 host with port', '[::1]:3000', 'campaign', 'campaign'],
  ])('%s: %s /%s → %s', (_case, host, firstSegment, expected) => {
    expect(matchSite({ sites: fleet, host, firstSegment })?.id).toBe(expected);
  });

  it('prefers the more specific host suffix when two sites match in the same step', () => {
    const broad = site('broad', 'broad', [{ hostName: 'example.net', slug: null }]);
    const narrow = site('narrow', 'narrow', [{ hostName: 'eu.example.net', slug: null }]);
    expect(matchSite({ sites: [broad, narrow], host: 'shop.eu.example.net', firstSegment: null })?.id).toBe(
      'narrow',
    );
  });

  it('gives an exact-host tie to the earlier site', () => {
    const first = site('first', 'a', [{ hostName: 'example.net', slug: null }]);
    const second = site('second', 'b', [{ hostName: 'example.net', slug: null }]);
    expect(matchSite({ sites: [first, second], host: 'example.net', firstSegment: null })?.id).toBe('first');
  });

  it('reaches a site through any of its domains', () => {
    const multi = site('multi', 'multi', [
      { hostName: 'one.example', slug: null },
      { hostName: 'two.example', slug: null },
    ]);
    expect(matchSite({ sites: [main, multi], host: 'two.example', firstSegment: null })?.id).toBe('multi');
  });

  it('answers null when nothing matches and there is no main site', () => {
    const sites = [eventsOnMainHost, slugOnly];
    expect(matchSite({ sites, host: 'Unknown.example:80', firstSegment: 'company' })).toBeNull();
  });

  it('still finds a domain-less slug site when there is no main site', () => {
    expect(matchSite({ sites: [slugOnly], host: 'localhost', firstSegment: 'campaign' })?.id).toBe(
      'campaign',
    );
  });
});

describe('matchDomain (public-site §2 site matching, the domain steps alone)', () => {
  it.each([
    ['exact host with slug', 'www.example.com', 'events', 'events-on-main'],
    ['exact host without slug', 'WWW.example.com:443', null, 'main'],
    ['host suffix without slug', 'shop.example.org', 'company', 'org'],
    ['no slug-site fallback', 'localhost', 'campaign', null],
    ['no main-site fallback', 'localhost', null, null],
  ])('%s: %s /%s → %s', (_case, host, firstSegment, expected) => {
    expect(matchDomain({ sites: fleet, host, firstSegment })?.id ?? null).toBe(expected);
  });

  it('matches any record with id, slug and domains, not only CMS sites', () => {
    const built = [{ id: 'built', slug: null, domains: [{ hostName: 'built.example', slug: null }] }];
    expect(matchDomain({ sites: built, host: 'built.example', firstSegment: null })).toBe(built[0]);
  });
});
