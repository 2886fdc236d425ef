import { defineSite } from '../config/site-schema.ts';

/** The cabinet-building campaign site, on its own host, drops en (public-site §4). */
export default defineSite({
  plugins: { 'content-pages': {}, locations: {}, editor: {}, seo: {}, search: {} },
  locales: { addInternational: [], dropLanguages: ['en'] },
});
