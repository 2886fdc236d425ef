import { describe, expect, it } from 'vitest';
import {
  contactsForCountry,
  countryNames,
  groupByCountry,
  telHref,
} from '../../../plugins/locations/rules.ts';

/** A contact working in `countryCode` and serving `countries` (none: the international desk). */
const contact = (id: string, countryCode: string, countries: string[]) => ({ id, countryCode, countries });

const CONTACTS = [
  contact('ch-sales', 'CH', ['CH', 'LI']),
  contact('de-sales', 'DE', ['DE', 'AT']),
  contact('de-service', 'DE', ['DE', 'AT']),
  contact('fr-sales', 'FR', ['FR', 'BE']),
  contact('desk', 'CH', []),
];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('contactsForCountry (contacts filtered by the visitor’s country)', () => {
  it.each([
    ['CH', ['ch-sales']],
    ['LI', ['ch-sales']],
    ['AT', ['de-sales', 'de-service']],
    ['DE', ['de-sales', 'de-service']],
    ['BE', ['fr-sales']],
  ])('a visitor from %s sees the contacts serving the country', (country, expected) => {
    const selection = contactsForCountry({ contacts: CONTACTS, country });
    expect(ids(selection.contacts)).toEqual(expected);
    expect(selection.fallback).toBe(false);
  });

  it('gives a country nobody serves the international desk, marked as fallback', () => {
    expect(contactsForCountry({ contacts: CONTACTS, country: 'BR' })).toEqual({
      contacts: [CONTACTS[4]],
      fallback: true,
    });
  });

  it('shows every contact in an international locale (country ALL)', () => {
    const selection = contactsForCountry({ contacts: CONTACTS, country: 'ALL' });
    expect(ids(selection.contacts)).toEqual(ids(CONTACTS));
    expect(selection.fallback).toBe(false);
  });

  it('shows nothing rather than failing when there are no contacts at all', () => {
    expect(contactsForCountry({ contacts: [], country: 'CH' })).toEqual({ contacts: [], fallback: true });
  });
});

describe('groupByCountry', () => {
  it('puts the visitor’s country first, then the others by their names in the page’s language', () => {
    const names = countryNames('de');
    const groups = groupByCountry({ entries: CONTACTS, countryName: names, first: 'FR', language: 'de' });
    expect(groups.map((group) => group.countryName)).toEqual(['Frankreich', 'Deutschland', 'Schweiz']);
    expect(ids(groups[2]!.entries)).toEqual(['ch-sales', 'desk']);
  });

  it('orders all groups by name for an international locale', () => {
    const groups = groupByCountry({
      entries: CONTACTS,
      countryName: countryNames('en'),
      first: 'ALL',
      language: 'en',
    });
    expect(groups.map((group) => group.countryName)).toEqual(['France', 'Germany', 'Switzerland']);
  });
});

describe('countryNames (CLDR names in the page’s language)', () => {
  it.each([
    ['de', 'CH', 'Schweiz'],
    ['fr', 'DE', 'Allemagne'],
    ['ja', 'US', 'アメリカ合衆国'],
    ['en', 'XX', 'XX'],
  ])('in %s, %s is %s', (language, code, name) => {
    expect(countryNames(language)(code)).toBe(name);
  });
});

describe('telHref', () => {
  it.each([
    ['+41 41 555 12 34', 'tel:+41415551234'],
    ['+1 (847) 555-0100', 'tel:+18475550100'],
    ['041 555 12 34', 'tel:0415551234'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
