import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { PageModule } from '../../../core/model/modules.ts';
import { renderModularContentPage } from '../../../plugins/content-pages/render.tsx';
import { baseProps } from '../../runtime/ui/fixtures.ts';

const hero = (heading: string | null): PageModule => ({
  __typename: 'StretchedImageModule',
  id: 'hero',
  overline: null,
  heading,
  text: heading ? 'From one partner.' : null,
  callToAction: null,
  image: {
    url: 'http://127.0.0.1:4322/modules/hero.jpg',
    alternativeText: 'A hall',
    width: 2360,
    height: 1330,
  },
});

const render = (modules: PageModule[]) =>
  load(
    renderModularContentPage({
      ...baseProps(),
      page: { title: 'Machinery Group', html: '<p>Body</p>' },
      modules,
      siteSlug: null,
    }).html,
  );

describe('renderModularContentPage: the page title and a hero', () => {
  it('keeps the title as the h1 for screen readers but shows the hero headline instead', () => {
    const $ = render([hero('Wire processing that keeps your lines running')]);
    expect($('h1').text()).toBe('Machinery Group');
    expect($('h1').hasClass('sf-sr-only')).toBe(true);
    expect($('.sf-hero__heading').text()).toBe('Wire processing that keeps your lines running');
  });

  it('announces the hero image in the head (its host, a high-priority preload), not in the body or the payload', () => {
    const page = renderModularContentPage({
      ...baseProps(),
      page: { title: 'Machinery Group', html: '<p>Body</p>' },
      modules: [hero('Wire processing that keeps your lines running')],
      siteSlug: null,
    });
    const $ = load(page.html);
    expect($('head link[rel="preconnect"]').attr('href')).toBe('http://127.0.0.1:4322');
    const preload = $('head link[rel="preload"][as="image"]');
    expect(preload.attr('imagesrcset')).toContain('modules/hero.jpg');
    expect(preload.attr('fetchpriority')).toBe('high');
    expect($('body link')).toHaveLength(0);
    expect(page.payload.content).not.toContain('<link');
  });

  it('shows the title when the hero has no headline', () => {
    const $ = render([hero(null)]);
    expect($('h1').text()).toBe('Machinery Group');
    expect($('h1').hasClass('sf-sr-only')).toBe(false);
  });
});
