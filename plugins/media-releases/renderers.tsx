import type { PageRenderer } from '../../core/pipeline/plugin.ts';
import { type BodyFragment, renderLocalizedBody } from '../../core/rich-text/localized-body.ts';
import { type FrameProps, frameProps } from '../../runtime/ui/page-frame.ts';
import { renderPage } from '../../runtime/ui/render.tsx';
import { MediaReleaseDetail, MediaReleaseList } from './components/MediaReleases.tsx';
import type { MediaReleaseView } from './views.ts';

/** Props of `media-releases:list`. */
export interface ListViewProps extends FrameProps {
  title: string;
  releases: MediaReleaseView[];
}

/** Props of `media-releases:release` (fragment `body` besides the frame's). */
export interface ReleaseViewProps extends FrameProps {
  release: MediaReleaseView;
  /** The release's body in its language (core/rich-text/localized-body.ts). */
  body: BodyFragment;
}

/**
 * The plugin's views (core/pipeline/plugin.ts `Plugin.renderers`), each in the default layout
 * (runtime/ui/render.tsx `renderPage`): the list `media-releases:list` and a release
 * `media-releases:release`.
 */
export const mediaReleasesRenderers = {
  'media-releases:list': (props: ListViewProps) =>
    renderPage(frameProps(props), <MediaReleaseList title={props.title} releases={props.releases} />),
  'media-releases:release': (props: ReleaseViewProps) => {
    const html = renderLocalizedBody({ body: props.body, localeUrlCode: props.layout.locale.urlCode });
    return renderPage(frameProps(props), <MediaReleaseDetail release={props.release} bodyHtml={html} />);
  },
} satisfies Record<string, PageRenderer>;
