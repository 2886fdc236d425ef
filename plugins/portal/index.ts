import { definePlugin } from '../../core/pipeline/plugin.ts';
import { loadPortal, type PortalPluginData } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { declarePortalPages } from './pages.ts';

export { optionsSchema };

/**
 * The customer-portal plugin (customer-area §2 customer area and `/callback`, §4 authentication flow):
 * in every locale of the site, the portal shell at `/{locale}/{portalSegment}` (the runtime serves it
 * for every deeper portal path too) and the login callback page at `/{locale}/callback`.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, PortalPluginData>((rawOptions) => {
  optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:portal',
    load: (context) => loadPortal(context),
    pages: (context) => declarePortalPages(context),
  };
});
