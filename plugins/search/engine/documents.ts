import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { capabilitySlug } from '../../../core/catalogue/capability-slug.ts';
import { transformImage } from '../../../core/media/image-url.ts';
import type { ManifestPage } from '../../../core/pipeline/manifest.ts';
import { summarizeRichText } from '../../../core/rich-text/summary.ts';
import { describeText } from '../../../core/text/description.ts';
import type { DatedEntry, SearchLanguageData } from '../load.ts';
import type { SearchImage, SearchRecordType } from './adapter.ts';
import type { IndexedDocument, StoredDocument } from './index-file.ts';

/** Box of a result image: the gallery width of customer-area §9 (480), 4:3 as `Picture` makes a width alone. */
export const RESULT_IMAGE = { width: 480, height: 360 } as const;

/** A document of a language, made once, with the key pages name it by. */
export interface SourceDocument {
  stored: StoredDocument;
  text: Omit<IndexedDocument, 'id'>;
}

const parser = unified().use(remarkParse).freeze();

/**
 * The plain text of CMS rich text (Markdown): every text node, blocks separated by a space; link and
 * image URLs and raw HTML left out. For the index only; never shown.
 */
export function markdownText(markdown: string | null | undefined): string {
  if (!markdown) return '';
  return kept(`text\u0000${markdown}`, () => plainText(markdown));
}

/**
 * Texts and summaries by body, kept from one build to the next in a long-lived builder process (whose
 * next build indexes mostly the same bodies again); at most {@link TEXTS_KEPT}, the oldest dropped.
 */
const texts = new Map<string, unknown>();
const TEXTS_KEPT = 5_000;

/** The value under `key`, made by `make` the first time. */
function kept<Value>(key: string, make: () => Value): Value {
  if (texts.has(key)) return texts.get(key) as Value;
  const value = make();
  if (texts.size >= TEXTS_KEPT) texts.delete(texts.keys().next().value!);
  texts.set(key, value);
  return value;
}

/** {@link summarizeRichText}, remembered by body and language. */
function summaryOf(markdown: string | null, language: string): ReturnType<typeof summarizeRichText> {
  return kept(`summary\u0000${language}\u0000${markdown ?? ''}`, () =>
    summarizeRichText(markdown, { language }),
  );
}

function plainText(markdown: string): string {
  const parts: string[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value);
    else if (node.type === 'image') parts.push(node.alt ?? '');
    else if ('children' in node) for (const child of node.children) visit(child as Nodes);
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listItem') parts.push(' ');
  };
  visit(parser.parse(markdown) as Root);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function image(url: string | null | undefined, alt: string): SearchImage | null {
  const src = transformImage({ url, ...RESULT_IMAGE });
  return src && url ? { src, url, alt } : null;
}

function document(input: {
  type: SearchRecordType;
  title: string;
  description: string | null;
  body: string;
  image?: SearchImage | null;
  date?: string | null;
}): SourceDocument {
  return {
    stored: {
      type: input.type,
      title: input.title,
      description: input.description,
      image: input.image ?? null,
      date: input.date ?? null,
    },
    text: { title: input.title, description: input.description ?? '', body: input.body },
  };
}

/**
 * Decides which document a built page is, from what the plugin loaded for the page's language
 * (content pages, stories, media releases, products, classifications, capabilities):
 * a page with a CMS id is the content page, story or media release of that id; a page naming
 * `product:<slug>` as source whose last segment is the slug is that product; `capabilities/<slug>` is the
 * capability of that derived slug (customer-area §3); a page below a root classification
 * (`products`, `services`, `smart-factory`) whose last segment is a classification's slug is that
 * classification. Any other page (lists, the comparison page, locations, error pages) is not indexed.
 *
 * @returns for an indexed page its `key` (the same for every locale and path of one entry:
 *   `product:omega-740`), the loaded entry its document is made from (`source`: the document depends on
 *   it, the language and the image host only) and `make`; null for a page not indexed.
 */
export function createDocumentResolver(input: {
  data: SearchLanguageData;
  language: string;
}): (page: ManifestPage) => { key: string; source: unknown; make: () => SourceDocument } | null {
  const { data, language } = input;
  const describe = (text: string | null | undefined) => (text ? describeText({ text, language }) : null);
  const pages = new Map(data.pages.map((page) => [page.id, page]));
  const stories = new Map(data.stories.map((story) => [story.id, story]));
  const releases = new Map(data.mediaReleases.map((release) => [release.id, release]));
  const products = new Map(data.products.map((product) => [product.slug, product]));
  const capabilities = new Map(
    data.capabilities.map((capability) => [capabilitySlug(capability.name), capability]),
  );
  const classifications = new Map(data.classifications.map((item) => [item.slug, item]));
  const roots = new Set(
    data.classifications.filter((item) => item.parent_id == null).map((item) => item.slug),
  );
  const dated = (type: 'story' | 'media-release', entry: DatedEntry) =>
    document({
      type,
      title: entry.title,
      description: describe(entry.leadText),
      body: `${entry.leadText ?? ''} ${markdownText(entry.body?.markdown)}`,
      image: image(entry.image?.url, entry.image?.alternativeText ?? entry.title),
      date: entry.publicationDate,
    });

  return (page) => {
    if (page.unlisted) return null;
    const segments = page.path === '' ? [] : page.path.split('/');
    const last = segments.at(-1);
    if (page.id) {
      const cms = pages.get(page.id);
      if (cms) {
        return {
          key: `page:${cms.id}`,
          source: cms,
          make: () => {
            const summary = summaryOf(cms.body?.markdown ?? null, language);
            return document({
              type: 'page',
              title: cms.title,
              description: summary.description,
              body: markdownText(cms.body?.markdown),
              image: image(summary.image, cms.title),
            });
          },
        };
      }
      const story = stories.get(page.id);
      if (story) return { key: `story:${story.id}`, source: story, make: () => dated('story', story) };
      const release = releases.get(page.id);
      if (release) {
        return {
          key: `media-release:${release.id}`,
          source: release,
          make: () => dated('media-release', release),
        };
      }
      return null;
    }
    if (last === undefined) return null;
    const product = page.sources?.includes(`product:${last}`) ? products.get(last) : undefined;
    if (product) {
      return {
        key: `product:${product.slug}`,
        source: product,
        make: () => {
          const picture = product.images.find((candidate) => candidate.default) ?? product.images[0];
          return document({
            type: 'product',
            title: product.name,
            description: describe(product.short_description ?? product.long_description),
            body: [
              product.short_description,
              product.long_description,
              ...product.highlights.flatMap((highlight) => [highlight.name, highlight.short_description]),
              ...product.variants.map((variant) => variant.name_metric),
              ...product.capabilities.map((capability) => capability.name),
            ]
              .filter(Boolean)
              .join(' '),
            image: image(picture?.url, product.name),
          });
        },
      };
    }
    if (segments.length === 2 && segments[0] === 'capabilities') {
      const capability = capabilities.get(last);
      if (!capability) return null;
      return {
        key: `capability:${last}`,
        source: capability,
        make: () =>
          document({
            type: 'capability',
            title: capability.name,
            description: null,
            body: '',
            image: image(capability.image_url, capability.name),
          }),
      };
    }
    const classification = roots.has(segments[0]!) ? classifications.get(last) : undefined;
    if (classification && !page.sources) {
      return {
        key: `classification:${classification.slug}`,
        source: classification,
        make: () =>
          document({
            type: 'classification',
            title: classification.name,
            description: describe(classification.description),
            body: [classification.description, ...classification.products.map((item) => item.name)]
              .filter(Boolean)
              .join(' '),
            image: image(classification.image_url, classification.name),
          }),
      };
    }
    return null;
  };
}
