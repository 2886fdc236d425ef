import { z } from 'zod';
import { UI_LANGUAGES } from './constants.ts';

export {
  ALL_COUNTRY_CODE,
  DEFAULT_LANGUAGE,
  THEMES,
  UI_LANGUAGES,
  type UiLanguage,
} from './constants.ts';

export const uiLanguageSchema = z.enum(UI_LANGUAGES);
export const measurementSystemSchema = z.enum(['Metric', 'Imperial']);
/** Metric or Imperial (customer-area §9). */
export type MeasurementSystem = z.infer<typeof measurementSystemSchema>;

/** A display name of a country or language in one UI language, as the content service returns it. */
export const displayNameSchema = z.object({ locale: z.string(), name: z.string() });

/** public-site §3 country, as received from `systemDataQuery`. */
export const countrySchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$|^ALL$/, 'two upper-case letters or ALL'),
  hidden: z.boolean(),
  supportedLanguages: z.array(z.string()),
  defaultLanguage: z.string(),
  defaultMeasurementSystem: measurementSystemSchema,
  sortIndex: z.number().int(),
  displayNames: z.array(displayNameSchema),
});
export type Country = z.infer<typeof countrySchema>;

/** public-site §3 language, as received from `systemDataQuery`. */
export const languageSchema = z.object({
  languageCode: z.string(),
  defaultCountry: z.string(),
  displayNames: z.array(displayNameSchema),
});
export type Language = z.infer<typeof languageSchema>;

/** A CMS image (public-site §3 Image). `url` may be null or the string 'null': a placeholder is used then. */
export const imageSchema = z.object({
  url: z.string().nullable(),
  alternativeText: z.string().nullable().optional(),
  mimeType: z.string().nullable().optional(),
});
export type CmsImage = z.infer<typeof imageSchema>;

/** public-site §3 brand. The image is shown 96 px high at quality 100. */
export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  pimId: z.string().nullable(),
  theme: z.string(),
  image: imageSchema.nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

/** One domain of a site: a host name plus an optional path slug (public-site §3 site). */
export const domainSchema = z.object({ hostName: z.string(), slug: z.string().nullable() });
export type Domain = z.infer<typeof domainSchema>;

/**
 * public-site §3 site, as received. `headerNavigation` / `footerNavigation` only carry the id here: the
 * navigation trees are loaded per language by the content-pages plugin. A site lacking either is dropped.
 * `domains: null` means the site has no domain configuration at all.
 */
export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  internationalOnly: z.boolean(),
  hideSideButtons: z.boolean(),
  enableCutFont: z.boolean(),
  theme: z.string(),
  brand: z.object({ id: z.string() }).nullable(),
  domains: z.array(domainSchema).nullable(),
  /** When set, every page of the site redirects to this external origin (customer-area §2). */
  redirectHost: z.string().nullable(),
  headerNavigation: z.object({ id: z.string() }).nullable(),
  footerNavigation: z.object({ id: z.string() }).nullable(),
});
export type Site = z.infer<typeof siteSchema>;

/** The answer of `systemDataQuery` (public-site §7). */
export const systemDataSchema = z.object({
  countries: z.array(countrySchema),
  languages: z.array(languageSchema),
  sites: z.array(siteSchema),
  brands: z.array(brandSchema),
});
export type SystemData = z.infer<typeof systemDataSchema>;

/** public-site §7: one query for countries, languages, sites and brands. */
export const SYSTEM_DATA_QUERY = /* GraphQL */ `
  query systemDataQuery {
    countries(first: 1000) {
      countryCode
      hidden
      supportedLanguages
      defaultLanguage
      defaultMeasurementSystem
      sortIndex
      displayNames { locale name }
    }
    languages(first: 100) {
      languageCode
      defaultCountry
      displayNames { locale name }
    }
    sites(first: 100) {
      id
      name
      slug
      internationalOnly
      hideSideButtons
      enableCutFont
      theme
      brand { id }
      domains { hostName slug }
      redirectHost
      headerNavigation { id }
      footerNavigation { id }
    }
    brands(first: 100) {
      id
      name
      pimId
      theme
      image { url alternativeText mimeType }
    }
  }
`;
