import { type DateView, dateView } from '../../core/text/date-view.ts';
import type { MediaRelease } from './queries.ts';
import { mediaReleasePath } from './rules.ts';

/** A media release as listed or shown (public-site §3 media release). */
export interface MediaReleaseView {
  id: string;
  /** Localized URL of its page. */
  href: string;
  title: string;
  leadText: string;
  date: DateView;
  /** An ad hoc announcement: marked in the list and on its page. */
  adhoc: boolean;
}

/**
 * A media release's view in a locale.
 *
 * @param context.href localizes a site-relative path (`/media-releases/x` → `/de-ch/media-releases/x`).
 */
export function mediaReleaseView(
  release: MediaRelease,
  context: { locale: { code: string; language: string }; href(path: string): string },
): MediaReleaseView {
  return {
    id: release.id,
    href: context.href(`/${mediaReleasePath(release.slug)}`),
    title: release.title,
    leadText: release.leadText,
    date: dateView({ date: release.publicationDate, locale: context.locale }),
    adhoc: release.adhoc,
  };
}
