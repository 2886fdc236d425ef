import type { PageRenderer } from '../../core/pipeline/plugin.ts';
import { type BodyFragment, renderLocalizedBody } from '../../core/rich-text/localized-body.ts';
import type { ModuleView } from '../../runtime/ui/modules/view.ts';
import { type FrameProps, frameProps } from '../../runtime/ui/page-frame.ts';
import { renderPage } from '../../runtime/ui/render.tsx';
import {
  StoryContactDetail,
  StoryContactsOverview,
  StoryDetail,
  StoryOverview,
} from './components/StoryPages.tsx';
import type { StoryListProps } from './islands/StoryList.tsx';
import type { StoryCardView, StoryContactView, StoryView } from './views.ts';

/** Props of `stories:overview`. */
export interface OverviewViewProps extends FrameProps {
  title: string;
  list: StoryListProps;
}

/** Props of `stories:story` (fragment `body` besides the frame's). */
export interface StoryViewProps extends FrameProps {
  view: StoryView;
  /** The story's body in its language (core/rich-text/localized-body.ts). */
  body: BodyFragment;
  /** Its content modules for the locale, shown after the body (runtime/ui/modules). */
  modules: ModuleView[];
}

/** Props of `stories:contacts`. */
export interface ContactsViewProps extends FrameProps {
  title: string;
  contacts: (StoryContactView & { storyCount: string })[];
}

/** Props of `stories:contact`. */
export interface ContactViewProps extends FrameProps {
  contact: StoryContactView;
  storiesTitle: string;
  stories: StoryCardView[];
}

/**
 * The plugin's views (core/pipeline/plugin.ts `Plugin.renderers`), each in the default layout
 * (runtime/ui/render.tsx `renderPage`): the overview `stories:overview`, a story `stories:story`, the
 * contacts' overview `stories:contacts` and a contact's page `stories:contact`.
 */
export const storiesRenderers = {
  'stories:overview': (props: OverviewViewProps) =>
    renderPage(frameProps(props), <StoryOverview title={props.title} list={props.list} />),
  'stories:story': (props: StoryViewProps) => {
    const html = renderLocalizedBody({ body: props.body, localeUrlCode: props.layout.locale.urlCode });
    return renderPage(
      frameProps(props),
      <StoryDetail view={props.view} bodyHtml={html} modules={props.modules} />,
    );
  },
  'stories:contacts': (props: ContactsViewProps) =>
    renderPage(frameProps(props), <StoryContactsOverview title={props.title} contacts={props.contacts} />),
  'stories:contact': (props: ContactViewProps) =>
    renderPage(
      frameProps(props),
      <StoryContactDetail
        contact={props.contact}
        storiesTitle={props.storiesTitle}
        stories={props.stories}
      />,
    ),
} satisfies Record<string, PageRenderer>;
