import { definePlugin } from '../../core/pipeline/plugin.ts';
import { type Options, optionsSchema } from './options.ts';
import { createStyleGuideRouter } from './routes.ts';

export { optionsSchema };

/**
 * The style guide (public-site §2 internal pages, own layout, no locale): `/style-guide` and its pages,
 * rendered on request with the UI kit (plugins/style-guide/routes.ts).
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, never>((rawOptions) => {
  optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:style-guide',
    routes: [{ path: '/style-guide', create: (context) => createStyleGuideRouter(context) }],
    // A technical area (public-site §4 tags): no tag scripts, whatever the visitor's modes.
    pathFamilies: [{ match: { root: '/style-guide' }, technical: true }],
  };
});
