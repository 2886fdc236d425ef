import { describe, expect, it } from 'vitest';
import { type DataLayerHost, pushPageView } from '../../../runtime/client/page-view.ts';

describe('pushPageView (public-site §4: a page-view event after each navigation)', () => {
  it('creates the data layer when missing and pushes { event, page_path, page_title }', () => {
    const host: DataLayerHost = {};
    pushPageView({ host, path: '/en/company?tab=2', title: 'Company | Aurum' });
    expect(host.dataLayer).toEqual([
      { event: 'page_view', page_path: '/en/company?tab=2', page_title: 'Company | Aurum' },
    ]);
  });

  it('appends to a data layer the tag manager already made, keeping its entries', () => {
    const host: DataLayerHost = { dataLayer: [{ 'gtm.start': 1 }] };
    pushPageView({ host, path: '/en', title: 'Home' });
    pushPageView({ host, path: '/en/products', title: 'Products' });
    expect(host.dataLayer).toEqual([
      { 'gtm.start': 1 },
      { event: 'page_view', page_path: '/en', page_title: 'Home' },
      { event: 'page_view', page_path: '/en/products', page_title: 'Products' },
    ]);
  });
});
