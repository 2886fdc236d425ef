import { describe, expect, it } from 'vitest';
import { dropSitesWithoutNavigation } from '../../../core/routing/site-filter.ts';

const nav = { id: 'nav' };

describe('dropSitesWithoutNavigation (public-site §3 site)', () => {
  it.each([
    ['both navigations', nav, nav, true],
    ['no header navigation', null, nav, false],
    ['no footer navigation', nav, null, false],
    ['neither navigation', null, null, false],
  ])('a site with %s is kept: %s', (_case, headerNavigation, footerNavigation, kept) => {
    const site = { id: 'x', headerNavigation, footerNavigation };
    const result = dropSitesWithoutNavigation([site]);
    expect(result.kept).toEqual(kept ? [site] : []);
    expect(result.dropped).toEqual(kept ? [] : [site]);
  });

  it('keeps the input order in both lists', () => {
    const sites = [
      { id: 'a', headerNavigation: nav, footerNavigation: nav },
      { id: 'b', headerNavigation: null, footerNavigation: nav },
      { id: 'c', headerNavigation: nav, footerNavigation: nav },
      { id: 'd', headerNavigation: nav, footerNavigation: null },
    ];
    const { kept, dropped } = dropSitesWithoutNavigation(sites);
    expect(kept.map((site) => site.id)).toEqual(['a', 'c']);
    expect(dropped.map((site) => site.id)).toEqual(['b', 'd']);
  });
});
