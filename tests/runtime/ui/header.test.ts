import { describe, expect, it } from 'vitest';
import { contentPage } from './fixtures.ts';

/*
 * The header's navigation (runtime/ui/Header.tsx): an item with children holds a mega-menu panel that
 * the stylesheet shows on hover and focus (no script), so its links follow the item's link in the
 * keyboard order; on small screens the same list folds behind the menu toggle.
 */

describe('header navigation: mega-menu panels', () => {
  const $ = contentPage();
  const items = $('nav#sf-main-navigation > ul > li');

  it('gives an item with children a panel holding its links, right after the item link in document order', () => {
    const products = items.first();
    expect(products.hasClass('sf-header__item--parent')).toBe(true);
    expect(
      products
        .children()
        .map((_, child) => $(child).attr('class'))
        .get(),
    ).toEqual(['sf-header__link', 'sf-header__panel']);
    const links = products.find('.sf-header__panel a.sf-header__sublink');
    expect(links.map((_, link) => `${$(link).text()} ${$(link).attr('href')}`).get()).toEqual([
      'Cutting machines /en/products/cutting',
      'Crimping /en/products/crimping',
    ]);
  });

  it("names the panel by its item only for the eye: the title repeats the item's link, hidden from assistive technology", () => {
    const title = items.first().find('.sf-header__panel-title');
    expect(title.text()).toBe('Products');
    expect(title.attr('aria-hidden')).toBe('true');
    expect(title.find('a, button')).toHaveLength(0);
  });

  it('gives items without children no panel, and keeps action and external items as they were', () => {
    expect(items.filter(':not(.sf-header__item--parent)').find('.sf-header__panel')).toHaveLength(0);
    expect(items.eq(2).find('button.sf-header__link').attr('data-sf-action')).toBe('news-feed');
    expect(items.eq(3).find('a.sf-header__link').attr('target')).toBe('_blank');
  });

  it('keeps one navigation landmark whose links the menu toggle controls', () => {
    expect($('nav[aria-label="Main navigation"]')).toHaveLength(1);
    expect($('.sf-menu-toggle').attr('aria-controls')).toBe('sf-main-navigation');
    expect($('#sf-main-navigation a, #sf-main-navigation button')).toHaveLength(6);
  });
});
