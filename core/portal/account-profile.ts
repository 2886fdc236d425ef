/**
 * The account profile (customer-area §3 account profile) on both sides of the identity provider's
 * account API: its fields by the portal's names, and the same fields in ForgeRock IDM's names of a managed
 * `alpha_user`, as the API answers and patches them. Pure, so the browser and the sandbox provider share
 * one mapping.
 */

/** The profile's fields, in the order the account screen shows them. */
export const ACCOUNT_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'telephone',
  'address',
  'postalCode',
  'city',
  'country',
  'language',
] as const;

/** One field of the account profile. */
export type AccountProfileField = (typeof ACCOUNT_PROFILE_FIELDS)[number];

/** The profile's values by field (text; '' when empty). */
export type AccountProfileValues = Record<AccountProfileField, string>;

/**
 * The profile's fields in ForgeRock IDM's names: first name `givenName`, last name `sn`, e-mail `mail`,
 * telephone `telephoneNumber`, address `postalAddress`, `postalCode`, `city`, `country`, language
 * `preferences.language`; `company` is a custom attribute of this provider.
 */
export interface IdmProfileFields {
  givenName: string;
  sn: string;
  mail: string;
  company: string;
  telephoneNumber: string;
  postalAddress: string;
  postalCode: string;
  city: string;
  country: string;
  preferences: { language: string };
}

/** Each field's patch field: a JSON pointer into {@link IdmProfileFields} (`/preferences/language`). */
export const IDM_PATCH_FIELDS: Readonly<Record<AccountProfileField, string>> = {
  firstName: '/givenName',
  lastName: '/sn',
  company: '/company',
  email: '/mail',
  telephone: '/telephoneNumber',
  address: '/postalAddress',
  postalCode: '/postalCode',
  city: '/city',
  country: '/country',
  language: '/preferences/language',
};

/** The profile's values read from its ForgeRock IDM fields. */
export function accountProfileValues(profile: IdmProfileFields): AccountProfileValues {
  return {
    firstName: profile.givenName,
    lastName: profile.sn,
    company: profile.company,
    email: profile.mail,
    telephone: profile.telephoneNumber,
    address: profile.postalAddress,
    postalCode: profile.postalCode,
    city: profile.city,
    country: profile.country,
    language: profile.preferences.language,
  };
}

/** The ForgeRock IDM fields of the profile's values (the inverse of {@link accountProfileValues}). */
export function idmProfileFields(values: AccountProfileValues): IdmProfileFields {
  return {
    givenName: values.firstName,
    sn: values.lastName,
    mail: values.email,
    company: values.company,
    telephoneNumber: values.telephone,
    postalAddress: values.address,
    postalCode: values.postalCode,
    city: values.city,
    country: values.country,
    preferences: { language: values.language },
  };
}
