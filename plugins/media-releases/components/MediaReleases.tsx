import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { RichText } from '../../../runtime/ui/RichText.tsx';
import type { MediaReleaseView } from '../views.ts';

/**
 * The media release pages' bodies (public-site §2 `/{locale}/media-releases`,
 * `/{locale}/media-releases/{slug}`), rendered inside the default layout by the plugin's renderers.
 */

/** Date and, for an ad hoc announcement, its mark. */
function ReleaseMeta({ release }: { release: MediaReleaseView }) {
  const t = useT();
  return (
    <p className="sf-media-release__meta">
      <time dateTime={release.date.iso}>{release.date.text}</time>
      {release.adhoc && (
        <strong className="sf-media-release__adhoc" data-adhoc="true">
          {t('media-releases:adhoc')}
        </strong>
      )}
    </p>
  );
}

/** The list, newest first: date, ad hoc mark, title linking to the release, lead text. */
export function MediaReleaseList({ title, releases }: { title: string; releases: MediaReleaseView[] }) {
  const t = useT();
  return (
    <section className="sf-media-releases">
      <h1 className="sf-media-releases__title">{title}</h1>
      {releases.length > 0 ? (
        <ol className="sf-media-releases__list">
          {releases.map((release) => (
            <li key={release.id} className="sf-media-release" data-adhoc={release.adhoc || undefined}>
              <ReleaseMeta release={release} />
              <h2 className="sf-media-release__title">
                <a href={release.href} data-sf-link="route">
                  {release.title}
                </a>
              </h2>
              <p className="sf-media-release__lead">{release.leadText}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="sf-media-releases__empty">{t('media-releases:noReleases')}</p>
      )}
    </section>
  );
}

/** A media release: date, ad hoc mark, title, lead text and body (sanitized rich text, localized links). */
export function MediaReleaseDetail({ release, bodyHtml }: { release: MediaReleaseView; bodyHtml: string }) {
  return (
    <article className="sf-media-release sf-media-release--page" data-adhoc={release.adhoc || undefined}>
      <header className="sf-media-release__header">
        <ReleaseMeta release={release} />
        <h1 className="sf-media-release__title">{release.title}</h1>
        <p className="sf-media-release__lead">{release.leadText}</p>
      </header>
      <RichText html={bodyHtml} className="sf-media-release__body" />
    </article>
  );
}
