/** The page-view event pushed to the data layer after each navigation (public-site §4). */
export interface PageViewEvent {
  event: 'page_view';
  /** Pathname plus query string, `/en/company?tab=2`. */
  page_path: string;
  /** The document title after the navigation. */
  page_title: string;
}

/** Where the data layer lives: `window` in the browser. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

declare global {
  /** The tag manager's data layer (public-site §4 page-view events). */
  interface Window extends DataLayerHost {}
}

/**
 * Pushes a {@link PageViewEvent} to `host.dataLayer`, creating the array when the tag manager has not
 * (public-site §4: "After each navigation a page-view event is pushed to a data layer").
 * @returns the event pushed.
 */
export function pushPageView(input: { host: DataLayerHost; path: string; title: string }): PageViewEvent {
  const event: PageViewEvent = { event: 'page_view', page_path: input.path, page_title: input.title };
  input.host.dataLayer ??= [];
  input.host.dataLayer.push(event);
  return event;
}
