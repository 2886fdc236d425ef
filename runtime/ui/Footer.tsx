import type { FooterView } from '../../core/model/view.ts';
import { useT } from './i18n-context.tsx';
import { Link, navigationKey } from './Link.tsx';
import type { SiteView } from './types.ts';

/** Props of {@link Footer}. */
export interface FooterProps {
  site: SiteView;
  /** The footer navigation; without it only the copyright line is shown (error page during start-up). */
  footer?: FooterView;
  /** Year of the copyright line. */
  year: number;
}

/**
 * Site footer (public-site §3 footer), a dark band (the theme's `--sf-surface-dark`): one column per
 * section (heading plus item list), the contact link as a light button, and the copyright line naming
 * the brand, or the site when there is no brand.
 */
export function Footer({ site, footer, year }: FooterProps) {
  const t = useT();
  const className = footer?.theme ? `sf-footer theme-${footer.theme.toLowerCase()}` : 'sf-footer';
  const sections = footer?.sections.filter((section) => section.items.length > 0) ?? [];
  return (
    <footer className={className}>
      <div className="sf-footer__inner">
        {sections.length > 0 && (
          <nav className="sf-footer__nav" aria-label={t('navigation.footer')}>
            {sections.map((section) => (
              <section key={section.title} className="sf-footer__section">
                <h2 className="sf-footer__heading">{section.title}</h2>
                <ul className="sf-footer__list">
                  {section.items.map((item) => (
                    <li key={navigationKey(item)} className="sf-footer__item">
                      <Link link={item} className="sf-footer__link" />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        {footer?.contactLink && (
          <p className="sf-footer__contact">
            <Link link={footer.contactLink} className="sf-button sf-button--on-dark sf-button--large">
              {footer.contactLink.text || t('footer.contact')}
            </Link>
          </p>
        )}
        <p className="sf-footer__copyright">
          {t('footer.copyright', { year, brand: site.brand?.name ?? site.name })}
        </p>
      </div>
    </footer>
  );
}
