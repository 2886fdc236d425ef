import type { UiLanguage } from '../../core/model/system-data.ts';
import type { ContactRecord, FinancialTableRecord, LocationRecord } from '../dataset/types.ts';
import { localeChain, localize, pickLocale } from './locale-chain.ts';
import { sliceList } from './pagination.ts';
import type { ContentContext } from './resolvers.ts';
import { checkStage } from './stories.ts';

/**
 * The group's locations and contacts and the investor pages' financial tables in the content service's
 * dialect (public-site §1 "locations and contacts, investor and financial tables"): Hygraph-style plural
 * fields over the models `Location`, `Contact` and `FinancialTable`, with `where`, `locales`, `stage`,
 * `first` and `skip`. Localized fields (a contact's role, a table's texts) come in the first language of
 * the locale chain. An extension of CONTENT_SCHEMA_SDL, kept apart.
 */
export const COMPANY_FACTS_SDL = /* GraphQL */ `
  enum LocationKind { HEADQUARTERS PRODUCTION SALES_AND_SERVICE }
  enum FinancialFigureUnit { CURRENCY_MILLIONS PERCENT COUNT }

  "A location of the group: a group company at an address (public-site §1 locations)."
  type Location {
    id: ID!
    company: String!
    kind: LocationKind!
    street: String!
    postalCode: String!
    city: String!
    "ISO 3166-1 alpha-2, upper case."
    countryCode: String!
    phone: String!
    email: String!
    contacts: [Contact!]!
  }

  "A contact person (public-site §1 contacts)."
  type Contact {
    id: ID!
    "The language the localized fields are in."
    locale: Locale!
    name: String!
    role: String!
    phone: String!
    email: String!
    "Where the contact works (ISO 3166-1 alpha-2)."
    countryCode: String!
    "The countries the contact serves; empty: every country without a contact of its own."
    countries: [String!]!
    location: Location
  }

  "One row of a financial table: a figure over the table's fiscal years."
  type FinancialFigure {
    key: String!
    label: String!
    unit: FinancialFigureUnit!
    "One value per fiscal year of the table, in its order; null where not reported."
    values: [Float]!
  }

  "A financial table of the investor pages (public-site §1 investor and financial tables)."
  type FinancialTable {
    id: ID!
    "The language the localized fields are in."
    locale: Locale!
    slug: String!
    title: String!
    caption: String!
    "ISO 4217 code of the amounts."
    currency: String!
    fiscalYears: [Int!]!
    figures: [FinancialFigure!]!
  }

  input LocationWhereInput { id: ID id_in: [ID!] countryCode: String countryCode_in: [String!] }
  input ContactWhereInput { id: ID id_in: [ID!] countryCode_in: [String!] countries_contains_some: [String!] }
  input FinancialTableWhereInput { id: ID slug: String }

  extend type Query {
    locations(where: LocationWhereInput, locales: [Locale!], stage: Stage! = PUBLISHED, first: Int, skip: Int): [Location!]!
    contacts(where: ContactWhereInput, locales: [Locale!], stage: Stage! = PUBLISHED, first: Int, skip: Int): [Contact!]!
    financialTables(where: FinancialTableWhereInput, locales: [Locale!], stage: Stage! = PUBLISHED, first: Int, skip: Int): [FinancialTable!]!
  }
`;

interface ListArgs<Where> {
  where?: Where | null;
  locales?: UiLanguage[] | null;
  stage?: 'DRAFT' | 'PUBLISHED' | null;
  first?: number | null;
  skip?: number | null;
}
interface LocationWhere {
  id?: string | null;
  id_in?: string[] | null;
  countryCode?: string | null;
  countryCode_in?: string[] | null;
}
interface ContactWhere {
  id?: string | null;
  id_in?: string[] | null;
  countryCode_in?: string[] | null;
  countries_contains_some?: string[] | null;
}
interface FinancialTableWhere {
  id?: string | null;
  slug?: string | null;
}

const matches = <T>(value: T, expected: T | null | undefined) => expected == null || value === expected;
const matchesAny = <T>(value: T, expected: T[] | null | undefined) =>
  expected == null || expected.includes(value);

/** The resolver context of a location or contact: the request's locale chain and stage. */
interface Scope {
  chain: UiLanguage[];
  draft: boolean;
  context: ContentContext;
}

function scopeOf(args: ListArgs<unknown>, context: ContentContext): Scope {
  return {
    chain: localeChain(args.locales, context.headerLocales),
    draft: checkStage(context, args.stage),
    context,
  };
}

function locationNode(location: LocationRecord, scope: Scope) {
  const { id, company, kind, street, postalCode, city, countryCode, phone, email } = location;
  return {
    id,
    company,
    kind,
    street,
    postalCode,
    city,
    countryCode,
    phone,
    email,
    contacts: () =>
      scope.context.index.dataset.contacts
        .filter((contact) => contact.locationId === id && (scope.draft || contact.isPublished))
        .map((contact) => contactNode(contact, scope)),
  };
}

function contactNode(contact: ContactRecord, scope: Scope) {
  const { id, name, phone, email, countryCode, countries, locationId } = contact;
  const available = Object.keys(contact.role) as UiLanguage[];
  return {
    id,
    locale: pickLocale(available, scope.chain),
    name,
    role: localize(contact.role, scope.chain),
    phone,
    email,
    countryCode,
    countries,
    location: () => {
      const location = scope.context.index.dataset.locations.find((entry) => entry.id === locationId);
      return location && (scope.draft || location.isPublished) ? locationNode(location, scope) : null;
    },
  };
}

function financialTableNode(table: FinancialTableRecord, chain: UiLanguage[]) {
  return {
    id: table.id,
    locale: pickLocale(Object.keys(table.title) as UiLanguage[], chain),
    slug: table.slug,
    title: localize(table.title, chain),
    caption: localize(table.caption, chain),
    currency: table.currency,
    fiscalYears: table.fiscalYears,
    figures: table.figures.map((figure) => ({
      key: figure.key,
      label: localize(figure.label, chain),
      unit: figure.unit,
      values: figure.values,
    })),
  };
}

/**
 * Resolvers of {@link COMPANY_FACTS_SDL}: locations by id, contacts by id, financial tables by sort index;
 * unpublished entries only with `stage: DRAFT` and the draft token.
 *
 * @throws GraphQLError 'Draft content requires a bearer token' for drafts without the token; BAD_USER_INPUT
 *   on an invalid `first` or `skip`.
 */
export const companyFactsResolvers = {
  Query: {
    locations: (_: unknown, args: ListArgs<LocationWhere>, context: ContentContext) => {
      const scope = scopeOf(args, context);
      const where = args.where ?? {};
      const locations = context.index.dataset.locations.filter(
        (location) =>
          (scope.draft || location.isPublished) &&
          matches(location.id, where.id) &&
          matchesAny(location.id, where.id_in) &&
          matches(location.countryCode, where.countryCode) &&
          matchesAny(location.countryCode, where.countryCode_in),
      );
      return sliceList(locations, args).map((location) => locationNode(location, scope));
    },
    contacts: (_: unknown, args: ListArgs<ContactWhere>, context: ContentContext) => {
      const scope = scopeOf(args, context);
      const where = args.where ?? {};
      const some = where.countries_contains_some;
      const contacts = context.index.dataset.contacts.filter(
        (contact) =>
          (scope.draft || contact.isPublished) &&
          matches(contact.id, where.id) &&
          matchesAny(contact.id, where.id_in) &&
          matchesAny(contact.countryCode, where.countryCode_in) &&
          (some == null || contact.countries.some((country) => some.includes(country))),
      );
      return sliceList(contacts, args).map((contact) => contactNode(contact, scope));
    },
    financialTables: (_: unknown, args: ListArgs<FinancialTableWhere>, context: ContentContext) => {
      const { chain, draft } = scopeOf(args, context);
      const where = args.where ?? {};
      const tables = context.index.dataset.financialTables
        .filter(
          (table) =>
            (draft || table.isPublished) && matches(table.id, where.id) && matches(table.slug, where.slug),
        )
        .sort((a, b) => a.sortIndex - b.sortIndex || a.id.localeCompare(b.id));
      return sliceList(tables, args).map((table) => financialTableNode(table, chain));
    },
  },
};
