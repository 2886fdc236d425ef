import { languageTranslations } from '../../core/i18n/language-translations.ts';
import type { CmsPage } from '../../core/model/content.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import type {
  EmitContext,
  PageDescriptor,
  PageRenderer,
  PagesContext,
  SiteContext,
} from '../../core/pipeline/plugin.ts';
import { secretPage } from '../../core/pipeline/secret-pages.ts';
import { renderRichText } from '../../core/rich-text/index.ts';
import { LOCALE_TOKEN, localizeBodyLink } from '../../core/rich-text/localized-body.ts';
import { buildBreadcrumbs } from '../../core/routing/breadcrumbs.ts';
import { findNavigationBranch } from '../../core/routing/navigation.ts';
import { pagePath } from '../../core/routing/page-path.ts';
import { pageAvailableInLocale, selectPageForCountry } from '../../core/routing/page-validation.ts';
import { Island } from '../../runtime/ui/Island.tsx';
import { createPageLayout, type LayoutFragment, layoutProps } from '../../runtime/ui/page-layout.ts';
import { renderContentPage, renderPage } from '../../runtime/ui/render.tsx';
import { browserTitle } from '../../runtime/ui/title.ts';
import type { HeadView } from '../../runtime/ui/types.ts';
import { ACCESS_TABLE_FILE, accessTable, protectedPageFile } from './access.ts';
import { PasswordGate } from './islands/PasswordGate.tsx';
import { RoleGate } from './islands/RoleGate.tsx';
import { type GateLabels, gateLabels } from './labels.ts';
import type { ProtectedPagesData } from './load.ts';

/** One protected page in one locale: what both its gate and its content are rendered from. */
interface ProtectedPageView {
  page: CmsPage;
  locale: string;
  path: string;
  layout: LayoutFragment;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
  siteSlug: string | null;
}

/** Props of the `protected-pages:gate` view (fragments `layout`, `translations`). */
interface GateViewProps {
  layout: LayoutFragment;
  translations: ProtectedPagesData['translations'];
  siteKey: string;
  title: string;
  protection: 'password' | 'role';
  /** Where the role gate's "Sign in" link goes (option `signInPath`, locale filled in). */
  signInHref: string;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
}

/**
 * Every protected page of the site (protection password or role) in every locale where it is available,
 * a country-specific page winning over a universal one at the same path (as for content pages).
 */
function protectedPageViews(
  context: Omit<SiteContext, 'buildId' | 'logger'> & { data: ProtectedPagesData },
): ProtectedPageView[] {
  const { site, data } = context;
  const views: ProtectedPageView[] = [];
  for (const locale of site.locales) {
    const navigation = data.navigationByLanguage.get(locale.language);
    if (!navigation) continue;
    const byPath = new Map<string, CmsPage[]>();
    for (const page of data.pagesByLanguage.get(locale.language) ?? []) {
      if (page.locale !== locale.language || !pageAvailableInLocale({ page, locale })) continue;
      const path = pagePath(page);
      if (path !== '') byPath.set(path, [...(byPath.get(path) ?? []), page]);
    }
    if (byPath.size === 0) continue;
    const { props, fragment, siteSlug, homeHref, homeTitle, brandName } = createPageLayout({
      site,
      locale,
      navigation,
      translations: data.translations,
      assets: context.assets,
      release: context.release,
    });
    for (const [path, candidates] of byPath) {
      const page = selectPageForCountry({ candidates, country: locale.country });
      if (!page) continue;
      const branch = findNavigationBranch({
        items: props.header.items,
        pageId: page.id,
        unlocalizedUrl: `/${path}`,
      });
      views.push({
        page,
        locale: locale.urlCode,
        path,
        layout: fragment,
        breadcrumbs: buildBreadcrumbs({ homeTitle, homeHref, branch, pageTitle: page.title }),
        // Protected pages are for the few who have the password: no canonical, no alternates, not indexed
        // (neither the gate nor the page behind it).
        head: {
          title: browserTitle({ title: page.title, brandName }),
          canonical: null,
          alternates: [],
          robots: 'noindex',
        },
        siteSlug,
      });
    }
  }
  return views;
}

/**
 * Declares the gate of every protected page at the page's own path in each locale (public-site §5
 * password gate; customer-area §2 protected password pages): the public face of the page, holding no
 * content and no password hash (view `protected-pages:gate`), `noindex`, and secret
 * (core/pipeline/secret-pages.ts `secretPage`): a page's slug may be its access token (customer-area §2
 * `{token}`), so no route rules, sitemap or build record names its path. The page itself is written by
 * {@link emitProtectedPages} where only the page guard serves it.
 */
export function declareGatePages(
  context: PagesContext<ProtectedPagesData>,
  options: { signInPath: string },
): PageDescriptor[] {
  const languageOf = new Map(context.site.locales.map((locale) => [locale.urlCode, locale.language]));
  return protectedPageViews(context).map((view) => {
    const language = languageOf.get(view.locale) ?? view.locale;
    // Only this language's strings (and the fallback's): an edit to another language re-renders nothing here.
    const translations = context.fragment(
      `translations:${language}`,
      languageTranslations(context.data.translations, language),
    );
    return secretPage({
      id: view.page.id,
      locale: view.locale,
      path: view.path,
      title: view.page.title,
      view: 'protected-pages:gate',
      props: {
        siteKey: context.site.key,
        title: view.page.title,
        protection: view.page.protection === 'role' ? 'role' : 'password',
        signInHref: options.signInPath.replaceAll('{locale}', view.locale),
        breadcrumbs: view.breadcrumbs,
        head: view.head,
      } satisfies Omit<GateViewProps, 'layout' | 'translations'>,
      fragments: { layout: context.fragment(`layout:${view.locale}`, view.layout), translations },
      sources: [view.page.id],
    });
  });
}

/** The plugin's views: the password gate of a protected page (public-site §5), in the default layout. */
export const protectedPageRenderers: Record<string, PageRenderer> = {
  // HTML only, no route payload: the navigator then always asks the server, which decides per visitor.
  'protected-pages:gate': ({
    layout,
    translations,
    siteKey,
    title,
    protection,
    signInHref,
    ...page
  }: GateViewProps) => {
    const props = layoutProps(layout, translations);
    const labels: GateLabels = gateLabels(props.t);
    return renderPage(
      { ...props, ...page },
      <article className="sf-page">
        <h1 className="sf-page__title">{title}</h1>
        <h2>{labels.title}</h2>
        {protection === 'role' ? (
          <Island name="role-gate" component={RoleGate} props={{ site: siteKey, signInHref, labels }} />
        ) : (
          <Island
            name="password-gate"
            component={PasswordGate}
            props={{ site: siteKey, protection, labels }}
          />
        )}
      </article>,
    ).html;
  },
};

/**
 * Writes the protected pages and the site's access table (below `_build/protected-pages/`, which the
 * runtime never serves as a file or page): each page's prerendered HTML per locale
 * (access.ts `protectedPageFile`) and `access.json` (access.ts `accessTable`: `{ format: 3, locales:
 * { <locale>: { <page key>: { id, protection, passwordHash, within? } } } }`, each locale with its own
 * country variant's entry), which the unlock route and the page guard read. Both name a page by its key
 * (core/pipeline/secret-pages.ts `secretPageKey`), never by its path. The password hash goes into no page
 * and no payload.
 */
export async function emitProtectedPages(context: EmitContext<ProtectedPagesData>): Promise<void> {
  const views = protectedPageViews(context);
  const table = accessTable(views, context.data.passwordHashes, context.data.allowedRoles);
  const bodies = new Map<string, string>();
  for (const view of views) {
    const { page } = view;
    const bodyKey = `${page.id}:${page.locale}:${view.siteSlug ?? ''}`;
    let body = bodies.get(bodyKey);
    if (body === undefined) {
      body = page.body?.markdown
        ? renderRichText(page.body.markdown, { rewriteHref: (href) => localizeBodyLink(href, view.siteSlug) })
        : '';
      bodies.set(bodyKey, body);
    }
    const props = layoutProps(view.layout, context.data.translations);
    const theme = page.theme !== 'Default' ? page.theme : context.site.cms.theme;
    const rendered = renderContentPage({
      ...props,
      site: { ...props.site, theme },
      breadcrumbs: view.breadcrumbs,
      head: view.head,
      page: { title: page.title, html: body.replaceAll(`/${LOCALE_TOKEN}`, `/${view.locale}`) },
    });
    await context.writeFile(protectedPageFile(view), typeof rendered === 'string' ? rendered : rendered.html);
  }
  await context.writeFile(ACCESS_TABLE_FILE, JSON.stringify(table));
}
