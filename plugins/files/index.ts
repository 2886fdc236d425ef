import { definePlugin } from '../../core/pipeline/plugin.ts';
import { type Options, optionsSchema } from './options.ts';
import { createFileRouter } from './server/file-route.ts';

export { optionsSchema };

/**
 * The files plugin (public-site §5 files): `/file/{id}` streams a CMS file from the content service as a
 * sandboxed attachment or inline type (plugins/files/server/file-route.ts), for every site of the fleet.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, never>((rawOptions) => {
  optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:files',
    routes: [{ path: '/file', create: (context) => createFileRouter(context) }],
  };
});
