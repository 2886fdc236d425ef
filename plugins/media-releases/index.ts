import { fileURLToPath } from 'node:url';
import { loadTranslations, type Translations } from '../../core/i18n/index.ts';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { loadMediaReleases, type MediaReleasesPluginData } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { declareMediaReleasePages } from './pages.ts';
import { mediaReleasesRenderers } from './renderers.tsx';

export { optionsSchema };

let translations: Promise<Translations> | null = null;

/**
 * The media-releases plugin (public-site §1 media releases, §2 routes `/{locale}/media-releases`,
 * `/{locale}/media-releases/{slug}`, §3 media release; customer-area §2): in every locale of the site the
 * list, newest first with ad hoc announcements marked, and each release where its language has it. Views
 * `media-releases:list`, `media-releases:release`. A site whose footer links `/media-releases` lists this
 * plugin, so that the link leads somewhere.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, MediaReleasesPluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:media-releases',
    load(context) {
      translations ??= loadTranslations();
      return loadMediaReleases({ context, translations });
    },
    pages: (context) => declareMediaReleasePages(context, options),
    renderers: mediaReleasesRenderers,
    pageStyles: [fileURLToPath(new URL('./styles.css', import.meta.url))],
  };
});
