import { defineSite } from '../config/site-schema.ts';

/** Events North America: adds an international es locale and drops de (public-site §4). */
export default defineSite({
  plugins: { 'content-pages': {}, locations: {}, 'protected-pages': {}, editor: {}, seo: {}, search: {} },
  locales: { addInternational: ['es'], dropLanguages: ['de'] },
});
