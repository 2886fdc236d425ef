import { fileURLToPath } from 'node:url';
import { loadNavigationByLanguage } from '../../core/content/services.ts';
import { loadTranslations, type Translations } from '../../core/i18n/index.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { IslandModule, LoadContext, PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { Island } from '../../runtime/ui/Island.tsx';
import { type FrameProps, frameProps, localeFrames, type OwnProps } from '../../runtime/ui/page-frame.ts';
import { renderPage } from '../../runtime/ui/render.tsx';
import { EditorArea, type EditorAreaProps } from './islands/EditorArea.tsx';
import { editorLabels } from './islands/labels.ts';

/**
 * The editor area's page (customer-area §2 `/{locale}/editor`): declared in every locale of each site
 * that lists the editor plugin, at `editor` below the locale (and the site slug: `/en/productronica/
 * editor`), and served for every path below it (plugins/editor/index.ts path family). The page is only
 * the layout and the editor-area island: behind the editor password nothing useful can be prerendered,
 * so the island renders its "checking access" state and does the rest in the browser.
 */

/** Path of the editor area below the locale (customer-area §2). */
export const EDITOR_AREA_PATH = 'editor';

/** Name of the editor-area island in the client registry. */
export const EDITOR_AREA_ISLAND = 'editor-area';

/** What the editor area's pages need from the plugin's `load`: the layout of each language. */
export interface EditorAreaData {
  navigationByLanguage: Map<string, CmsNavigation>;
  translations: Translations;
}

/** Props of the view `editor:area`. */
export interface EditorAreaViewProps extends FrameProps {
  /** The page's `<h1>`. */
  title: string;
  /** The island's props. */
  area: EditorAreaProps;
}

let translations: Promise<Translations> | null = null;

/**
 * Loads, through the shared queue, the layout navigation of every language of the site's locales and
 * the UI translations (read once per process). For the plugin's `load` hook.
 *
 * @throws the fetcher's `ServiceUnreachable` / `ServiceAnswerInvalid`.
 */
export async function loadEditorArea(context: LoadContext): Promise<EditorAreaData> {
  translations ??= loadTranslations();
  const [navigationByLanguage, loaded] = await Promise.all([
    loadNavigationByLanguage({
      transport: context.fetch,
      site: context.site.cms,
      languages: localeLanguages(context.site.locales),
    }),
    translations,
  ]);
  return { navigationByLanguage, translations: loaded };
}

/**
 * Declares the editor area of every locale of the site that has a navigation, view `editor:area`, in
 * the default layout with the breadcrumbs Home then the title. It is `noindex`, without canonical URL
 * or hreflang alternates, and unlisted (no sitemap, no route rules): a page for editors only.
 */
export function declareEditorAreaPages(context: PagesContext<EditorAreaData>): PageDescriptor[] {
  const { site } = context;
  const descriptors: PageDescriptor[] = [];
  const frames = localeFrames({ context, origin: '', alternatesOf: () => [], segment: EDITOR_AREA_PATH });
  for (const { locale, frame } of frames) {
    const { t } = frame.layout;
    const title = t('editor:title');
    const area: EditorAreaProps = {
      siteId: site.cms.id,
      siteName: site.cms.name,
      siteSlug: linkSiteSlug(site.cms),
      language: locale.language,
      localeUrlCode: locale.urlCode,
      labels: editorLabels(t),
    };
    descriptors.push({
      locale: locale.urlCode,
      path: EDITOR_AREA_PATH,
      title,
      view: 'editor:area',
      props: {
        title,
        area,
        breadcrumbs: frame.trail({ title, href: null }),
        head: { ...frame.head({ title, path: EDITOR_AREA_PATH }), canonical: null, robots: 'noindex' },
      } satisfies OwnProps<EditorAreaViewProps>,
      fragments: frame.fragments,
      unlisted: true,
    });
  }
  return descriptors;
}

/**
 * The view `editor:area` (runtime/ui/render.tsx `renderPage`): the title, the editor-area island and,
 * for browsers without scripts, a note that the area needs them.
 */
export const editorAreaRenderers = {
  'editor:area': (props: EditorAreaViewProps) =>
    renderPage(
      frameProps(props),
      <article className="sf-page sf-editor-page">
        <h1 className="sf-page__title">{props.title}</h1>
        <Island name={EDITOR_AREA_ISLAND} component={EditorArea} props={props.area} />
        <noscript>
          <p>{props.area.labels.noScript}</p>
        </noscript>
      </article>,
    ),
};

/** The plugin's islands: the editor area. */
export const editorAreaIslands: Record<string, IslandModule> = {
  [EDITOR_AREA_ISLAND]: { module: here('./islands/EditorArea.tsx'), export: 'EditorArea' },
};

/** The plugin's stylesheets. */
export const editorAreaStyles: string[] = [here('./styles/editor-area.css')];

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
