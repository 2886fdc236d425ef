import { fileURLToPath } from 'node:url';
import { loadTranslations, type Translations } from '../../core/i18n/index.ts';
import { definePlugin } from '../../core/pipeline/plugin.ts';
import { loadStories, type StoriesPluginData } from './load.ts';
import { type Options, optionsSchema } from './options.ts';
import { declareStoryPages } from './pages.ts';
import { storiesRenderers } from './renderers.tsx';

export { optionsSchema };

let translations: Promise<Translations> | null = null;

/**
 * The stories plugin (public-site §1 stories, §2 routes `/{locale}/stories`, `/stories/{slug}`,
 * `/stories/contacts`, `/stories/contacts/{author}`, §3 story; customer-area §2 story pages): in every
 * locale whose language has stories, the overview newest first with a category filter (island
 * `story-list`), each story with its lead text, image, body, contacts (80 × 80 portraits) and related
 * products, the story contacts' overview and a page per contact listing their stories. Views
 * `stories:overview`, `stories:story`, `stories:contacts`, `stories:contact`.
 *
 * @param options see {@link Options}; validated by `optionsSchema`.
 */
export default definePlugin<Options, StoriesPluginData>((rawOptions) => {
  const options = optionsSchema.parse(rawOptions);
  return {
    name: 'sitefleet:stories',
    load(context) {
      translations ??= loadTranslations();
      return loadStories({ context, options, translations });
    },
    pages: (context) => declareStoryPages(context, options),
    renderers: storiesRenderers,
    islands: {
      /** The overview's story list with its category filter. */
      'story-list': { module: here('./islands/StoryList.tsx'), export: 'StoryList' },
    },
    pageStyles: [here('./styles.css')],
  };
});

function here(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
