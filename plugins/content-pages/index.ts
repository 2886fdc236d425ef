import { loadTranslations } from '../../core/i18n/index.ts';
import { REDIRECTS_FILE } from '../../core/pipeline/build-files.ts';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { loadContent } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { type ContentPluginData, contentRenderers, declareContentPages } from './pages.ts';

export { optionsSchema };

let translations: ReturnType<typeof loadTranslations> | null = null;

/**
 * The content-pages plugin (public-site §2 content pages, breadcrumbs; §3 page and navigation; §5
 * navigation and page validation): every CMS page of the site in every locale with the default layout,
 * the not-found page and the error page per locale (views `content-pages:content`, `content-pages:not-found`,
 * `content-pages:error`), and the site's redirects table (`_build/redirects.json`, read by the runtime).
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, ContentPluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:content-pages',
    async load(context) {
      translations ??= loadTranslations();
      const [content, loaded] = await Promise.all([loadContent(context), translations]);
      return { ...content, translations: loaded };
    },
    pages: (context) => declareContentPages(context, options),
    renderers: contentRenderers,
    async emit({ data, writeFile }) {
      await writeFile(REDIRECTS_FILE, JSON.stringify(data.redirects));
    },
  };
});
