import { defineSite } from '../config/site-schema.ts';

/** The brand portal drops de (public-site §4). */
export default defineSite({
  plugins: { 'content-pages': {}, locations: {}, 'protected-pages': {}, editor: {}, seo: {}, search: {} },
  locales: { addInternational: [], dropLanguages: ['de'] },
});
