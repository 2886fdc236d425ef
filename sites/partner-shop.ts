import { defineSite } from '../config/site-schema.ts';

/** Every page of this site redirects to the partner's external host (customer-area §2). */
export default defineSite({
  plugins: {},
});
