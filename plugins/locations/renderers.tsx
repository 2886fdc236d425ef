import type { PageRenderer } from '../../core/pipeline/plugin.ts';
import { type FrameProps, frameProps } from '../../runtime/ui/page-frame.ts';
import { renderPage } from '../../runtime/ui/render.tsx';
import { LocationsPage } from './components/Locations.tsx';
import { type CountryGroup, groupByCountry } from './rules.ts';
import type { ContactView, LocationView } from './views.ts';

/** Props of `locations:page` (fragment `locations` besides the frame's). */
export interface LocationsViewProps extends FrameProps {
  title: string;
  intro: string;
  /** The locale's country (upper case), `ALL` for an international locale. */
  country: string;
  /** The name of the locale's country in the page's language; null in an international locale. */
  visitorCountry: string | null;
  /** True when no contact serves the country and the international desk stands in. */
  fallback: boolean;
  /** The contacts shown, grouped by the country they work in, the visitor's first. */
  contactGroups: CountryGroup<ContactView>[];
  /** The group's locations (fragment `locations:{language}`). */
  locations: LocationView[];
}

/**
 * The plugin's view `locations:page` (core/pipeline/plugin.ts `Plugin.renderers`) in the default layout
 * (runtime/ui/render.tsx `renderPage`): the contacts, then the locations grouped by country with the
 * visitor's country first.
 */
export const locationsRenderers = {
  'locations:page': (props: LocationsViewProps) => {
    const names = new Map(props.locations.map((location) => [location.countryCode, location.countryName]));
    const locationGroups = groupByCountry({
      entries: props.locations,
      countryName: (code) => names.get(code) ?? code,
      first: props.country,
      language: props.layout.locale.language,
    });
    return renderPage(
      frameProps(props),
      <LocationsPage
        title={props.title}
        intro={props.intro}
        visitorCountry={props.visitorCountry}
        fallback={props.fallback}
        contactGroups={props.contactGroups}
        locationGroups={locationGroups}
      />,
    );
  },
} satisfies Record<string, PageRenderer>;
