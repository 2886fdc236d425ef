import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_QUERY,
  navigationSchema,
  PAGES_PAGE_SIZE,
  PAGES_QUERY,
  pagesConnectionSchema,
  REDIRECTS_BY_PREVIOUS_URL_QUERY,
  SITE_REDIRECTS_QUERY,
  systemRedirectsSchema,
} from '../../../core/model/content.ts';
import { SYSTEM_DATA_QUERY, systemDataSchema } from '../../../core/model/system-data.ts';
import { createContentYoga } from '../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createContentDataset();
const yoga = createContentYoga(dataset);

const SITES = ['main', 'events', 'cabinet-building', 'brand-portal', 'wirepro-expo-2024'];
const LOCALE_CHAINS = [['en'], ['de', 'en'], ['ja', 'en'], ['fr', 'de', 'en'], ['zh']];

describe('core/model documents against the sandbox content service', () => {
  it('answers systemDataQuery in the shape of systemDataSchema', async () => {
    const answer = await postGraphql(yoga, { query: SYSTEM_DATA_QUERY });
    expect(answer.errors).toBeUndefined();
    const systemData = systemDataSchema.parse(answer.data);
    expect(systemData.countries).toHaveLength(250);
    expect(systemData.languages.map((language) => language.languageCode)).toContain('zh');
    expect(systemData.sites.find((site) => site.id === 'legacy-microsite')?.footerNavigation).toBeNull();
    expect(systemData.sites.find((site) => site.id === 'brand-portal')?.brand).toEqual({ id: 'brand-aurum' });
  });

  describe.each(SITES)('site %s', (siteId) => {
    it.each(LOCALE_CHAINS)('answers pagesQuery for locales %j', async (...locales) => {
      const answer = await postGraphql(yoga, {
        query: PAGES_QUERY,
        variables: { siteId, locales, stage: 'PUBLISHED', first: PAGES_PAGE_SIZE, after: null },
      });
      expect(answer.errors).toBeUndefined();
      const { pagesConnection } = pagesConnectionSchema.parse(answer.data);
      const expected = dataset.pages.filter((page) => page.siteId === siteId && page.isPublished);
      expect(pagesConnection.edges.map((edge) => edge.node.id)).toEqual(expected.map((page) => page.id));
      for (const { node } of pagesConnection.edges) {
        expect(node.locale).toBe(locales.find((locale) => node.languages.includes(locale)) ?? 'en');
        // The group's home page opens with what it offers, not with the site's name again.
        const groupHome = siteId === 'main' && node.id.startsWith('page-main-home');
        if (groupHome) expect(node.body?.markdown).not.toContain(`## ${node.title}`);
        else expect(node.body?.markdown).toContain(`## ${node.title}`);
      }
    });

    it.each(LOCALE_CHAINS)('answers navigationQuery for locales %j', async (...locales) => {
      const answer = await postGraphql(yoga, {
        query: NAVIGATION_QUERY,
        variables: {
          headerId: `header-${siteId}`,
          footerId: `footer-${siteId}`,
          locales,
          stage: 'PUBLISHED',
        },
      });
      expect(answer.errors).toBeUndefined();
      const navigation = navigationSchema.parse(answer.data);
      expect(navigation.header.items.length).toBeGreaterThanOrEqual(4);
      expect(navigation.footer.contactLink?.page?.slug).toBe('contact');
      expect(navigation.footer.sections.length).toBeGreaterThanOrEqual(2);
    });

    it('answers the site redirects query', async () => {
      const answer = await postGraphql(yoga, { query: SITE_REDIRECTS_QUERY, variables: { siteId } });
      const { systemRedirects } = systemRedirectsSchema.parse(answer.data);
      expect(systemRedirects.length).toBeGreaterThanOrEqual(3);
      expect(systemRedirects.length).toBeLessThanOrEqual(6);
    });
  });

  it('answers the redirects-by-previous-URL query across sites', async () => {
    const answer = await postGraphql(yoga, {
      query: REDIRECTS_BY_PREVIOUS_URL_QUERY,
      variables: { previousUrls: ['/en/about-us', '/en/events/old-page', '/en/unknown'] },
    });
    const { systemRedirects } = systemRedirectsSchema.parse(answer.data);
    expect(systemRedirects).toEqual([
      { previousUrl: '/en/about-us', target: '/en/company' },
      { previousUrl: '/en/events/old-page', target: '/en/events/company' },
    ]);
  });
});
