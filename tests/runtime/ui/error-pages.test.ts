import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { renderErrorPage, renderNotFoundPage } from '../../../runtime/ui/render.tsx';
import { browserTitle } from '../../../runtime/ui/title.ts';
import { baseProps } from './fixtures.ts';

describe('renderNotFoundPage', () => {
  it("shows 'Page Not Found: {path}' in en", () => {
    const $ = load(renderNotFoundPage({ ...baseProps(), path: '/en/nope' }).html);
    expect($('main h1').text()).toBe('Page Not Found: /en/nope');
    expect($('main .sf-error__actions a').attr('href')).toBe('/en');
  });

  it('wraps the path in the page language', () => {
    const $ = load(renderNotFoundPage({ ...baseProps('de-CH'), path: '/de-ch/nope' }).html);
    expect($('html').attr('lang')).toBe('de-CH');
    expect($('main h1').text()).toBe('Seite nicht gefunden: /de-ch/nope');
  });

  it('escapes the path', () => {
    const { html } = renderNotFoundPage({ ...baseProps(), path: '/en/<script>x</script>' });
    expect(html).not.toContain('<script>');
    expect(load(html)('main h1').text()).toBe('Page Not Found: /en/<script>x</script>');
  });
});

describe('renderErrorPage (public-site §2 error page)', () => {
  const { header, footer, breadcrumbs, head, ...minimal } = baseProps();
  const $ = load(renderErrorPage(minimal).html);

  it('shows overline, title, maintenance banner and a link to /', () => {
    expect($('main h1').text()).toBe('Sorry, something went wrong');
    expect($('main .sf-overline').text()).toBe('Error');
    expect($('main .sf-banner h2').text()).toBe('Maintenance in progress');
    expect($('main .sf-banner p').text()).not.toBe('');
    expect($('main .sf-error__actions a').attr('href')).toBe('/');
  });

  it('defaults the trail to Home then the error title, and the browser title to it plus the brand', () => {
    const trail = $('.sf-breadcrumbs ol > li');
    expect(trail).toHaveLength(2);
    expect(trail.eq(0).find('a').attr('href')).toBe('/en');
    expect(trail.eq(1).find('[aria-current="page"]').text()).toBe('Sorry, something went wrong');
    expect($('head title').text()).toBe('Sorry, something went wrong | Aurum');
  });

  it('renders without navigation data, keeping brand and copyright', () => {
    expect($('header nav')).toHaveLength(0);
    expect($('.sf-header__brand').text()).toBe('Aurum');
    expect($('.sf-footer__copyright').text()).toContain('Aurum');
  });
});

describe('browserTitle', () => {
  it('appends the brand suffix when there is a brand', () => {
    expect(browserTitle({ title: 'History', brandName: 'Aurum' })).toBe('History | Aurum');
    expect(browserTitle({ title: 'History', brandName: null })).toBe('History');
  });
});
