import { describe, expect, it } from 'vitest';
import { contentPage } from './fixtures.ts';

describe('breadcrumbs (public-site §2)', () => {
  it('links every item but the last, which is current, with a home icon naming Home for screen readers', () => {
    const $ = contentPage();
    const items = $('.sf-breadcrumbs ol > li');
    expect(items).toHaveLength(3);
    const home = items.eq(0).find('a');
    expect(home.attr('href')).toBe('/en');
    expect(home.find('svg[aria-hidden="true"]')).toHaveLength(1);
    expect(home.find('.sf-sr-only').text()).toBe('Home');
    expect(items.eq(1).find('a').attr('href')).toBe('/en/company');
    expect(items.eq(2).find('a')).toHaveLength(0);
    expect(items.eq(2).find('[aria-current="page"]').text()).toBe('History');
  });

  it('adds a back link to the second-to-last item', () => {
    const back = contentPage()('.sf-breadcrumbs__back');
    expect(back.attr('href')).toBe('/en/company');
    expect(back.text()).toBe('Back to Company');
    const two = contentPage({
      breadcrumbs: [
        { title: 'Home', href: '/en' },
        { title: 'Company', href: null },
      ],
    });
    expect(two('.sf-breadcrumbs__back').attr('href')).toBe('/en');
  });

  it('keeps the sr-only text on the home item of a long trail and skips no-href middle items as links', () => {
    const $ = contentPage({
      breadcrumbs: [
        { title: 'Home', href: '/en' },
        { title: 'Products', href: '/en/products' },
        { title: 'Cutting', href: '/en/products/cutting' },
        { title: 'Alpha 550', href: null },
      ],
    });
    expect($('.sf-breadcrumbs__item--home .sf-sr-only').text()).toBe('Home');
    expect(
      $('.sf-breadcrumbs ol a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/en', '/en/products', '/en/products/cutting']);
    expect($('.sf-breadcrumbs__back').attr('href')).toBe('/en/products/cutting');
    expect($('[aria-current="page"]').text()).toBe('Alpha 550');
  });

  it('has no screen-reader text and no back link with a single item', () => {
    const $ = contentPage({ breadcrumbs: [{ title: 'Home', href: '/en' }] });
    expect($('.sf-breadcrumbs ol > li')).toHaveLength(1);
    expect($('.sf-breadcrumbs .sf-sr-only')).toHaveLength(0);
    expect($('.sf-breadcrumbs__back')).toHaveLength(0);
    expect($('.sf-breadcrumbs a').attr('aria-current')).toBe('page');
  });
});
