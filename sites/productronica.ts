import { defineSite } from '../config/site-schema.ts';

/** Trade-fair site under the main domain's `productronica` slug. */
export default defineSite({
  plugins: { 'content-pages': {}, locations: {}, 'protected-pages': {}, editor: {}, seo: {}, search: {} },
  mainSiteOnly: true,
});
