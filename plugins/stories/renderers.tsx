import type { Translations } from '../../core/i18n/index.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import type { PageRenderer } from '../../core/pipeline/plugin.ts';
import { renderRichText } from '../../core/rich-text/index.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { type LayoutFragment, layoutProps } from '../../runtime/ui/page-layout.ts';
import { renderPage } from '../../runtime/ui/render.tsx';
import type { HeadView } from '../../runtime/ui/types.ts';
import {
  StoryContactDetail,
  StoryContactsOverview,
  StoryDetail,
  StoryOverview,
} from './components/StoryPages.tsx';
import type { StoryListProps } from './islands/StoryList.tsx';
import type { StoryCardView, StoryContactView, StoryView } from './views.ts';

/**
 * Stands for the locale in a story body's links: a body is rendered once per story and language, then
 * the token is replaced by each locale's code.
 */
export const LOCALE_TOKEN = 'sf-locale-token';

/** A story's body in one language: a fragment the locales of that language share. */
export interface StoryBodyFragment {
  markdown: string | null;
  /** The site slug its site-relative links get. */
  siteSlug: string | null;
}

/** Props every story view takes: the fragments `layout` and `translations`, the trail and head. */
interface FrameProps {
  layout: LayoutFragment;
  translations: Translations;
  breadcrumbs: BreadcrumbView[];
  head: HeadView;
}

/** Props of `stories:overview`. */
export interface OverviewViewProps extends FrameProps {
  title: string;
  list: StoryListProps;
}

/** Props of `stories:story` (fragment `body` besides the frame's). */
export interface StoryViewProps extends FrameProps {
  view: StoryView;
  body: StoryBodyFragment;
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

/** A view's props as a descriptor holds them: without those its fragments supply. */
export type OwnProps<Props> = Omit<Props, 'layout' | 'translations' | 'body'>;

const frame = ({ layout, translations, breadcrumbs, head }: FrameProps) => ({
  ...layoutProps(layout, translations),
  breadcrumbs,
  head,
});

/**
 * The plugin's views (core/pipeline/plugin.ts `Plugin.renderers`), each in the default layout
 * (runtime/ui/render.tsx `renderPage`): the overview `stories:overview`, a story `stories:story`, the
 * contacts' overview `stories:contacts` and a contact's page `stories:contact`.
 */
export const storiesRenderers = {
  'stories:overview': (props: OverviewViewProps) =>
    renderPage(frame(props), <StoryOverview title={props.title} list={props.list} />),
  'stories:story': (props: StoryViewProps) => {
    const html = bodyHtml(props.body).replaceAll(`/${LOCALE_TOKEN}`, `/${props.layout.locale.urlCode}`);
    return renderPage(frame(props), <StoryDetail view={props.view} bodyHtml={html} />);
  },
  'stories:contacts': (props: ContactsViewProps) =>
    renderPage(frame(props), <StoryContactsOverview title={props.title} contacts={props.contacts} />),
  'stories:contact': (props: ContactViewProps) =>
    renderPage(
      frame(props),
      <StoryContactDetail
        contact={props.contact}
        storiesTitle={props.storiesTitle}
        stories={props.stories}
      />,
    ),
} satisfies Record<string, PageRenderer>;

// HTML of each body fragment, with LOCALE_TOKEN links (fragments are shared by reference in a thread).
const bodies = new WeakMap<StoryBodyFragment, string>();

/** The body's sanitized HTML with {@link LOCALE_TOKEN} links, rendered once per thread and fragment. */
function bodyHtml(body: StoryBodyFragment): string {
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
