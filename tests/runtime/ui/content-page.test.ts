import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { LinkView } from '../../../core/model/view.ts';
import { renderContentPage } from '../../../runtime/ui/render.tsx';
import { baseProps, contentPage } from './fixtures.ts';

describe('renderContentPage: document head', () => {
  const $ = contentPage();

  it('returns a whole document starting with the doctype', () => {
    expect(renderContentPage({ ...baseProps(), page: { title: 'x', html: '' } }).html).toMatch(
      /^<!DOCTYPE html><html /,
    );
  });

  it('sets the language and the lower-case theme class (public-site §9)', () => {
    expect($('html').attr('lang')).toBe('en');
    expect($('html').attr('class')).toBe('theme-light_blue');
  });

  it('writes title, description, canonical and one hreflang alternate per entry incl. x-default', () => {
    expect($('head title').text()).toBe('History | Aurum');
    expect($('meta[name="description"]').attr('content')).toBe('Our history since 1947.');
    expect($('link[rel="canonical"]').attr('href')).toBe('https://www.example.com/en/company/history');
    const alternates = $('link[rel="alternate"]')
      .toArray()
      .map((link) => [$(link).attr('hreflang'), $(link).attr('href')]);
    expect(alternates).toEqual([
      ['en', 'https://www.example.com/en/company/history'],
      ['de-CH', 'https://www.example.com/de-ch/company/history'],
      ['x-default', 'https://www.example.com/en/company/history'],
    ]);
  });

  it('links the client bundle: its stylesheets and module scripts, no inline script', () => {
    expect(
      $('head link[rel="stylesheet"]')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual(['/_assets/client-9c8d7e.css']);
    const modules = $('head script[type="module"]');
    expect(modules.map((_, script) => $(script).attr('src')).get()).toEqual(['/_assets/client-3f2a1b.js']);
    expect(modules.text()).toBe('');
    // Island props are data a strict CSP allows: the only scripts with content are JSON.
    const inline = $('script').filter((_, script) => $(script).text() !== '');
    expect(inline.map((_, script) => $(script).attr('type')).get()).toEqual(['application/json']);
    expect($('[style]')).toHaveLength(0);
  });

  it('preloads the web font before the stylesheets, as a CORS request the font fetch can reuse', () => {
    const page = contentPage({
      assets: {
        scripts: ['/_assets/client-3f2a1b.js'],
        styles: ['/_assets/client-9c8d7e.css'],
        fonts: ['/_assets/inter-latin-wght-400-900-1a2b3c.woff2'],
      },
    });
    const links = page('head link[rel="preload"][as="font"], head link[rel="stylesheet"]').toArray();
    expect(links.map((link) => [page(link).attr('rel'), page(link).attr('href')])).toEqual([
      ['preload', '/_assets/inter-latin-wght-400-900-1a2b3c.woff2'],
      ['stylesheet', '/_assets/client-9c8d7e.css'],
    ]);
    const preload = page('head link[rel="preload"][as="font"]');
    expect([preload.attr('as'), preload.attr('type'), preload.attr('crossorigin')]).toEqual([
      'font',
      'font/woff2',
      '',
    ]);
  });

  it('does not preload the header logo: the first large image gets the high-priority preload', () => {
    expect($('head link[rel="preload"][as="image"]')).toHaveLength(0);
    expect($('body link')).toHaveLength(0);
  });

  it('names its build and site for new-release detection (public-site §4)', () => {
    expect($('meta[name="sf-build"]').attr('content')).toBe('b-20250101-abc');
    expect($('meta[name="sf-site"]').attr('content')).toBe('main');
  });

  it('links nothing of the client and names no build when not given', () => {
    const page = contentPage({ assets: undefined, build: undefined });
    expect(page('link[rel="stylesheet"], script[src], meta[name^="sf-"]')).toHaveLength(0);
  });

  it('leaves canonical out when there is none', () => {
    const page = contentPage({ head: { title: 'x', canonical: null, alternates: [] } });
    expect(page('link[rel="canonical"]')).toHaveLength(0);
  });
});

describe('renderContentPage: layout', () => {
  const $ = contentPage();

  it('starts with a skip link to main#content holding breadcrumbs then the page', () => {
    expect($('body > a.sf-skip-link').attr('href')).toBe('#content');
    expect($('main#content > nav.sf-breadcrumbs + article h1').text()).toBe('History');
    expect($('main .sf-rich-text strong').text()).toBe('1947');
  });

  it('shows the brand logo 48 px high with the brand name, linking home', () => {
    const brand = $('.sf-header__brand');
    expect(brand.attr('href')).toBe('/en');
    expect(brand.find('img').attr('height')).toBe('48');
    expect(brand.find('img').attr('src')).toBe('https://assets.example.com/aurum.png');
    expect(brand.text()).toBe('Aurum');
  });

  it('shows the group mark beside the name on a site of no brand, hidden from screen readers', () => {
    const brand = contentPage({ site: { ...baseProps().site, brand: null } })('.sf-header__brand');
    expect(brand.find('img')).toHaveLength(0);
    expect(brand.find('svg.sf-header__mark').attr('aria-hidden')).toBe('true');
    expect(brand.text()).toBe('Machinery Group');
  });

  it('renders the header items in a labelled nav, children as a nested list', () => {
    const nav = $('header nav[aria-label="Main navigation"]');
    expect(
      nav
        .find('> ul > li > :first-child')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(['Products', 'Company', 'News', 'Investors (opens in a new tab)']);
    const child = nav.find('> ul > li').first().find('ul > li a').first();
    expect(child.text()).toBe('Cutting machines');
    expect(child.attr('href')).toBe('/en/products/cutting');
  });

  it('renders links by kind (public-site §2 link targets)', () => {
    const route = $('header a:contains("Company")');
    expect(route.attr('data-sf-link')).toBe('route');
    const anchor = $('header a:contains("Investors")');
    expect(anchor.attr('href')).toBe('https://investors.example.com');
    expect(anchor.attr('target')).toBe('_blank');
    expect(anchor.attr('rel')).toBe('noopener noreferrer');
    expect(anchor.attr('data-sf-link')).toBeUndefined();
    expect(anchor.find('.sf-sr-only').text().trim()).toBe('(opens in a new tab)');
    const action = $('header button:contains("News")');
    expect(action.attr('type')).toBe('button');
    expect(action.attr('data-sf-action')).toBe('news-feed');
  });

  it('renders a link without target as a plain button', () => {
    const button: LinkView = {
      text: 'Call us',
      kind: 'button',
      href: null,
      action: null,
      openInNewTab: false,
    };
    const page = contentPage({ footer: { ...baseProps().footer, contactLink: button } });
    const rendered = page('.sf-footer__contact button');
    expect(rendered.text()).toBe('Call us');
    expect(rendered.attr('type')).toBe('button');
    expect(rendered.attr('data-sf-action')).toBeUndefined();
  });

  it('renders footer sections with headings, the contact link and the copyright', () => {
    const section = $('footer .sf-footer__section');
    expect(section.find('h2').text()).toBe('About');
    expect(section.find('li a').attr('href')).toBe('/en/company/history');
    expect($('footer').hasClass('theme-copper')).toBe(true);
    expect($('.sf-footer__contact a').attr('href')).toBe('/en/contact');
    expect($('.sf-footer__copyright').text()).toBe('© 2025 Aurum. All rights reserved.');
  });

  it('folds the navigation behind a mobile menu toggle island with translated labels', () => {
    const island = $('header [data-island="menu-toggle"]');
    const button = island.find('> button.sf-menu-toggle');
    expect(button.attr('aria-expanded')).toBe('false');
    expect(button.attr('aria-label')).toBe('Open menu');
    expect(button.text()).toBe('Menu');
    const nav = $(`header nav#${button.attr('aria-controls')}`);
    expect(nav.attr('aria-label')).toBe('Main navigation');
    const props = $(`script[type="application/json"][data-island-props="${island.attr('data-island-id')}"]`);
    expect(JSON.parse(props.text())).toEqual({
      navigationId: nav.attr('id'),
      labels: { menu: 'Menu', open: 'Open menu', close: 'Close menu' },
    });
  });

  it('translates the menu toggle labels', () => {
    const page = contentPage(baseProps('de-CH'));
    const props = JSON.parse(page('script[data-island-props]').text());
    expect(props.labels.open).not.toBe('Open menu');
    expect(page('.sf-menu-toggle').attr('aria-label')).toBe(props.labels.open);
  });

  it('has no menu toggle when the header has no navigation', () => {
    const page = contentPage({ header: { theme: null, hidden: false, items: [] } });
    expect(page('[data-island], script[data-island-props]')).toHaveLength(0);
  });

  it('hides the header when the header view says so', () => {
    const page = contentPage({ header: { theme: null, hidden: true, items: [] } });
    expect(page('header')).toHaveLength(0);
  });
});

describe('renderContentPage: route payload (public-site §7)', () => {
  const history = { title: 'History', html: '<p>Founded in <strong>1947</strong>.</p>' };
  const { html, payload } = renderContentPage({ ...baseProps(), page: history });

  it("carries the page's main exactly as the document has it, keyed by the layout around it", () => {
    expect(payload.content).toMatch(/^<main id="content"/);
    expect(html).toContain(payload.content);
    expect(load(payload.content)('main').attr('data-layout')).toBe(payload.layout);
    expect(payload.content).not.toContain('sf-header');
  });

  it('carries the head, html attributes, build and client bundle the navigator writes', () => {
    const props = baseProps();
    expect(payload).toMatchObject({
      format: 2,
      lang: 'en',
      className: 'theme-light_blue',
      head: props.head,
      build: props.build,
      styles: ['/_assets/client-9c8d7e.css'],
      scripts: ['/_assets/client-3f2a1b.js'],
    });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });

  it("lists the page's stylesheets in the order it links them, the cascade's, not sorted", () => {
    const styles = ['/_assets/client-9c8d7e.css', '/_assets/catalogue-0a1b2c.css'];
    const props = baseProps();
    const page = renderContentPage({ ...props, assets: { ...props.assets!, styles }, page: history });
    expect(page.payload.styles).toEqual(styles);
    const $ = load(page.html);
    expect(
      $('link[rel="stylesheet"]')
        .map((_, link) => $(link).attr('href'))
        .get(),
    ).toEqual(styles);
  });

  it('has the same layout key on pages of one layout, another when the header changes', () => {
    const other = renderContentPage({
      ...baseProps(),
      breadcrumbs: [],
      page: { title: 'Careers', html: '<p>Join us.</p>' },
    });
    expect(other.payload.layout).toBe(payload.layout);
    const props = baseProps();
    const renamed = renderContentPage({
      ...props,
      header: { ...props.header, items: props.header.items.slice(1) },
      page: history,
    });
    expect(renamed.payload.layout).not.toBe(payload.layout);
  });

  it("names the locale in the layout key: another locale's layout has another key, alike but for the code", () => {
    const swiss = renderContentPage({ ...baseProps('de-CH'), page: history });
    const german = baseProps('de-CH');
    const locale = { ...german.locale, code: 'de-DE', urlCode: 'de-de', country: 'DE' };
    const { t, ...data } = german;
    const exchanged = JSON.parse(
      JSON.stringify(data)
        .replaceAll('de-ch', 'de-de')
        .replaceAll('de-CH', 'de-DE')
        .replaceAll('"CH"', '"DE"'),
    );
    const other = renderContentPage({ ...exchanged, t, locale, page: history });
    expect(swiss.payload.layout).toMatch(/^de-ch\./);
    expect(other.payload.layout).toBe(swiss.payload.layout.replace('de-ch', 'de-de'));
    expect(other.html).toBe(
      swiss.html.replaceAll('de-ch', 'de-de').replaceAll('de-CH', 'de-DE').replaceAll('de_CH', 'de_DE'),
    );
  });
});
