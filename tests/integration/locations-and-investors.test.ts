import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type CheerioAPI, load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../core/pipeline/build.ts';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import { buildDemo } from '../helpers/build-demo.ts';

/**
 * Locations and contacts, investor pages built against the sandbox content service on
 * the main site and productronica, in English (international), Swiss German and French (France): the
 * contacts a visitor of the locale's country sees, the locations, the financial tables' numbers as the
 * locale writes them (German as de-CH), and no broken link to or from the new pages.
 */
const LOCALES = ['en', 'de-ch', 'fr-fr'] as const;
const dataset = createContentDataset();
const contacts = dataset.contacts.filter((contact) => contact.isPublished);
const keyFigures = dataset.financialTables.find((table) => table.slug === 'key-figures')!;

let out: string;
let result: BuildResult;
beforeAll(async () => {
  ({ out, result } = await buildDemo({ site: ['main', 'productronica'], locale: [...LOCALES] }));
}, 180_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

/** A built page's file: `<site tree>/<locale>/<path>/index.html` (no site slug in the tree). */
const file = (site: string, page: string) => path.join(out, site, page, 'index.html');
async function page(site: string, pagePath: string): Promise<CheerioAPI> {
  return load(await readFile(file(site, pagePath), 'utf8'));
}
const texts = ($: CheerioAPI, selector: string) =>
  $(selector)
    .map((_, element) => $(element).text().trim())
    .get();
/** The e-mail addresses of the contact cards shown. */
const shownContacts = ($: CheerioAPI) =>
  $('main .sf-contact a[href^="mailto:"]')
    .map((_, link) => $(link).text())
    .get()
    .sort();
const emailsOf = (list: { email: string }[]) => list.map((contact) => contact.email).sort();

describe('the locations page /{locale}/locations', () => {
  it('shows a visitor from Switzerland only the contacts serving CH, under “Schweiz”', async () => {
    const $ = await page('machinery_group', 'de-ch/locations');
    expect($('main h1').text()).toBe('Standorte und Kontakte');
    const expected = contacts.filter((contact) => contact.countries.includes('CH'));
    expect(expected.length).toBeGreaterThan(0);
    expect(shownContacts($)).toEqual(emailsOf(expected));
    expect($('main h2').first().text()).toBe('Ihre Kontakte für Schweiz');
    expect(texts($, 'main .sf-locations__contacts h3')).toEqual(['Schweiz']);
    // Roles in the page's language.
    expect(texts($, 'main .sf-contact__role')).toContain('Verkauf');
  });

  it('shows a visitor from France the contacts serving FR, on the main site and productronica', async () => {
    const expected = emailsOf(contacts.filter((contact) => contact.countries.includes('FR')));
    for (const [site, pagePath] of [
      ['machinery_group', 'fr-fr/locations'],
      ['productronica', 'fr-fr/locations'],
    ] as const) {
      const $ = await page(site, pagePath);
      expect(shownContacts($), site).toEqual(expected);
      expect(texts($, 'main .sf-contact__role'), site).toContain('Ventes');
    }
  });

  it('shows every published contact on the international en page, grouped by country', async () => {
    const $ = await page('machinery_group', 'en/locations');
    expect(shownContacts($)).toEqual(emailsOf(contacts));
    const draft = dataset.contacts.find((contact) => !contact.isPublished)!;
    expect($('main').text()).not.toContain(draft.email);
    const groups = texts($, 'main .sf-locations__contacts h3');
    expect(groups.length).toBe(new Set(contacts.map((contact) => contact.countryCode)).size);
    expect(groups).toContain('Switzerland');
    expect(groups).toEqual([...groups].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists every location with address, tel: and mailto: links, the visitor’s country first', async () => {
    const $ = await page('machinery_group', 'de-ch/locations');
    const cards = $('main .sf-location');
    expect(cards.length).toBe(dataset.locations.length);
    expect(cards.first().attr('data-country')).toBe('CH');
    expect(cards.first().find('address').text()).toContain('Schweiz');
    cards.each((_, card) => {
      expect($(card).find('a[href^="tel:+"]').length).toBe(1);
      expect($(card).find('a[href^="mailto:"]').length).toBe(1);
    });
    const fr = await page('machinery_group', 'fr-fr/locations');
    expect(fr('main .sf-location').first().attr('data-country')).toBe('FR');
    expect(fr('main .sf-location').first().find('address').text()).toContain('France');
  });
});

describe('the investor page /{locale}/investors', () => {
  const revenue = keyFigures.figures.find((figure) => figure.key === 'revenue')!;
  const employees = keyFigures.figures.find((figure) => figure.key === 'employees')!;
  const amount = (tag: string, value: number) =>
    new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

  it.each([
    ['de-ch', 'de-CH', 'Umsatz'],
    ['fr-fr', 'fr-FR', 'Chiffre d’affaires'],
    ['en', 'en', 'Revenue'],
  ])('in %s writes the key figures as %s does', async (locale, tag, label) => {
    const $ = await page('machinery_group', `${locale}/investors`);
    const table = $('main [data-table="key-figures"] table');
    const row = table.find('tr[data-figure="revenue"]');
    expect(row.find('th[scope="row"]').text()).toContain(label);
    expect(texts($, `main [data-table="key-figures"] tr[data-figure="revenue"] td`)).toEqual(
      revenue.values.map((value) => amount(tag, value!)),
    );
    const staff = texts($, 'main [data-table="key-figures"] tr[data-figure="employees"] td');
    expect(staff.slice(1)).toEqual(
      employees.values.slice(1).map((value) => new Intl.NumberFormat(tag).format(value!)),
    );
  });

  it('writes thousands the Swiss way in every German locale (public-site §9)', async () => {
    const $ = await page('machinery_group', 'de-ch/investors');
    const cells = texts($, 'main [data-table="key-figures"] tr[data-figure="revenue"] td');
    expect(cells.some((cell) => /^1['’]\d{3}\.\d$/.test(cell))).toBe(true);
    expect($('main [data-table="key-figures"] th[scope="row"]').first().text()).toContain('Mio. CHF');
  });

  it('is an accessible table: caption, column headers for the years, row headers for the figures', async () => {
    const $ = await page('machinery_group', 'en/investors');
    const table = $('main [data-table="key-figures"] table');
    expect(table.find('caption').text()).toBe(keyFigures.caption.en);
    expect(texts($, 'main [data-table="key-figures"] thead th[scope="col"]')).toEqual([
      'Figure',
      ...keyFigures.fiscalYears.map(String),
    ]);
    expect(table.find('tbody th[scope="row"]').length).toBe(keyFigures.figures.length);
    // A value not reported is a dash, read out as such.
    expect(table.find('tr[data-figure="employees"] td').first().text()).toBe('–not reported');
  });

  it('is built on the main site only', () => {
    expect(existsSync(file('machinery_group', 'de-ch/investors'))).toBe(true);
    expect(existsSync(file('productronica', 'de-ch/investors'))).toBe(false);
  });
});

describe('links to and from the new pages', () => {
  it('the main site’s footer links both pages, productronica’s only the locations', async () => {
    const main = await page('machinery_group', 'de-ch');
    expect(main('footer a[href="/de-ch/locations"]').length).toBe(1);
    expect(main('footer a[href="/de-ch/investors"]').length).toBe(1);
    const productronica = await page('productronica', 'de-ch');
    expect(productronica('footer a[href="/de-ch/productronica/locations"]').length).toBe(1);
    expect(productronica('a[href$="/investors"]').length).toBe(0);
  });

  it('the link check finds no broken link', () => {
    expect(result.linkCheck!.broken).toEqual([]);
    expect(result.linkCheck!.checked).toBeGreaterThan(0);
  });
});
