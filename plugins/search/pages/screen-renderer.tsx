import { Island } from '../../../runtime/ui/Island.tsx';
import { type FrameProps, frameProps } from '../../../runtime/ui/page-frame.ts';
import { renderPage } from '../../../runtime/ui/render.tsx';
import { SearchScreen, type SearchScreenProps } from '../islands/SearchScreen.tsx';

/** Props of `search:screen`. */
export interface SearchScreenViewProps extends FrameProps {
  /** The page's `<h1>`. */
  title: string;
  /** The island's props. */
  screen: SearchScreenProps;
}

/**
 * The view `search:screen` in the default layout (runtime/ui/render.tsx `renderPage`): the title, the
 * search screen island (plugins/search/islands/SearchScreen.tsx) and, for visitors without scripts, a
 * note that results need them.
 */
export const searchScreenRenderers = {
  'search:screen': (props: SearchScreenViewProps) =>
    renderPage(
      frameProps(props),
      <div className="sf-search-page">
        <h1>{props.title}</h1>
        <Island name="search-screen" component={SearchScreen} props={props.screen} />
        <noscript>
          <p className="sf-search-page__no-script">{props.screen.labels.noScript}</p>
        </noscript>
      </div>,
    ),
};
