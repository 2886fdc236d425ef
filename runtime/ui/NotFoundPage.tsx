import { useT } from './i18n-context.tsx';

/** Props of the {@link NotFoundPage} body. */
export interface NotFoundBodyProps {
  /** The requested path, shown in the heading. */
  path: string;
  /** Localized home URL of the site. */
  homeHref: string;
}

/**
 * Body of the not-found page (public-site §2, §8): heading 'Page Not Found: {path}' (translated
 * wrapper, path verbatim), a short text and a link home.
 */
export function NotFoundPage({ path, homeHref }: NotFoundBodyProps) {
  const t = useT();
  return (
    <article className="sf-error sf-error--not-found">
      <hgroup className="sf-error__titles">
        <p className="sf-overline">{t('notFound.overline')}</p>
        <h1 className="sf-error__title">{t('notFound.title', { path })}</h1>
      </hgroup>
      <p className="sf-error__text">{t('notFound.text')}</p>
      <p className="sf-error__actions">
        <a className="sf-button sf-button--primary" href={homeHref} data-sf-link="route">
          {t('notFound.linkHome')}
        </a>
      </p>
    </article>
  );
}
