import type { BreadcrumbView } from '../../core/model/view.ts';
import { useT } from './i18n-context.tsx';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The trail: home item first, last item the current page (its href is ignored). */
  items: BreadcrumbView[];
}

/**
 * The breadcrumb trail (public-site §2 breadcrumbs). The first item is a home icon link, with
 * screen-reader-only text when there are several items; later items are links; the last is plain text
 * marked `aria-current="page"`. With two or more items, a back link to the second-to-last item is
 * rendered as well (`sf-breadcrumbs__back`, shown on small screens only by the stylesheet).
 * An empty trail renders nothing.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const t = useT();
  const [home, ...rest] = items;
  if (!home) return null;
  const single = rest.length === 0;
  const parent = items.at(-2);
  return (
    <nav className="sf-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      {parent?.href && (
        <a className="sf-breadcrumbs__back" href={parent.href} data-sf-link="route">
          <ChevronLeftIcon />
          {t('breadcrumbs.back', { title: parent.title })}
        </a>
      )}
      <ol className="sf-breadcrumbs__list">
        <li className="sf-breadcrumbs__item sf-breadcrumbs__item--home">
          {/* Alone, the home item is also the current page: it keeps its link but names it by label. */}
          <a
            className="sf-breadcrumbs__link"
            href={home.href ?? '/'}
            data-sf-link="route"
            aria-current={single ? 'page' : undefined}
            aria-label={single ? t('home') : undefined}
          >
            <HomeIcon />
            {!single && <span className="sf-sr-only">{t('home')}</span>}
          </a>
        </li>
        {rest.map((item, index) => {
          const last = index === rest.length - 1;
          return (
            <li key={`${item.title}\u0000${item.href ?? ''}`} className="sf-breadcrumbs__item">
              {last || !item.href ? (
                <span className="sf-breadcrumbs__current" aria-current={last ? 'page' : undefined}>
                  {item.title}
                </span>
              ) : (
                <a className="sf-breadcrumbs__link" href={item.href} data-sf-link="route">
                  {item.title}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Home icon, 16 px, decorative: the link's text names it. */
function HomeIcon() {
  return (
    <svg
      className="sf-icon sf-icon--16"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 1.5 1 7.5h2v7h4v-4.5h2v4.5h4v-7h2z" fill="currentColor" />
    </svg>
  );
}

/** Chevron pointing left, 16 px, decorative. */
function ChevronLeftIcon() {
  return (
    <svg
      className="sf-icon sf-icon--16"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10.5 2.5 5 8l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
