import { z } from 'zod';

/**
 * GraphQL document and zod schemas of the group's locations and contacts (public-site §1 "locations and
 * contacts"), in the content service's Hygraph dialect: the models `Location` and `Contact`, their plural
 * fields `locations` and `contacts`, `locales` and `stage`.
 */

/** What a location of the group is; its label comes from the UI translations (`locations:kind.*`). */
export const locationKindSchema = z.enum(['HEADQUARTERS', 'PRODUCTION', 'SALES_AND_SERVICE']);
export type LocationKind = z.infer<typeof locationKindSchema>;

/** A location of the group: a group company at an address (no map). */
export const locationSchema = z.object({
  id: z.string(),
  company: z.string(),
  kind: locationKindSchema,
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** A contact person, its role in the first language of the requested `locales` it has. */
export const contactSchema = z.object({
  id: z.string(),
  locale: z.string(),
  name: z.string(),
  role: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Where the contact works (ISO 3166-1 alpha-2). */
  countryCode: z.string(),
  /** The countries the contact serves; empty: every country without a contact of its own. */
  countries: z.array(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/** Answer of {@link LOCATIONS_QUERY}. */
export const locationsAnswerSchema = z.object({
  locations: z.array(locationSchema),
  contacts: z.array(contactSchema),
});

/** Most locations and contacts one answer holds (the service's largest `first`). */
export const LOCATIONS_PAGE_SIZE = 1000;

/** Every published location and contact, contacts' roles in one language's locale preference. */
export const LOCATIONS_QUERY = /* GraphQL */ `
  query locationsQuery($locales: [Locale!]!, $stage: Stage!, $first: Int!) {
    locations(locales: $locales, stage: $stage, first: $first) {
      id company kind street postalCode city countryCode phone email
    }
    contacts(locales: $locales, stage: $stage, first: $first) {
      id locale name role phone email countryCode countries
    }
  }
`;
