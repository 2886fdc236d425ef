import { describe, expect, it } from 'vitest';
import type { CmsLink, CmsNavigationItem, PageRef } from '../../../core/model/content.ts';
import type { NavigationItemView } from '../../../core/model/view.ts';
import { buildLink, buildNavigation, findNavigationBranch } from '../../../core/routing/navigation.ts';

function page(id: string, slug: string, parent: PageRef['parent'] = null): PageRef {
  return { id, slug, title: `${slug} page`, type: 'Content', parent };
}

function item(title: string, fields: Partial<CmsNavigationItem> = {}): CmsNavigationItem {
  return {
    title,
    breadcrumbOverride: null,
    hidden: false,
    hiddenSubItems: false,
    countries: [],
    target: null,
    openInNewTab: false,
    page: null,
    items: [],
    ...fields,
  };
}

const base = { country: 'CH', editor: false, localeUrlCode: 'de-ch', siteSlug: null };
const titles = (views: NavigationItemView[]) => views.map((view) => view.title);

describe('buildNavigation (public-site §5 navigation, §3 navigation item)', () => {
  it.each([
    ['a target path', item('A', { target: '/company' }), 'route', '/de-ch/company', '/company'],
    [
      'a page',
      item('A', { page: page('p1', 'history', { slug: 'company', parent: null }) }),
      'route',
      '/de-ch/company/history',
      '/company/history',
    ],
    ['the home page', item('A', { page: page('p0', 'home') }), 'route', '/de-ch', '/'],
    [
      'a target over a page',
      item('A', { target: '/jobs', page: page('p1', 'company') }),
      'route',
      '/de-ch/jobs',
      '/jobs',
    ],
    [
      'an external URL',
      item('A', { target: 'https://example.com/' }),
      'anchor',
      'https://example.com/',
      null,
    ],
    ['a hard: link', item('A', { target: 'hard:/de-ch/downloads' }), 'anchor', '/de-ch/downloads', null],
    ['an action', item('A', { target: 'action:news-feed' }), 'action', 'action:news-feed', null],
    [
      'a blank target and a page',
      item('A', { target: '  ', page: page('p1', 'company') }),
      'route',
      '/de-ch/company',
      '/company',
    ],
  ])('links %s', (_case, cmsItem, kind, url, unlocalizedUrl) => {
    const [view] = buildNavigation({ ...base, items: [cmsItem] });
    expect(view).toMatchObject({ kind, url, unlocalizedUrl });
  });

  it('localizes route links with the site slug', () => {
    const [view] = buildNavigation({
      ...base,
      siteSlug: 'events',
      localeUrlCode: 'en',
      items: [item('A', { target: '/de-ch/company/' })],
    });
    expect(view).toMatchObject({ url: '/en/events/company', unlocalizedUrl: '/de-ch/company/' });
  });

  it('carries the action name, the page summary and openInNewTab', () => {
    const [action, linked] = buildNavigation({
      ...base,
      items: [
        item('News', { target: 'action:news-feed' }),
        item('Company', { page: page('p1', 'company'), openInNewTab: true, breadcrumbOverride: 'About us' }),
      ],
    });
    expect(action).toMatchObject({ action: 'news-feed', pageId: null, page: null });
    expect(linked).toMatchObject({
      pageId: 'p1',
      page: { title: 'company page', type: 'Content' },
      openInNewTab: true,
      breadcrumbOverride: 'About us',
      hidden: false,
    });
  });

  it.each([
    [false, ['Linked']],
    [true, ['Linked']],
  ])('skips items with an empty link (editor %s)', (editor, expected) => {
    const items = [item('Empty'), item('Blank', { target: '' }), item('Linked', { target: '/a' })];
    expect(titles(buildNavigation({ ...base, editor, items }))).toEqual(expected);
  });

  it('skips an item with an empty link together with its children', () => {
    const items = [item('Group', { items: [item('Child', { target: '/child' })] })];
    expect(buildNavigation({ ...base, items })).toEqual([]);
  });

  it.each([
    [false, ['Visible'], [false]],
    [true, ['Visible', 'Hidden'], [false, true]],
  ])('shows hidden items only in the editor (editor %s)', (editor, expectedTitles, expectedHidden) => {
    const items = [item('Visible', { target: '/a' }), item('Hidden', { target: '/b', hidden: true })];
    const views = buildNavigation({ ...base, editor, items });
    expect(titles(views)).toEqual(expectedTitles);
    expect(views.map((view) => view.hidden)).toEqual(expectedHidden);
  });

  it.each([
    [[], 'CH', true],
    [['CH'], 'CH', true],
    [['DE', 'CH'], 'CH', true],
    [['ALL'], 'CH', true],
    [['DE'], 'CH', false],
    [['DE'], 'ALL', false],
    [['ALL'], 'ALL', true],
  ])('an item for countries %j is kept for %s: %s', (countries, country, kept) => {
    const views = buildNavigation({ ...base, country, items: [item('A', { target: '/a', countries })] });
    expect(views.length).toBe(kept ? 1 : 0);
  });

  it('filters children by country and hidden flag too', () => {
    const items = [
      item('Parent', {
        target: '/parent',
        items: [
          item('Swiss', { target: '/swiss', countries: ['CH'] }),
          item('German', { target: '/german', countries: ['DE'] }),
          item('Hidden', { target: '/hidden', hidden: true }),
          item('Empty'),
        ],
      }),
    ];
    const [parent] = buildNavigation({ ...base, items });
    expect(titles(parent?.items ?? [])).toEqual(['Swiss']);
  });

  it.each([
    [false, [], []],
    [true, ['Child'], [true]],
  ])(
    'hiddenSubItems drops the children outside the editor (editor %s)',
    (editor, expectedTitles, expectedHidden) => {
      const items = [
        item('Parent', { target: '/p', hiddenSubItems: true, items: [item('Child', { target: '/c' })] }),
      ];
      const [parent] = buildNavigation({ ...base, editor, items });
      expect(parent?.title).toBe('Parent');
      expect(titles(parent?.items ?? [])).toEqual(expectedTitles);
      expect(parent?.items.map((child) => child.hidden)).toEqual(expectedHidden);
    },
  );

  it('builds three levels', () => {
    const items = [
      item('L1', {
        target: '/l1',
        items: [item('L2', { target: '/l1/l2', items: [item('L3', { target: '/l1/l2/l3' })] })],
      }),
    ];
    const [l1] = buildNavigation({ ...base, items });
    expect(l1?.items[0]?.items[0]).toMatchObject({ title: 'L3', url: '/de-ch/l1/l2/l3' });
  });
});

describe('buildNavigation: links only to pages built in the locale (no link to a page not built)', () => {
  const management = { ...page('p9', 'management'), languages: ['en', 'de'], countries: ['CH', 'DE'] };
  const items = [
    item('Management', { page: management }),
    item('Careers', { page: { ...page('p8', 'careers'), languages: ['en'], countries: [] } }),
    item('Contact', { target: '/contact' }),
  ];

  it('leaves out an item whose page lacks the language or the country', () => {
    expect(titles(buildNavigation({ ...base, language: 'de', items }))).toEqual(['Management', 'Contact']);
    expect(titles(buildNavigation({ ...base, country: 'AT', language: 'de', items }))).toEqual(['Contact']);
    expect(titles(buildNavigation({ ...base, country: 'US', language: 'en', items }))).toEqual([
      'Careers',
      'Contact',
    ]);
  });

  it('keeps every item in the editor, when the language is not given, and for pages of unknown languages', () => {
    expect(titles(buildNavigation({ ...base, editor: true, language: 'ja', items }))).toHaveLength(3);
    expect(titles(buildNavigation({ ...base, items }))).toHaveLength(3);
    expect(
      titles(buildNavigation({ ...base, language: 'ja', items: [item('X', { page: page('p1', 'x') })] })),
    ).toEqual(['X']);
  });
});

describe('buildLink (public-site §3 footer, link kinds)', () => {
  const link = (fields: Partial<CmsLink>): CmsLink => ({
    text: 'Contact',
    target: null,
    page: null,
    openInNewTab: false,
    ...fields,
  });

  it.each([
    [
      link({ target: '/contact' }),
      { text: 'Contact', kind: 'route', href: '/en/events/contact', action: null, openInNewTab: false },
    ],
    [
      link({ page: page('p9', 'contact') }),
      { text: 'Contact', kind: 'route', href: '/en/events/contact', action: null, openInNewTab: false },
    ],
    [
      link({ target: 'https://example.com', openInNewTab: true }),
      { text: 'Contact', kind: 'anchor', href: 'https://example.com', action: null, openInNewTab: true },
    ],
    [
      link({ target: 'hard:/en/contact' }),
      { text: 'Contact', kind: 'anchor', href: '/en/contact', action: null, openInNewTab: false },
    ],
    [
      link({ target: 'action:news-feed' }),
      { text: 'Contact', kind: 'action', href: null, action: 'news-feed', openInNewTab: false },
    ],
  ])('%o → %o', (cmsLink, expected) => {
    expect(buildLink({ link: cmsLink, localeUrlCode: 'en', siteSlug: 'events' })).toEqual(expected);
  });

  it.each([link({}), link({ target: '' })])('is null for an empty link %o', (cmsLink) => {
    expect(buildLink({ link: cmsLink, localeUrlCode: 'en', siteSlug: null })).toBeNull();
  });
});

describe('findNavigationBranch (public-site §2 breadcrumbs)', () => {
  const history = page('p-history', 'history', { slug: 'company', parent: null });
  const views = buildNavigation({
    ...base,
    items: [
      item('Products', { target: '/products' }),
      item('About', {
        target: '/about',
        items: [
          item('Company', {
            page: page('p-company', 'company'),
            items: [item('History', { page: history })],
          }),
          item('Jobs', { target: '/jobs/' }),
        ],
      }),
      item('History again', { page: history }),
    ],
  });

  it.each([
    ['p-history', '/whatever', ['About', 'Company', 'History']],
    ['p-company', '/company', ['About', 'Company']],
    ['p-unknown', '/jobs', ['About', 'Jobs']],
    ['p-unknown', 'jobs/', ['About', 'Jobs']],
    ['p-unknown', '/products', ['Products']],
    ['p-unknown', '/nowhere', []],
    ['', '/company/history', ['About', 'Company', 'History']],
  ])('page %s at %s → %j', (pageId, unlocalizedUrl, expected) => {
    expect(titles(findNavigationBranch({ items: views, pageId, unlocalizedUrl }))).toEqual(expected);
  });

  it('prefers a match by page id anywhere over an earlier match by URL', () => {
    const items = buildNavigation({
      ...base,
      items: [item('By URL', { target: '/company' }), item('By id', { page: page('p-company', 'company') })],
    });
    expect(titles(findNavigationBranch({ items, pageId: 'p-company', unlocalizedUrl: '/company' }))).toEqual([
      'By id',
    ]);
  });
});

describe('buildNavigation: action items only where their feature runs (public-site §6, customer-area §1)', () => {
  const news = item('News', {
    target: 'action:news-feed',
    items: [item('Media releases', { target: 'hard:/en/media-releases' })],
  });
  const items = [news, item('Company', { target: '/company' })];
  const flatten = (views: NavigationItemView[]): NavigationItemView[] =>
    views.flatMap((view) => [view, ...flatten(view.items)]);

  it('renders no action item whose action is off; its sub-items take its place', () => {
    const views = buildNavigation({ ...base, items, actions: new Set() });
    expect(titles(views)).toEqual(['Media releases', 'Company']);
    expect(flatten(views).some((view) => view.kind === 'action')).toBe(false);
  });

  it('keeps an action item whose action runs on the page', () => {
    const views = buildNavigation({ ...base, items, actions: new Set(['news-feed']) });
    expect(views[0]).toMatchObject({ title: 'News', kind: 'action', action: 'news-feed' });
    expect(titles(views[0]!.items)).toEqual(['Media releases']);
  });

  it('keeps the navigation as the CMS sends it when no actions are given (the navigation API)', () => {
    expect(titles(buildNavigation({ ...base, items }))).toEqual(['News', 'Company']);
  });

  it('drops a footer link whose action is off', () => {
    const link: CmsLink = { text: 'News', target: 'action:news-feed', page: null, openInNewTab: false };
    expect(buildLink({ link, localeUrlCode: 'en', siteSlug: null, actions: new Set() })).toBeNull();
    expect(buildLink({ link, localeUrlCode: 'en', siteSlug: null })).toMatchObject({ action: 'news-feed' });
  });
});

describe('buildNavigation: a protected page is named by no navigation (docs/security.md, secret addresses)', () => {
  const secret = (protection: PageRef['protection']): PageRef => ({ ...page('p7', 'x7k2m9q4'), protection });
  const items = (protection: PageRef['protection']) => [
    item('Company', { target: '/company' }),
    item('Internal', {
      page: secret(protection),
      items: [item('Agenda', { page: page('p8', 'agenda', { slug: 'x7k2m9q4', parent: null }) })],
    }),
  ];

  it.each([
    [false, 'password'],
    [true, 'password'],
    [false, 'role'],
    [true, 'role'],
  ] as const)(
    'leaves out an item linking a protected page with its children (editor %s, %s)',
    (editor, protection) => {
      const views = buildNavigation({ ...base, editor, items: items(protection) });
      expect(titles(views)).toEqual(['Company']);
      expect(JSON.stringify(views)).not.toContain('x7k2m9q4');
    },
  );

  it('keeps an item linking a page without protection', () => {
    expect(titles(buildNavigation({ ...base, items: items('none') }))).toEqual(['Company', 'Internal']);
  });

  it('drops a footer contact link to a protected page', () => {
    const link: CmsLink = { text: 'Internal', target: null, page: secret('password'), openInNewTab: false };
    expect(buildLink({ link, localeUrlCode: 'en', siteSlug: null })).toBeNull();
  });
});
