import type { PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import { createAlternatesOf, siteOrigin } from '../../core/routing/alternates.ts';
import { describeText } from '../../core/text/description.ts';
import { localeFrames, type OwnProps } from '../../runtime/ui/page-frame.ts';
import type { LocationsPluginData } from './load.ts';
import type { ResolvedOptions } from './options.ts';
import type { LocationsViewProps } from './renderers.tsx';
import { ALL_COUNTRIES, contactsForCountry, countryNames, groupByCountry, LOCATIONS_PATH } from './rules.ts';
import { contactView, locationView } from './views.ts';

/**
 * Declares the locations page of every locale of the site (public-site §1 "locations and contacts", §2)
 * at `/{locale}/locations`: the group's locations grouped by country, the visitor's
 * country first, and the contacts for the locale's country (rules.ts `contactsForCountry`; all of them,
 * grouped by country, in an international locale). Each locale's page has the default layout,
 * breadcrumbs, a canonical URL, hreflang alternates over every locale and a meta description. The
 * locations of a language are one fragment `locations:{language}` its locales share.
 */
export function declareLocationsPages(
  context: PagesContext<LocationsPluginData>,
  options: ResolvedOptions,
): PageDescriptor[] {
  const { site, data } = context;
  const origin = options.origin ?? siteOrigin(site, context.system);
  const alternatesOf = createAlternatesOf({ site, system: context.system, origin, has: () => true });
  const namesByLanguage = new Map<string, (countryCode: string) => string>();

  const descriptors: PageDescriptor[] = [];
  for (const { locale, frame } of localeFrames({ context, origin, alternatesOf })) {
    const { t } = frame.layout;
    const language = locale.language;
    let countryName = namesByLanguage.get(language);
    if (!countryName) {
      countryName = countryNames(language);
      namesByLanguage.set(language, countryName);
    }
    const names = countryName;
    const locations = context.fragment(
      `locations:${language}`,
      data.locations.map((location) => locationView(location, { t, countryName: names })),
    );
    const selection = contactsForCountry({
      contacts: data.contactsByLanguage.get(language) ?? [],
      country: locale.country,
    });
    const contactGroups = groupByCountry({
      entries: selection.contacts.map((contact) => contactView(contact, { language, countryName: names })),
      countryName: names,
      first: locale.country,
      language,
    });
    const title = t('locations:title');
    const visitorCountry = locale.country === ALL_COUNTRIES ? null : names(locale.country);
    const intro = t('locations:intro');
    const head = frame.head({ title, path: LOCATIONS_PATH });
    descriptors.push({
      locale: locale.urlCode,
      path: LOCATIONS_PATH,
      title,
      view: 'locations:page',
      props: {
        title,
        intro,
        country: locale.country,
        visitorCountry,
        fallback: selection.fallback,
        contactGroups,
        breadcrumbs: frame.trail({ title, href: null }),
        head: {
          ...head,
          description: describeText({ text: intro, language: locale.code }) ?? head.description,
        },
      } satisfies Omit<OwnProps<LocationsViewProps>, 'locations'>,
      fragments: { ...frame.fragments, locations },
      sources: [
        ...data.locations.map((location) => location.id),
        ...selection.contacts.map((contact) => contact.id),
      ],
    });
  }
  return descriptors;
}
