import type { Translator } from '../../core/i18n/index.ts';
import type { Contact, Location } from './queries.ts';
import { telHref } from './rules.ts';

/** A location as shown (public-site §1 locations): company, kind, address, phone, e-mail, country. */
export interface LocationView {
  id: string;
  company: string;
  /** The kind in the page's language ('Headquarters'). */
  kind: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  /** CLDR name of the country in the page's language ('Schweiz'). */
  countryName: string;
  phone: string;
  /** `tel:` URI of the phone number. */
  phoneHref: string;
  email: string;
}

/** A contact as shown (public-site §1 contacts): name, role, phone, e-mail, country. */
export interface ContactView {
  id: string;
  name: string;
  role: string;
  /** The language of `role` when it is not the page's (a fallback), for the `lang` attribute. */
  roleLanguage: string | null;
  phone: string;
  phoneHref: string;
  email: string;
  countryCode: string;
  countryName: string;
}

/** A location's view in a language; `countryName` from rules.ts `countryNames`. */
export function locationView(
  location: Location,
  context: { t: Translator; countryName(countryCode: string): string },
): LocationView {
  return {
    id: location.id,
    company: location.company,
    kind: context.t(`locations:kind.${location.kind}`),
    street: location.street,
    postalCode: location.postalCode,
    city: location.city,
    countryCode: location.countryCode,
    countryName: context.countryName(location.countryCode),
    phone: location.phone,
    phoneHref: telHref(location.phone),
    email: location.email,
  };
}

/** A contact's view in a language. */
export function contactView(
  contact: Contact,
  context: { language: string; countryName(countryCode: string): string },
): ContactView {
  return {
    id: contact.id,
    name: contact.name,
    role: contact.role,
    roleLanguage: contact.locale === context.language ? null : contact.locale,
    phone: contact.phone,
    phoneHref: telHref(contact.phone),
    email: contact.email,
    countryCode: contact.countryCode,
    countryName: context.countryName(contact.countryCode),
  };
}
