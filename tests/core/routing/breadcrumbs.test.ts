import { describe, expect, it } from 'vitest';
import type { BreadcrumbView, NavigationItemView } from '../../../core/model/view.ts';
import { buildBreadcrumbs } from '../../../core/routing/breadcrumbs.ts';

function navItem(title: string, url: string, breadcrumbOverride: string | null = null): NavigationItemView {
  return {
    title,
    breadcrumbOverride,
    url,
    unlocalizedUrl: url,
    kind: 'route',
    action: null,
    openInNewTab: false,
    hidden: false,
    pageId: null,
    page: null,
    items: [],
  };
}

const home = { homeTitle: 'Home', homeHref: '/de-ch' };
const branch = [navItem('About', '/de-ch/about', 'About us'), navItem('Company', '/de-ch/about/company')];
const crumb = (title: string, href: string | null): BreadcrumbView => ({ title, href });

describe('buildBreadcrumbs (public-site §2 breadcrumbs, trail rules)', () => {
  it.each<[string, Parameters<typeof buildBreadcrumbs>[0], BreadcrumbView[]]>([
    [
      'an explicit trail wins over everything',
      {
        ...home,
        explicitTrail: [crumb('Stories', '/de-ch/stories'), crumb('A story', '/de-ch/stories/a')],
        branch,
        pageTitle: 'Ignored',
        lineage: [crumb('X', '/x')],
      },
      [crumb('Home', '/de-ch'), crumb('Stories', '/de-ch/stories'), crumb('A story', null)],
    ],
    [
      'an empty explicit trail gives home alone, as current',
      { ...home, explicitTrail: [], pageTitle: 'Home page' },
      [crumb('Home', null)],
    ],
    [
      'a catalogue classification: home + lineage',
      {
        ...home,
        lineage: [crumb('Products', '/de-ch/products'), crumb('Cutting', '/de-ch/products/cutting')],
        branch,
        pageTitle: 'Ignored',
      },
      [crumb('Home', '/de-ch'), crumb('Products', '/de-ch/products'), crumb('Cutting', null)],
    ],
    [
      'a catalogue product adds its name as a final item without route',
      {
        ...home,
        lineage: [crumb('Products', '/de-ch/products'), crumb('Cutting', '/de-ch/products/cutting')],
        productName: 'Cutter 3000',
      },
      [
        crumb('Home', '/de-ch'),
        crumb('Products', '/de-ch/products'),
        crumb('Cutting', '/de-ch/products/cutting'),
        crumb('Cutter 3000', null),
      ],
    ],
    [
      'a content page: branch with override titles, page title last',
      { ...home, branch, pageTitle: 'Our company' },
      [crumb('Home', '/de-ch'), crumb('About us', '/de-ch/about'), crumb('Our company', null)],
    ],
    [
      'a content page outside the navigation: home + page title',
      { ...home, branch: [], pageTitle: 'Imprint' },
      [crumb('Home', '/de-ch'), crumb('Imprint', null)],
    ],
    [
      'a content page with the branch left out',
      { ...home, pageTitle: 'Imprint' },
      [crumb('Home', '/de-ch'), crumb('Imprint', null)],
    ],
    [
      'a supplied current item replaces the last',
      { ...home, branch, pageTitle: 'Stories', currentItem: crumb('A story', '/de-ch/stories/a') },
      [crumb('Home', '/de-ch'), crumb('About us', '/de-ch/about'), crumb('A story', null)],
    ],
    [
      'a current item without page title still uses the branch',
      { ...home, branch, currentItem: crumb('A story', '/de-ch/stories/a') },
      [crumb('Home', '/de-ch'), crumb('About us', '/de-ch/about'), crumb('A story', null)],
    ],
    [
      'a current item alone is appended after home',
      { ...home, currentItem: crumb('A release', '/x') },
      [crumb('Home', '/de-ch'), crumb('A release', null)],
    ],
    ['no page found: home then 404 with route /', { ...home }, [crumb('Home', '/de-ch'), crumb('404', '/')]],
    [
      'no page found, branch ignored',
      { ...home, branch, pageTitle: null },
      [crumb('Home', '/de-ch'), crumb('404', '/')],
    ],
  ])('%s', (_case, input, expected) => {
    expect(buildBreadcrumbs(input)).toEqual(expected);
  });

  it('does not change the trail it was given', () => {
    const explicitTrail = [crumb('Stories', '/de-ch/stories')];
    buildBreadcrumbs({ ...home, explicitTrail });
    expect(explicitTrail).toEqual([crumb('Stories', '/de-ch/stories')]);
  });
});
