import type { Translations } from '../../core/i18n/index.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import type { PageRenderer } from '../../core/pipeline/plugin.ts';
import { renderRichText } from '../../core/rich-text/index.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { type LayoutFragment, layoutProps } from '../../runtime/ui/page-layout.ts';
import { renderPage } from '../../runtime/ui/render.tsx';
import type { HeadView } from '../../runtime/ui/types.ts';
import { MediaReleaseDetail, MediaReleaseList } from './components/MediaReleases.tsx';
import type { MediaReleaseView } from './views.ts';

/**
 * Stands for the locale in a release body's links: a body is rendered once per release and language,
 * then the token is replaced by each locale's code.
 */
export const LOCALE_TOKEN = 'sf-locale-token';

/** A release's body in one language: a fragment the locales of that language share. */
export interface ReleaseBodyFragment {
  markdown: string | null;
  /** The site slug its site-relative links get. */
  siteSlug: string | null;
}

/** Props every view takes: the fragments `layout` and `translations`, the trail and head. */
interface FrameProps {
  layout: LayoutFragment;
  translations: Translations;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
}

/** Props of `media-releases:list`. */
export interface ListViewProps extends FrameProps {
  title: string;
  releases: MediaReleaseView[];
}

/** Props of `media-releases:release` (fragment `body` besides the frame's). */
export interface ReleaseViewProps extends FrameProps {
  release: MediaReleaseView;
  body: ReleaseBodyFragment;
}

/** A view's props as a descriptor holds them: without those its fragments supply. */
export type OwnProps<Props> = Omit<Props, 'layout' | 'translations' | 'body'>;

const frame = ({ layout, translations, breadcrumbs, head }: FrameProps) => ({
  ...layoutProps(layout, translations),
  breadcrumbs,
  head,
});

/**
 * The plugin's views (core/pipeline/plugin.ts `Plugin.renderers`), each in the default layout
 * (runtime/ui/render.tsx `renderPage`): the list `media-releases:list` and a release
 * `media-releases:release`.
 */
export const mediaReleasesRenderers = {
  'media-releases:list': (props: ListViewProps) =>
    renderPage(frame(props), <MediaReleaseList title={props.title} releases={props.releases} />),
  'media-releases:release': (props: ReleaseViewProps) => {
    const html = bodyHtml(props.body).replaceAll(`/${LOCALE_TOKEN}`, `/${props.layout.locale.urlCode}`);
    return renderPage(frame(props), <MediaReleaseDetail release={props.release} bodyHtml={html} />);
  },
} satisfies Record<string, PageRenderer>;

// HTML of each body fragment, with LOCALE_TOKEN links (fragments are shared by reference in a thread).
const bodies = new WeakMap<ReleaseBodyFragment, string>();

/** The body's sanitized HTML with {@link LOCALE_TOKEN} links, rendered once per thread and fragment. */
function bodyHtml(body: ReleaseBodyFragment): string {
  let html = bodies.get(body);
  if (html === undefined) {
    const { markdown, siteSlug } = body;
    html =
      markdown === null
        ? ''
        : renderRichText(markdown, {
            rewriteHref: (href) =>
              href.startsWith('/') && !href.startsWith('//')
                ? localizeLink({ href, localeUrlCode: LOCALE_TOKEN, siteSlug })
                : href,
          });
    bodies.set(body, html);
  }
  return html;
}
