import { describe, expect, it } from 'vitest';
import { pageTypeOf, samplePages, selectPages } from '../../../cli/check/pages.ts';
import type { ManifestPage } from '../../../core/pipeline/manifest.ts';
import { secretPageKey } from '../../../core/pipeline/secret-pages.ts';
import { testManifest } from '../../helpers/test-manifest.ts';

function page(locale: string, path: string): ManifestPage {
  const file =
    path === '404' || path === '500'
      ? `${locale}/${path}.html`
      : `${[locale, path].filter(Boolean).join('/')}/index.html`;
  return { locale, path, file, hash: 'h' };
}

const main = {
  dir: '/out/main',
  manifest: {
    ...testManifest({
      buildId: 'b1',
      pages: [
        page('en', ''),
        page('en', '404'),
        page('en', '500'),
        page('en', 'stories'),
        page('en', 'stories/a'),
        page('en', 'stories/b'),
        page('en', 'stories/c'),
        page('en', 'products/x/y/alpha'),
        page('en', 'products/x/y/beta'),
        page('en', secretPageKey({ locale: 'en', path: 'internal' })),
        page('de', ''),
        page('de', 'stories/a'),
      ],
    }),
    locales: ['en', 'de'],
  },
};
const events = {
  dir: '/out/events',
  manifest: testManifest({
    buildId: 'b1',
    key: 'events',
    slug: 'events',
    pages: [page('en', ''), page('en', 'company')],
  }),
};

describe('pageTypeOf', () => {
  it('names the home page, an overview and the pages below it by their shape', () => {
    expect(pageTypeOf('')).toBe('home');
    expect(pageTypeOf('stories')).toBe('stories');
    expect(pageTypeOf('stories/a-story')).toBe('stories/*');
    expect(pageTypeOf('products/wire-processing/crimping/alpha-550')).toBe('products/*/*/*');
  });
});

describe('selectPages', () => {
  it('checks every site in its first locale by default, one page of each type, without error pages or protected ones', () => {
    const selection = selectPages({ sites: [main, events] });
    expect(Object.fromEntries(selection.locales)).toEqual({ main: ['en'], events: ['en'] });
    expect(selection.pages.map((p) => `${p.site} ${p.url}`)).toEqual([
      'main /en',
      'main /en/stories',
      'main /en/stories/a',
      'main /en/stories/b',
      'main /en/stories/c',
      'main /en/products/x/y/alpha',
      'main /en/products/x/y/beta',
      'events /en/events',
      'events /en/events/company',
    ]);
    expect(selection.perType.map((p) => `${p.site} ${p.type} ${p.file}`)).toEqual([
      'main home en/index.html',
      'main stories en/stories/index.html',
      'main stories/* en/stories/a/index.html',
      'main products/*/*/* en/products/x/y/alpha/index.html',
      'events home en/index.html',
      'events company en/company/index.html',
    ]);
  });

  it('takes the chosen sites (by key, id, technical name or slug) and locales', () => {
    const selection = selectPages({ sites: [main, events], site: ['main'], locale: ['de'] });
    expect([...selection.locales]).toEqual([['main', ['de']]]);
    expect(selection.perType.map((p) => p.url)).toEqual(['/de', '/de/stories/a']);
    expect(selectPages({ sites: [main, events], site: ['events'] }).sites.map((s) => s.dir)).toEqual([
      '/out/events',
    ]);
  });

  it('names an unknown site with the built ones, and a locale no chosen site has', () => {
    expect(() => selectPages({ sites: [main, events], site: ['nope'] })).toThrow(
      /Unknown site 'nope'\. Known sites: main, events/,
    );
    expect(() => selectPages({ sites: [main, events], site: ['events'], locale: ['de'] })).toThrow(
      /Locale 'de' is not a locale of the selected sites \(events\)/,
    );
  });
});

describe('samplePages', () => {
  it('takes the home page, then the most numerous page types, per site', () => {
    const selection = selectPages({ sites: [main, events] });
    expect(samplePages(selection, 1).map((p) => `${p.site} ${p.url}`)).toEqual([
      'main /en',
      'events /en/events',
    ]);
    expect(samplePages(selection, 3).map((p) => p.url)).toEqual([
      '/en',
      '/en/stories/a',
      '/en/products/x/y/alpha',
      '/en/events',
      '/en/events/company',
    ]);
  });
});
