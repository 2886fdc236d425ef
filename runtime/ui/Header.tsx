import type { HeaderView, NavigationItemView } from '../../core/model/view.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { ClientIsland, Island } from './Island.tsx';
import { useT } from './i18n-context.tsx';
import { Link, navigationKey } from './Link.tsx';
import { MenuToggle } from './MenuToggle.tsx';
import type { HeaderFormView, SiteView } from './types.ts';

/** Height in px the brand image is fetched at (public-site §3 brand, §9). */
export const BRAND_IMAGE_HEIGHT = 96;
/** Height in px the brand logo is shown at: half the fetched height, sharp on 2x screens. */
export const BRAND_LOGO_DISPLAY_HEIGHT = BRAND_IMAGE_HEIGHT / 2;
/** `id` of the main navigation, which the mobile menu toggle opens and closes. */
export const MAIN_NAVIGATION_ID = 'sf-main-navigation';

/** Props of {@link Header}. */
export interface HeaderProps {
  site: SiteView;
  /** The header navigation; without it only the brand is shown (error page during start-up). */
  header?: HeaderView;
  /** The forms the site's plugins put into the header (core/pipeline/plugin.ts `Plugin.headerForm`). */
  forms?: HeaderFormView[];
}

/**
 * Site header: the brand (logo shown {@link BRAND_LOGO_DISPLAY_HEIGHT} px high through runtime/ui/BrandLogo.tsx,
 * its placeholder when the brand has no image; the group's mark ({@link GroupMark}) on a site of no
 * brand; plus name, linking the
 * site home) and the main navigation, two levels deep: top-level items and their children as a nested
 * list (public-site §3 header, navigation item), shown as a mega-menu panel on wide screens
 * ({@link HeaderItem}). Up to 768 px the navigation is folded behind the mobile menu toggle, an island
 * ({@link MenuToggle}) with the translated `menu.*` labels; in a browser without scripts the toggle is
 * hidden and the navigation listed in full (the stylesheet's `scripting` media query). Then each of
 * the plugins' header `forms` ({@link HeaderForm}). A hidden header renders nothing.
 */
export function Header({ site, header, forms = [] }: HeaderProps) {
  const t = useT();
  if (header?.hidden) return null;
  const brandName = site.brand?.name ?? site.name;
  const logoUrl = site.brand?.logoUrl ?? null;
  // The name is shown next to the logo, so an alt text equal to it would be read twice.
  const logoAlt = site.brand && site.brand.logoAlt !== brandName ? site.brand.logoAlt : '';
  const className = header?.theme ? `sf-header theme-${header.theme.toLowerCase()}` : 'sf-header';
  return (
    <header className={className}>
      <div className="sf-header__inner">
        <a className="sf-header__brand" href={site.homeHref}>
          {site.brand ? <BrandLogo src={logoUrl} alt={logoAlt} className="sf-header__logo" /> : <GroupMark />}
          <span className="sf-header__brand-name">{brandName}</span>
        </a>
        {header && header.items.length > 0 && (
          <Island
            name="menu-toggle"
            hydrate="interaction"
            component={MenuToggle}
            props={{
              navigationId: MAIN_NAVIGATION_ID,
              labels: { menu: t('menu.label'), open: t('menu.open'), close: t('menu.close') },
            }}
          />
        )}
        {header && header.items.length > 0 && (
          <nav className="sf-header__nav" id={MAIN_NAVIGATION_ID} aria-label={t('navigation.main')}>
            <ul className="sf-header__list">
              {header.items.map((item) => (
                <HeaderItem key={navigationKey(item)} item={item} />
              ))}
            </ul>
          </nav>
        )}
        {forms.map((form) => (
          <HeaderForm key={form.island} form={form} />
        ))}
      </div>
    </header>
  );
}

/**
 * A plugin's header form (core/pipeline/plugin.ts `Plugin.headerForm`): without scripts a plain GET form
 * (in a `<search>` landmark: a labelled text field and a submit button) to its page; in the browser the plugin's
 * island, rendered over it with the view as props (runtime/ui/Island.tsx `ClientIsland`).
 */
export function HeaderForm({ form }: { form: HeaderFormView }) {
  const inputId = `sf-header-form-${form.island}`;
  return (
    <div className="sf-header__form">
      <ClientIsland name={form.island} props={form} hydrate="interaction">
        <search>
          <form className="sf-header-form" method="get" action={form.action}>
            <label className="sf-sr-only" htmlFor={inputId}>
              {form.labels.label}
            </label>
            <input
              className="sf-header-form__input"
              id={inputId}
              type="search"
              name={form.field}
              autoComplete="off"
            />
            <button className="sf-header-form__submit" type="submit">
              {form.labels.submit}
            </button>
          </form>
        </search>
      </ClientIsland>
    </div>
  );
}

/**
 * A top-level navigation item. One with children opens, on wide screens, a mega-menu panel under the
 * header (a row of columns, one per child) while the pointer is over the item or keyboard focus is in
 * it (CSS `:hover` / `:focus-within`, no script: Tab from the item's link walks into the panel); on
 * narrow screens the children are listed under the item in the folded-out menu.
 */
function HeaderItem({ item }: { item: NavigationItemView }) {
  const hasChildren = item.items.length > 0;
  return (
    <li className={hasChildren ? 'sf-header__item sf-header__item--parent' : 'sf-header__item'}>
      <Link link={item} className="sf-header__link" />
      {hasChildren && (
        <div className="sf-header__panel">
          <div className="sf-header__panel-inner">
            <p className="sf-header__panel-title" aria-hidden="true">
              {item.title}
            </p>
            <ul className="sf-header__sublist">
              {item.items.map((child) => (
                <li key={navigationKey(child)} className="sf-header__subitem">
                  <Link link={child} className="sf-header__sublink" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The group's mark, the "M" of the site icon (runtime/server/favicon.ts) drawn in the theme's accent, so
 * that a site of no brand shows a logo beside its name rather than a bare wordmark. Decorative: the
 * name beside it is the link's text.
 */
function GroupMark() {
  return (
    <svg
      className="sf-header__mark"
      viewBox="0 0 32 32"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="6" fill="currentColor" />
      <path d="M7 24V8h4l5 8 5-8h4v16h-4v-9l-5 7-5-7v9z" fill="#fff" />
    </svg>
  );
}
