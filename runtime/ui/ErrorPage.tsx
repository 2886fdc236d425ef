import { useT } from './i18n-context.tsx';

/** Where the error page's home link points (public-site §2 error page). */
export const ERROR_PAGE_HOME_HREF = '/';

/**
 * Body of the error page (public-site §2 error page, §8 page error screen): overline and title
 * ('Sorry, something went wrong' in en), an info banner with the maintenance title and text, and a
 * link home to `/`. A full page load is intended: the link is a plain anchor.
 */
export function ErrorPage() {
  const t = useT();
  return (
    <article className="sf-error">
      <hgroup className="sf-error__titles">
        <p className="sf-overline">{t('error.overline')}</p>
        <h1 className="sf-error__title">{t('error.title')}</h1>
      </hgroup>
      <section className="sf-banner sf-banner--info" aria-labelledby="sf-error-maintenance">
        <h2 className="sf-banner__title" id="sf-error-maintenance">
          {t('error.maintenanceTitle')}
        </h2>
        <p className="sf-banner__text">{t('error.maintenanceText')}</p>
      </section>
      <p className="sf-error__actions">
        <a className="sf-button sf-button--primary" href={ERROR_PAGE_HOME_HREF}>
          {t('error.linkHome')}
        </a>
      </p>
    </article>
  );
}
