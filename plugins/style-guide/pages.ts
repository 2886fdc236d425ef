/**
 * The style guide's pages (public-site §2: buttons, components, inputs, modules, typography, design
 * tokens, pages/error, tools/email-links), in the order its navigation lists them. Paths are relative to the mount point
 * {@link STYLE_GUIDE_BASE}.
 */

/** Where the runtime mounts the style guide: outside every site and locale (public-site §2). */
export const STYLE_GUIDE_BASE = '/style-guide';

/** One page of the style guide. */
export interface StyleGuidePage {
  /** Path below {@link STYLE_GUIDE_BASE}: `/buttons`, `/pages/error`. */
  path: StyleGuidePath;
  /** Heading and navigation text. */
  title: string;
  /** One line for the index page. */
  summary: string;
}

/** The paths the style guide answers, `/` being its index. */
export type StyleGuidePath =
  | '/'
  | '/buttons'
  | '/components'
  | '/inputs'
  | '/modules'
  | '/typography'
  | '/tokens'
  | '/pages/error'
  | '/tools/email-links';

/** Every page but the index, in navigation order. */
export const STYLE_GUIDE_PAGES: readonly StyleGuidePage[] = [
  {
    path: '/buttons',
    title: 'Buttons',
    summary: 'Primary and secondary buttons, sizes, states and the icon set.',
  },
  {
    path: '/components',
    title: 'Components',
    summary: 'Breadcrumbs, links of every kind, flash messages and images.',
  },
  {
    path: '/inputs',
    title: 'Inputs',
    summary: 'Text, e-mail, select and checkbox fields with their error states.',
  },
  {
    path: '/modules',
    title: 'Modules',
    summary: 'Header, footer, rich text and every content module built from sample data.',
  },
  { path: '/typography', title: 'Typography', summary: 'Headings, paragraphs, lists and text truncation.' },
  {
    path: '/tokens',
    title: 'Design tokens',
    summary:
      'Colours of every theme with their contrast, type scale, spacing, radii, shadows, widths and the grid.',
  },
  { path: '/pages/error', title: 'Error page', summary: 'The error page as visitors see it.' },
  {
    path: '/tools/email-links',
    title: 'E-mail links',
    summary: 'Build mailto: links with subject and body.',
  },
];

/** The style guide's index page. */
export const STYLE_GUIDE_INDEX: StyleGuidePage = {
  path: '/',
  title: 'Style guide',
  summary: 'The UI components of the sites, rendered by the same code the pages use.',
};

/** The full URL path of a style guide page: `/style-guide/buttons`, `/style-guide` for the index. */
export function styleGuideHref(path: StyleGuidePath): string {
  return path === '/' ? STYLE_GUIDE_BASE : `${STYLE_GUIDE_BASE}${path}`;
}
