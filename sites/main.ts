import { defineSite } from '../config/site-schema.ts';

/** The main site: no slug, served on the group's main domain. */
export default defineSite({
  plugins: { 'content-pages': {}, catalogue: {}, portal: {} },
});
