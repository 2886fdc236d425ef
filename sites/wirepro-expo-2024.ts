import { defineSite } from '../config/site-schema.ts';

/** A past expo's site: international locales only (public-site §4, §6). */
export default defineSite({
  plugins: { 'content-pages': {}, locations: {}, 'protected-pages': {}, editor: {}, seo: {}, search: {} },
  internationalOnly: true,
  mainSiteOnly: true,
});
