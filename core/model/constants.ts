/**
 * Constants of the domain model without any schema code, so the browser bundle can import them without
 * pulling zod in (core/model/system-data.ts re-exports them next to the schemas).
 */

/**
 * The eleven UI languages, in the order public-site §9 lists them. `en` is the default language.
 */
export const UI_LANGUAGES = ['en', 'cs', 'de', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh'] as const;

/** One of the eleven UI languages (public-site §9). */
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The default language (public-site §9). */
export const DEFAULT_LANGUAGE: UiLanguage = 'en';

/** Code of the synthetic country that lists all languages (public-site §3 country). */
export const ALL_COUNTRY_CODE = 'ALL';

/** The eleven themes of public-site §9: Default, Copper, Light_Blue and eight brand-named ones. */
export const THEMES = [
  'Default',
  'Copper',
  'Light_Blue',
  'Aurum',
  'Borealis',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Helix',
] as const;

/** The special root classification slugs of the catalogue (customer-area §2). */
export const ROOT_CLASSIFICATION_SLUGS = ['products', 'services', 'smart-factory'] as const;
export type RootClassificationSlug = (typeof ROOT_CLASSIFICATION_SLUGS)[number];
