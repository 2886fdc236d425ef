import { defineSite } from '../config/site-schema.ts';

/**
 * The main site: no slug, served on the group's main domain. It also carries the fleet-wide features:
 * CMS files under `/file`, the editor APIs and the style guide.
 */
export default defineSite({
  plugins: {
    'content-pages': {},
    catalogue: { relatedStories: true },
    stories: {},
    // The CMS's `media-releases` page (page type `MediaReleases`) is this plugin's list, not a content page.
    'media-releases': {},
    locations: {},
    investors: {},
    portal: {},
    files: {},
    editor: {},
    'style-guide': {},
    'news-feed': {},
    // Site-specific rebuilds: the CMS webhook /api/rebuild and the editor's /api/editor/rebuild (fleet-wide).
    rebuilds: {},
    // The public forms: /api/forms and the form islands the CMS's form modules name (service request,
    // open-source request, whitepaper download, story feedback).
    forms: {},
    // Site search: the index of the site's pages per language, /api/search-proxy, the search screen.
    search: {},
    // The customer area's shell and its sign-in callback are no pages for search engines.
    seo: { exclude: ['mykomax', 'callback'] },
  },
});
