import { type CheerioAPI, load } from 'cheerio';
import { createTranslator, loadTranslations, type Translations } from '../../../core/i18n/index.ts';
import type { Locale } from '../../../core/model/locale.ts';
import type { NavigationItemView } from '../../../core/model/view.ts';
import { renderContentPage } from '../../../runtime/ui/render.tsx';
import type { BasePageProps } from '../../../runtime/ui/types.ts';

/** The real locale files, loaded once per test file. */
export const translations: Translations = await loadTranslations();

/** A Swiss German or international English locale. */
export function locale(code: 'en' | 'de-CH'): Locale {
  return code === 'en'
    ? {
        code: 'en',
        urlCode: 'en',
        sisCode: 'en-US',
        isInternational: true,
        language: 'en',
        country: 'ALL',
        measurementSystem: 'Metric',
      }
    : {
        code: 'de-CH',
        urlCode: 'de-ch',
        sisCode: 'de-CH',
        isInternational: false,
        language: 'de',
        country: 'CH',
        measurementSystem: 'Metric',
      };
}

/** A navigation item linking a route, with optional children. */
export function navItem(
  title: string,
  url: string | null,
  items: NavigationItemView[] = [],
): NavigationItemView {
  return {
    title,
    breadcrumbOverride: null,
    url,
    unlocalizedUrl: url,
    kind: url === null ? 'button' : 'route',
    action: null,
    openInNewTab: false,
    hidden: false,
    pageId: null,
    page: null,
    items,
  };
}

/** Props shared by every page of the demo site, in `en` unless told. */
export function baseProps(code: 'en' | 'de-CH' = 'en'): BasePageProps {
  const loc = locale(code);
  return {
    locale: loc,
    t: createTranslator({ translations, language: loc.code }),
    site: {
      name: 'Machinery Group',
      homeHref: `/${loc.urlCode}`,
      theme: 'Light_Blue',
      brand: { name: 'Aurum', logoUrl: 'https://assets.example.com/aurum.png', logoAlt: 'Aurum logo' },
    },
    header: {
      theme: null,
      hidden: false,
      items: [
        navItem('Products', `/${loc.urlCode}/products`, [
          navItem('Cutting machines', `/${loc.urlCode}/products/cutting`),
          navItem('Crimping', `/${loc.urlCode}/products/crimping`),
        ]),
        navItem('Company', `/${loc.urlCode}/company`),
        { ...navItem('News', 'news-feed'), kind: 'action', url: null, action: 'news-feed' },
        { ...navItem('Investors', 'https://investors.example.com'), kind: 'anchor', openInNewTab: true },
      ],
    },
    footer: {
      theme: 'Copper',
      contactLink: {
        text: 'Contact us',
        kind: 'route',
        href: `/${loc.urlCode}/contact`,
        action: null,
        openInNewTab: false,
      },
      sections: [{ title: 'About', items: [navItem('History', `/${loc.urlCode}/company/history`)] }],
    },
    breadcrumbs: [
      { title: 'Home', href: `/${loc.urlCode}` },
      { title: 'Company', href: `/${loc.urlCode}/company` },
      { title: 'History', href: null },
    ],
    head: {
      title: 'History | Aurum',
      canonical: `https://www.example.com/${loc.urlCode}/company/history`,
      alternates: [
        { hreflang: 'en', href: 'https://www.example.com/en/company/history' },
        { hreflang: 'de-CH', href: 'https://www.example.com/de-ch/company/history' },
        { hreflang: 'x-default', href: 'https://www.example.com/en/company/history' },
      ],
      description: 'Our history since 1947.',
    },
    copyrightYear: 2025,
    assets: { scripts: ['/_assets/client-3f2a1b.js'], styles: ['/_assets/client-9c8d7e.css'] },
    build: { buildId: 'b-20250101-abc', siteKey: 'main' },
  };
}

/** Renders the demo 'History' content page with some base props replaced, loaded into cheerio. */
export function contentPage(overrides: Partial<BasePageProps> = {}): CheerioAPI {
  return load(
    renderContentPage({
      ...baseProps(),
      ...overrides,
      page: { title: 'History', html: '<p>Founded in <strong>1947</strong>.</p>' },
    }).html,
  );
}
