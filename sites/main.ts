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
    // The customer area's shell and its sign-in callback are no pages for search engines.
    seo: { exclude: ['mykomax', 'callback'] },
  },
});
