import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { CmsNavigation } from '../../../core/model/content.ts';
import type { Site } from '../../../core/model/system-data.ts';
import type { HeaderForm, ResolvedSite } from '../../../core/pipeline/plugin.ts';
import { createPageLayout } from '../../../runtime/ui/page-layout.ts';
import { renderContentPage } from '../../../runtime/ui/render.tsx';
import { baseProps, locale, translations } from './fixtures.ts';

/*
 * A plugin's header form (core/pipeline/plugin.ts `Plugin.headerForm`): carried into every page's layout
 * of the sites listing the plugin, shown without scripts as a plain GET form, handed to its island.
 */

const SEARCH_FORM: HeaderForm = {
  island: 'search-box',
  path: '/search',
  field: 'q',
  labels: { namespace: 'search', keys: ['label', 'submit', 'open'] },
};

const navigation: CmsNavigation = {
  header: { theme: null, hidden: false, items: [] },
  footer: { theme: null, contactLink: null, sections: [] },
};

function site(input: { slug: string | null; headerForms?: HeaderForm[] }): ResolvedSite {
  return {
    key: input.slug ?? 'main',
    cms: {
      id: input.slug ?? 'main',
      name: input.slug ?? 'Main',
      slug: input.slug,
      domains: [],
      theme: 'Default',
    } as unknown as Site,
    technicalName: input.slug ?? 'main',
    brand: null,
    locales: [locale('de-CH')],
    mainSiteOnly: false,
    internationalOnly: false,
    pluginOptions: {},
    ...(input.headerForms ? { headerForms: input.headerForms } : {}),
  };
}

const layoutOf = (resolved: ResolvedSite) =>
  createPageLayout({
    site: resolved,
    locale: locale('de-CH'),
    navigation,
    translations,
    assets: { scripts: [], styles: [] },
    release: 'r1',
  });

describe('header forms in the layout', () => {
  it("localizes the form's page and translates its texts for the locale", () => {
    const layout = layoutOf(site({ slug: 'events', headerForms: [SEARCH_FORM] }));
    expect(layout.fragment.headerForms).toEqual([
      {
        island: 'search-box',
        action: '/de-ch/events/search',
        field: 'q',
        labels: { label: 'Website durchsuchen', submit: 'Suchen', open: 'Suche öffnen' },
        locale: 'de-ch',
        siteSlug: 'events',
      },
    ]);
  });

  it('carries none for a site without such a plugin', () => {
    expect(layoutOf(site({ slug: null })).fragment).not.toHaveProperty('headerForms');
  });
});

describe('the header shows a header form', () => {
  it('as a plain GET search form until its island renders', () => {
    const props = baseProps('de-CH');
    const layout = layoutOf(site({ slug: null, headerForms: [SEARCH_FORM] }));
    const $ = load(
      renderContentPage({
        ...props,
        headerForms: layout.fragment.headerForms,
        page: { title: 'History', html: '<p>x</p>' },
      }).html,
    );
    const island = $('header [data-island="search-box"]');
    expect(island.attr('data-island-render')).toBe('client');
    const form = island.find('search form');
    expect(form.attr('method')).toBe('get');
    expect(form.attr('action')).toBe('/de-ch/search');
    const input = form.find('input[name="q"]');
    expect($(`label[for="${input.attr('id')}"]`).text()).toBe('Website durchsuchen');
    expect(form.find('button[type="submit"]').text()).toBe('Suchen');
    const propsId = island.attr('data-island-id');
    expect(JSON.parse($(`script[data-island-props="${propsId}"]`).text())).toMatchObject({
      action: '/de-ch/search',
      locale: 'de-ch',
      siteSlug: null,
    });
  });

  it('not on a site without one', () => {
    const $ = load(renderContentPage({ ...baseProps(), page: { title: 'History', html: '' } }).html);
    expect($('header form').length).toBe(0);
    expect($('header [data-island-render="client"]').length).toBe(0);
  });
});
