import { describe, expect, it } from 'vitest';
import {
  checkLinks,
  createLinkResolver,
  type LinkSite,
  type RuntimeRoutes,
  runtimeRoutesOf,
} from '../../../core/pipeline/link-check.ts';
import { createLinkCollector, internalLinks, mergeLinks } from '../../../core/pipeline/page-links.ts';
import { definePlugin } from '../../../core/pipeline/plugin.ts';
import { secretPageKey } from '../../../core/pipeline/secret-pages.ts';

const MAIN_HOST = 'www.example.test';

function site(input: {
  key: string;
  slug?: string | null;
  domains?: LinkSite['site']['domains'];
  redirectHost?: string;
  mainSiteOnly?: boolean;
  locales?: string[];
  paths?: string[];
  /** Pages in one locale only, `en/news`. */
  onlyIn?: string[];
  redirects?: LinkSite['redirects'];
}): LinkSite {
  const locales = input.locales ?? ['en', 'de-ch'];
  const slug = input.slug ?? null;
  return {
    site: {
      key: input.key,
      id: `id-${input.key}`,
      name: input.key,
      technicalName: input.key,
      slug,
      domains: input.domains === undefined ? [{ hostName: MAIN_HOST, slug }] : input.domains,
      redirectHost: input.redirectHost ?? null,
      mainSiteOnly: input.mainSiteOnly ?? false,
      internationalOnly: false,
    },
    locales,
    pages: [
      ...locales.flatMap((locale) => (input.paths ?? ['']).map((path) => ({ locale, path }))),
      ...(input.onlyIn ?? []).map((key) => ({ locale: key.split('/')[0]!, path: key.split('/')[1]! })),
    ],
    redirects: input.redirects ?? [],
  };
}

/** A fleet shaped like the demo's: a main site, slug sites on its host, a site on a host of its own. */
const fleet: LinkSite[] = [
  site({
    key: 'main',
    paths: ['', 'company', 'media-releases', 'mykomax', 'über-uns'],
    onlyIn: ['en/news'],
    redirects: [
      { previousUrl: '/en/about-us', target: '/en/company' },
      { previousUrl: '/en/jobs?source=newsletter', target: '/en/careers' },
      { previousUrl: '/en/story#video', target: '/en/company' },
    ],
  }),
  {
    ...site({ key: 'events', slug: 'events', paths: ['', 'company'] }),
    // A protected page recorded by the key of its address (core/pipeline/secret-pages.ts).
    pages: [
      ...site({ key: 'events', slug: 'events', paths: ['', 'company'] }).pages,
      { locale: 'en', path: secretPageKey({ locale: 'en', path: 'internal-2025' }) },
    ],
  },
  site({ key: 'productronica', slug: 'productronica', mainSiteOnly: true, paths: ['', 'company'] }),
  site({ key: 'partner-shop', slug: 'partner-shop', redirectHost: 'https://shop.partner.test', paths: [] }),
  site({
    key: 'cabinet',
    slug: 'cabinet',
    domains: [{ hostName: 'cabinet.example.test', slug: null }],
    locales: ['de-ch', 'fr-ch'],
    paths: ['', 'company'],
  }),
];

const routes: RuntimeRoutes = {
  routePrefixes: ['/file', '/style-guide', '/api/products'],
  familyPages: [{ segment: 'mykomax', page: 'mykomax' }],
  familyRoots: ['/blank-callback'],
};

describe('createLinkResolver (link check: what the runtime answers)', () => {
  const resolves = createLinkResolver({ sites: fleet, routes });
  it.each([
    ['a page of the site', 'main', '/en/company', true],
    ['the home page', 'main', '/en', true],
    ['query and hash aside', 'main', '/en/company?tab=2#board', true],
    ['a trailing slash (301 to the page)', 'main', '/en/company/', true],
    ['a percent-encoded path', 'main', '/en/%C3%BCber-uns', true],
    ['a page the site lacks', 'main', '/en/careers', false],
    ['a page the locale lacks', 'main', '/de-ch/news', false],
    ['a locale the site lacks (302 to en)', 'main', '/fr/company', true],
    ['no locale: the page in en (302)', 'main', '/company', true],
    ['the root: the home page in en (302)', 'main', '/', true],
    ['a locale in upper case (302 to de-ch)', 'main', '/de-CH/company', true],
    ['no locale and no such page', 'main', '/careers', false],
    ['a CMS redirect', 'main', '/en/about-us', true],
    ['a CMS redirect with its query', 'main', '/en/jobs?source=newsletter', true],
    ['a CMS redirect with its hash (the browser matches it)', 'main', '/en/story#video', true],
    ['a redirect needs its query', 'main', '/en/jobs', false],
    ['a slug site page from the main site', 'main', '/en/events/company', true],
    ['a slug site page it lacks', 'main', '/en/events/media-releases', false],
    ['a protected page, by its address', 'main', '/en/events/internal-2025', true],
    ['a protected page in a locale it lacks', 'main', '/de-ch/events/internal-2025', false],
    [
      "a protected page's key written as a path",
      'main',
      `/en/events/${encodeURIComponent(secretPageKey({ locale: 'en', path: 'internal-2025' }))}`,
      false,
    ],
    ['a main site page from a slug site', 'events', '/en/media-releases', true],
    ['a slug site page from itself', 'events', '/de-ch/events', true],
    ['a main-site-only site on the main host', 'events', '/en/productronica/company', true],
    ['the redirect site (302 off the fleet)', 'main', '/en/partner-shop/anything', true],
    ['a host of its own: its own pages', 'cabinet', '/de-ch/company', true],
    ['a host of its own: the main site is not there', 'cabinet', '/de-ch/media-releases', false],
    ['a host of its own: no en locale, no such page', 'cabinet', '/en/media-releases', false],
    ['a path family serving its page', 'main', '/en/mykomax', true],
    ['below a path family, any case', 'main', '/en/MyKomax/tickets/42', true],
    ['a path family without its page in the locale', 'events', '/en/events/mykomax/tickets', false],
    ['a root family', 'events', '/blank-callback', true],
    ['a plugin route', 'main', '/file/brochure?l=de-ch&dl=true', true],
    ['a plugin route itself', 'cabinet', '/style-guide', true],
    ['an API route', 'main', '/api/products?search=x', true],
    ['not a plugin route, only its prefix', 'main', '/files/brochure', false],
    ['an API path no plugin mounts', 'main', '/api/unknown', false],
    ['the client bundle', 'main', '/_assets/client-1a2b.js', true],
    ['build files', 'main', '/_build/main/latest.json', true],
    ['the health check', 'main', '/health', true],
    ['the site icon', 'main', '/favicon.svg', true],
    ['from a site that is not in the fleet', 'unknown', '/en/company', false],
  ])('%s: %s → %s', (_case, from, href, expected) => {
    expect(resolves({ from, href })).toBe(expected);
  });

  it('resolves slug sites without domains by their slug, the main site by default', () => {
    const bare = [
      site({ key: 'main', domains: null, paths: ['', 'company'] }),
      site({ key: 'events', slug: 'events', domains: null, paths: ['', 'agenda'] }),
    ];
    const resolve = createLinkResolver({ sites: bare, routes });
    expect(resolve({ from: 'events', href: '/en/events/agenda' })).toBe(true);
    expect(resolve({ from: 'events', href: '/en/company' })).toBe(true);
    expect(resolve({ from: 'main', href: '/en/events/company' })).toBe(false);
  });
});

describe('checkLinks', () => {
  it('reports each broken href with its site, linking pages and count, sites in order, hrefs sorted', () => {
    const links = new Map([
      [
        'events',
        new Map([
          ['/en/events/media-releases', { count: 12, pages: ['/en/events', '/en/events/company'] }],
          ['/en/events/company', { count: 3, pages: ['/en/events'] }],
          ['/de-ch/events/internal', { count: 1, pages: ['/de-ch/events'] }],
        ]),
      ],
      ['main', new Map([['/en/careers', { count: 2, pages: ['/en'] }]])],
    ]);
    expect(checkLinks({ sites: fleet, links, routes })).toEqual({
      checked: 4,
      broken: [
        { site: 'main', href: '/en/careers', count: 2, pages: ['/en'] },
        { site: 'events', href: '/de-ch/events/internal', count: 1, pages: ['/de-ch/events'] },
        {
          site: 'events',
          href: '/en/events/media-releases',
          count: 12,
          pages: ['/en/events', '/en/events/company'],
        },
      ],
    });
  });
});

describe('runtimeRoutesOf', () => {
  it("takes the plugins' route paths and the families that serve something", () => {
    const create = () => () => undefined;
    const portal = definePlugin(() => ({
      name: 'portal',
      routes: [{ path: '/api/portal', create }],
      pathFamilies: [
        { match: { segment: 'mykomax' }, serve: { page: 'mykomax' } },
        { match: { segment: 'callback' }, holdsSecrets: true },
        { match: { root: '/blank-callback' }, serve: { island: 'callback', props: {} } },
      ],
    }))({});
    const files = definePlugin(() => ({ name: 'files', routes: [{ path: '/file', create }] }))({});
    expect(runtimeRoutesOf([portal, files])).toEqual({
      routePrefixes: ['/api/portal', '/file'],
      familyPages: [{ segment: 'mykomax', page: 'mykomax' }],
      familyRoots: ['/blank-callback'],
    });
  });
});

describe('internalLinks', () => {
  it.each([
    ['a route link', '<a class="x" href="/en/company" data-sf-link="route">', ['/en/company']],
    ['href first', '<a href="/en">Home</a>', ['/en']],
    ['entities decoded', '<a href="/file/a?l=de&amp;dl=true">', ['/file/a?l=de&dl=true']],
    ['numeric entities decoded', '<a href="/en/a&#x27;b&#39;c">', ["/en/a'b'c"]],
    ['a relative href against the page', '<a href="history">', ['/en/history']],
    ['a parent-relative href', '<a href="../contact">', ['/contact']],
    ['once per page', '<a href="/en">a</a><a href="/en">b</a>', ['/en']],
    ['external', '<a href="https://jobs.example.test">', []],
    ['protocol-relative', '<a href="//cdn.example.test/x">', []],
    ['mailto and tel', '<a href="mailto:a@example.test"><a href="tel:+41">', []],
    ['a hash', '<a href="#content">', []],
    ['empty', '<a href="">', []],
    ['another element', '<link rel="alternate" href="/de"><abbr title="x"><area href="/x">', []],
    ['an anchor without href', '<a name="top">', []],
    ['a data attribute', '<a data-href="/en/x">', []],
    ['line breaks between attributes', '<a\n  class="x"\n  href="/en/x">', ['/en/x']],
  ])('%s', (_case, html, expected) => {
    expect(internalLinks({ html, pageUrl: '/en/company' })).toEqual(expected);
  });
});

describe('createLinkCollector', () => {
  const events = { cms: { slug: 'events', domains: [{ hostName: MAIN_HOST, slug: 'events' }] } };
  const page = (hrefs: string[]) => hrefs.map((href) => `<a href="${href}">x</a>`).join('');

  it('names linking pages by URL and counts each page once', () => {
    const collector = createLinkCollector(events as never);
    collector.add({ locale: 'en', path: 'company', html: page(['/en/x', '/en/x', '/en/y']) });
    collector.add({ locale: 'en', path: '', html: page(['/en/x']) });
    expect(collector.links).toEqual(
      new Map([
        ['/en/x', { count: 2, pages: ['/en/events', '/en/events/company'] }],
        ['/en/y', { count: 1, pages: ['/en/events/company'] }],
      ]),
    );
  });

  it('keeps the first three linking pages in sort order whatever the shards', () => {
    const paths = ['e', 'a', 'd', 'b', 'c'];
    const single = createLinkCollector(events as never);
    for (const path of paths) single.add({ locale: 'en', path, html: page(['/en/x']) });
    const shards = [createLinkCollector(events as never), createLinkCollector(events as never)];
    paths.forEach((path, index) => {
      shards[index % 2]!.add({ locale: 'en', path, html: page(['/en/x']) });
    });
    const merged = new Map();
    for (const shard of shards.reverse()) mergeLinks(merged, shard.links);
    const expected = { count: 5, pages: ['/en/events/a', '/en/events/b', '/en/events/c'] };
    expect(single.links.get('/en/x')).toEqual(expected);
    expect(merged.get('/en/x')).toEqual(expected);
  });
});
