import type { PageModule as CmsModule } from '../../core/model/modules.ts';
import { isHeroModule, PageModule, PageModules } from '../../runtime/ui/modules/PageModules.tsx';
import { moduleViews } from '../../runtime/ui/modules/view.ts';
import { RichText } from '../../runtime/ui/RichText.tsx';
import { type PageWithPayload, renderContentPage, renderPage } from '../../runtime/ui/render.tsx';
import type { ContentPageProps } from '../../runtime/ui/types.ts';

/**
 * Renders a CMS content page with its modules (docs/features.md "Content modules today"): the title
 * (`<h1>`), a leading stretched module (image or video) as the page's hero, loaded at once, then the
 * body, then the other modules in order (lazy images). A hero with a headline is the page's visible
 * opening: the title then stays the document's `<h1>` for screen readers and search engines but is not
 * shown, so a home page does not open with the site's name above the message. A page without modules renders as before
 * (runtime/ui/render.tsx `renderContentPage`).
 *
 * @param props the content page's props; `modules` as received, `siteSlug` for their links.
 */
export function renderModularContentPage(
  props: ContentPageProps & { modules: readonly CmsModule[]; siteSlug: string | null },
): PageWithPayload {
  const { modules, siteSlug, ...page } = props;
  if (modules.length === 0) return renderContentPage(page);
  const views = moduleViews({ modules, localeUrlCode: page.locale.urlCode, siteSlug });
  const [first, ...others] = views;
  const hero = first && isHeroModule(first) ? first : null;
  const rest = hero ? others : views;
  const heroHeadline = hero?.__typename === 'StretchedImageModule' && Boolean(hero.heading);
  return renderPage(
    page,
    <article className="sf-page sf-page--modules">
      <h1 className={heroHeadline ? 'sf-page__title sf-sr-only' : 'sf-page__title'}>{page.page.title}</h1>
      {hero && <PageModule module={hero} lazy={false} />}
      <RichText html={page.page.html} />
      <PageModules modules={rest} />
    </article>,
  );
}
