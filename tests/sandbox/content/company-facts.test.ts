import { describe, expect, it } from 'vitest';
import { createContentYoga, DEFAULT_DRAFT_TOKEN } from '../../../sandbox/content/server.ts';
import { createContentDataset } from '../../../sandbox/dataset/index.ts';
import { postGraphql } from './post-graphql.ts';

const dataset = createContentDataset();
const yoga = createContentYoga(dataset);

const CONTACTS = /* GraphQL */ `
  query contacts($where: ContactWhereInput, $locales: [Locale!], $stage: Stage!) {
    contacts(where: $where, locales: $locales, stage: $stage, first: 1000) {
      id locale name role countryCode countries location { company }
    }
  }
`;
const TABLES = /* GraphQL */ `
  query tables($locales: [Locale!]) {
    financialTables(locales: $locales) { slug locale title currency fiscalYears figures { key label unit values } }
  }
`;

interface ContactAnswer {
  id: string;
  locale: string;
  role: string;
  countries: string[];
  location: { company: string } | null;
}

async function contacts(variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await postGraphql<{ contacts: ContactAnswer[] }>(yoga, {
    query: CONTACTS,
    variables: { stage: 'PUBLISHED', ...variables },
    headers,
  });
  return { errors: answer.errors, contacts: answer.data?.contacts ?? [] };
}

describe('locations and contacts in the sandbox content service (public-site §1)', () => {
  it('answers the published contacts serving a country, roles in the requested language', async () => {
    const { contacts: swiss } = await contacts({
      where: { countries_contains_some: ['CH'] },
      locales: ['de'],
    });
    expect(swiss.length).toBeGreaterThan(0);
    expect(swiss.every((contact) => contact.countries.includes('CH') && contact.locale === 'de')).toBe(true);
    expect(swiss.map((contact) => contact.role)).toContain('Verkauf');
    expect(swiss[0]!.location?.company).toBe('Machinery Group AG');
  });

  it('keeps the draft contact for the draft stage with the token', async () => {
    const draft = dataset.contacts.find((contact) => !contact.isPublished)!;
    const published = await contacts({});
    expect(published.contacts.map((contact) => contact.id)).not.toContain(draft.id);
    expect((await contacts({ stage: 'DRAFT' })).errors?.[0]?.message).toBe(
      'Draft content requires a bearer token',
    );
    const drafts = await contacts({ stage: 'DRAFT' }, { authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` });
    expect(drafts.contacts.map((contact) => contact.id)).toContain(draft.id);
  });

  it('has the international desk (no countries) and a location for every contact', () => {
    expect(dataset.contacts.filter((contact) => contact.countries.length === 0)).toHaveLength(1);
    const locations = new Set(dataset.locations.map((location) => location.id));
    expect(dataset.contacts.every((contact) => locations.has(contact.locationId))).toBe(true);
  });
});

describe('financial tables in the sandbox content service (public-site §1)', () => {
  it('answers the tables in order, labels in the requested language, one value per fiscal year', async () => {
    const answer = await postGraphql<{
      financialTables: {
        slug: string;
        locale: string;
        figures: { key: string; label: string; values: (number | null)[] }[];
        fiscalYears: number[];
      }[];
    }>(yoga, { query: TABLES, variables: { locales: ['fr'] } });
    const tables = answer.data!.financialTables;
    expect(tables.map((table) => table.slug)).toEqual(['key-figures', 'revenue-by-region']);
    expect(tables[0]!.locale).toBe('fr');
    expect(tables[0]!.figures.map((figure) => figure.label)).toContain('Chiffre d’affaires');
    for (const table of tables) {
      for (const figure of table.figures) expect(figure.values).toHaveLength(table.fiscalYears.length);
    }
  });

  it('is deterministic per seed', () => {
    expect(createContentDataset().financialTables).toEqual(dataset.financialTables);
    expect(createContentDataset({ seed: 2 }).financialTables).not.toEqual(dataset.financialTables);
  });
});
