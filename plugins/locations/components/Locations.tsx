import type { ReactNode } from 'react';
import { EmailLink } from '../../../runtime/ui/EmailLink.tsx';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import type { CountryGroup } from '../rules.ts';
import type { ContactView, LocationView } from '../views.ts';

/**
 * The locations page's body (public-site §1 "locations and contacts", §2 `/{locale}/locations`),
 * rendered inside the default layout by the plugin's renderer. No map: addresses as `<address>`,
 * phone numbers as `tel:` links, e-mail addresses as `mailto:` links (runtime/ui/EmailLink.tsx).
 */

/** Phone and e-mail of a contact or location, labelled for screen readers and sighted visitors alike. */
function Reach({ phone, phoneHref, email }: { phone: string; phoneHref: string; email: string }) {
  const t = useT();
  return (
    <dl className="sf-locations__reach">
      <dt>{t('locations:phone')}</dt>
      <dd>
        <a href={phoneHref}>{phone}</a>
      </dd>
      <dt>{t('locations:email')}</dt>
      <dd>
        <EmailLink to={email} />
      </dd>
    </dl>
  );
}

function ContactCard({ contact }: { contact: ContactView }) {
  return (
    <li className="sf-contact" data-country={contact.countryCode}>
      <h4 className="sf-contact__name">{contact.name}</h4>
      <p className="sf-contact__role" lang={contact.roleLanguage ?? undefined}>
        {contact.role}
      </p>
      <Reach phone={contact.phone} phoneHref={contact.phoneHref} email={contact.email} />
    </li>
  );
}

function LocationCard({ location }: { location: LocationView }) {
  return (
    <li className="sf-location" data-country={location.countryCode}>
      <h4 className="sf-location__company">{location.company}</h4>
      <p className="sf-location__kind">{location.kind}</p>
      <address className="sf-location__address">
        {location.street}
        <br />
        {location.postalCode} {location.city}
        <br />
        {location.countryName}
      </address>
      <Reach phone={location.phone} phoneHref={location.phoneHref} email={location.email} />
    </li>
  );
}

/** Groups of cards under their country's name. */
function ByCountry<T extends { id: string }>(props: {
  groups: CountryGroup<T>[];
  kind: 'contacts' | 'locations';
  card: (entry: T) => ReactNode;
}) {
  return (
    <>
      {props.groups.map((group) => (
        <section
          key={group.countryCode}
          className="sf-locations__country"
          data-country={group.countryCode}
          aria-labelledby={`${props.kind}-${group.countryCode}`}
        >
          <h3 id={`${props.kind}-${group.countryCode}`}>{group.countryName}</h3>
          <ul className="sf-locations__cards">{group.entries.map(props.card)}</ul>
        </section>
      ))}
    </>
  );
}

/** The page: title, intro, the visitor's contacts (or all, by country), the locations by country. */
export function LocationsPage(props: {
  title: string;
  intro: string;
  visitorCountry: string | null;
  fallback: boolean;
  contactGroups: CountryGroup<ContactView>[];
  locationGroups: CountryGroup<LocationView>[];
}) {
  const t = useT();
  const { visitorCountry } = props;
  return (
    <article className="sf-locations">
      <h1>{props.title}</h1>
      <p className="sf-locations__intro">{props.intro}</p>
      <section className="sf-locations__contacts" aria-labelledby="contacts-title">
        <h2 id="contacts-title">
          {visitorCountry === null
            ? t('locations:contactsByCountry')
            : t('locations:contactsFor', { country: visitorCountry })}
        </h2>
        {props.fallback && visitorCountry !== null && (
          <p className="sf-locations__fallback">
            {t('locations:internationalDesk', { country: visitorCountry })}
          </p>
        )}
        <ByCountry
          groups={props.contactGroups}
          kind="contacts"
          card={(contact) => <ContactCard key={contact.id} contact={contact} />}
        />
      </section>
      <section className="sf-locations__locations" aria-labelledby="locations-title">
        <h2 id="locations-title">{t('locations:locationsTitle')}</h2>
        <ByCountry
          groups={props.locationGroups}
          kind="locations"
          card={(location) => <LocationCard key={location.id} location={location} />}
        />
      </section>
    </article>
  );
}
