import { defineSite } from '../config/site-schema.ts';

/**
 * The main site: no slug, served on the group's main domain. It also carries the fleet-wide features:
 * CMS files under `/file`, the editor APIs and the style guide.
 */
export default defineSite({
  plugins: {
    'content-pages': {},
    catalogue: {},
    portal: {},
    files: {},
    editor: {},
    'style-guide': {},
  },
});
