import { defineSite } from '../config/site-schema.ts';

/** The academy adds an international fr locale (public-site §4). */
export default defineSite({
  plugins: { 'content-pages': {}, locations: {}, editor: {}, seo: {}, search: {} },
  locales: { addInternational: ['fr'], dropLanguages: [] },
});
