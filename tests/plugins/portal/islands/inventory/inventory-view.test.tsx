import { load } from 'cheerio';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadTranslations } from '../../../../../core/i18n/index.ts';
import { ROLES } from '../../../../../core/portal/roles.ts';
import type { InventoryAsset } from '../../../../../plugins/portal/islands/inventory/assets.ts';
import { CurrentInventory } from '../../../../../plugins/portal/islands/inventory/CurrentInventory.tsx';
import {
  type AssetsState,
  InventoryView,
} from '../../../../../plugins/portal/islands/inventory/InventoryScreen.tsx';
import {
  INVENTORY_LABEL_KEYS,
  inventoryLabels,
} from '../../../../../plugins/portal/islands/inventory/labels.ts';
import type { PortalSession } from '../../../../../plugins/portal/islands/session.ts';
import { SisRequestError } from '../../../../../plugins/portal/islands/sis-client.ts';

const translations = await loadTranslations({ languages: ['en', 'de'] });
const labels = inventoryLabels(createTranslator({ translations, language: 'en' }));
const german = inventoryLabels(createTranslator({ translations, language: 'de' }));

const session = (roles: string[]) =>
  ({ locale: 'en', home: '/en/mykomax', user: { roles }, navigate: () => {} }) as unknown as PortalSession;

const ALPHA = { id: 'org-alpha-wire', name: 'Alpha Wire GmbH' };
const STUTTGART = { id: 'loc-alpha-stuttgart', name: 'Alpha Wire Stuttgart' };
const MUNICH = { id: 'loc-alpha-munich', name: 'Alpha Wire Munich' };
const ASSETS: InventoryAsset[] = [
  {
    id: 'ast-1',
    machineName: 'Alpha 530',
    serialNumber: 'SN-530-10021',
    organization: ALPHA,
    location: STUTTGART,
  },
  {
    id: 'ast-2',
    machineName: 'Gamma 333 PC',
    serialNumber: 'SN-333-20417',
    organization: ALPHA,
    location: STUTTGART,
  },
  {
    id: 'ast-3',
    machineName: 'Zeta 640',
    serialNumber: 'SN-640-30088',
    organization: ALPHA,
    location: MUNICH,
  },
];

function render(input: { view?: 'current' | 'old'; state: AssetsState; roles?: string[] }) {
  return load(
    renderToStaticMarkup(
      <InventoryView
        session={session(input.roles ?? [ROLES.assetDatabaseActive])}
        view={input.view ?? 'current'}
        labels={labels}
        state={input.state}
      />,
    ),
  );
}

describe('inventory labels', () => {
  it('has every text in en and de, with the count placeholders left for the screen', () => {
    for (const key of INVENTORY_LABEL_KEYS) {
      expect(labels[key], key).not.toBe(`portal-inventory:${key}`);
      expect(german[key], key).not.toBe(labels[key]);
    }
    expect(labels.count).toContain('{shown}');
    expect(german.count).toContain('{total}');
    expect(labels.search).toBe('Search');
  });
});

describe('InventoryView, current view (/inventory)', () => {
  it('shows a labelled search, the count and one row per asset with its location and organization', () => {
    const $ = render({ state: { status: 'ready', data: { assets: ASSETS } } });
    expect($('h1.sf-page__title').text()).toBe('Inventory');
    const input = $('input[type=search]');
    expect($(`label[for="${input.attr('id')}"]`).text()).toBe('Search');
    expect($('[role=status]').text()).toBe('3 of 3 machines shown');
    expect(
      $('thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Machine name', 'Serial number', 'Location', 'Organization']);
    expect(
      $('tbody tr')
        .map((_, tr) => $(tr).attr('data-asset-id'))
        .get(),
    ).toEqual(['ast-1', 'ast-2', 'ast-3']);
    const third = $('tr[data-asset-id="ast-3"] td')
      .map((_, td) => $(td).text())
      .get();
    expect(third).toEqual(['Zeta 640', 'SN-640-30088', 'Alpha Wire Munich', 'Alpha Wire GmbH']);
    expect($('a:contains("Report a problem")')).toHaveLength(0);
    expect($('a:contains("Switch to the previous view")').attr('href')).toBe('/en/mykomax/inventory/old');
  });

  it('offers "Report a problem" on each row to a user with service ticketing', () => {
    const $ = render({
      state: { status: 'ready', data: { assets: ASSETS } },
      roles: [ROLES.assetDatabaseActive, `x_${ROLES.serviceTicketingActive}`],
    });
    const links = $('tbody a');
    expect(links).toHaveLength(3);
    expect(links.first().text()).toBe('Report a problem');
    expect(links.first().attr('href')).toBe('/en/mykomax/tickets/newticket');
  });

  it('counts and lists only the assets a search matches, with a note when none does', () => {
    const searching = (initialSearch: string) =>
      load(
        renderToStaticMarkup(
          <CurrentInventory
            session={session([])}
            assets={ASSETS}
            labels={labels}
            canReport={false}
            initialSearch={initialSearch}
          />,
        ),
      );
    const matching = searching('stuttgart');
    expect(matching('[role=status]').text()).toBe('2 of 3 machines shown');
    expect(matching('tbody tr')).toHaveLength(2);
    const none = searching('kappa');
    expect(none('[role=status]').text()).toBe('0 of 3 machines shown');
    expect(none('table')).toHaveLength(0);
    expect(none('.sf-portal__note').text()).toBe('No machine matches your search.');
  });

  it('shows the empty state, the loading note and the failure with the SIS message', () => {
    const empty = render({ state: { status: 'ready', data: { assets: [] } } });
    expect(empty('.sf-portal__note').text()).toBe('No machines are registered for your organization yet.');
    expect(empty('input')).toHaveLength(0);
    expect(render({ state: { status: 'loading' } })('[role=status]').text()).toBe('Loading your machines…');
    const failed = render({
      state: { status: 'failed', error: new SisRequestError('Network request failed', { status: null }) },
    });
    expect(failed('[role=alert]').text()).toBe('Your machines could not be loaded.Network request failed');
    expect(failed('table')).toHaveLength(0);
  });
});

describe('InventoryView, previous view (/inventory/old)', () => {
  it('shows one heading and table per location, sorted by serial number, and links to the new view', () => {
    const $ = render({ view: 'old', state: { status: 'ready', data: { assets: ASSETS } } });
    expect($('h1').text()).toBe('Inventory (previous view)');
    expect(
      $('h2')
        .map((_, h2) => $(h2).text())
        .get(),
    ).toEqual(['Alpha Wire Munich', 'Alpha Wire Stuttgart']);
    const stuttgart = $('section[data-location-id="loc-alpha-stuttgart"]');
    expect(
      stuttgart
        .find('tbody tr')
        .map((_, tr) => $(tr).attr('data-asset-id'))
        .get(),
    ).toEqual(['ast-2', 'ast-1']);
    expect(stuttgart.find('tbody tr').first().find('td').first().text()).toBe('SN-333-20417');
    expect($('a:contains("Switch to the new view")').attr('href')).toBe('/en/mykomax/inventory');
    expect($('input')).toHaveLength(0);
  });
});
