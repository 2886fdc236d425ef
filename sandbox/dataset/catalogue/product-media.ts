import type { UiLanguage } from '../../../core/model/system-data.ts';
import { BODY_PHRASES } from '../phrases.ts';
import type { Random } from '../prng.ts';
import { type AssetUrl, videoUrl } from './assets.ts';
import { DOCUMENT_TYPES, HIGHLIGHT_PHRASES } from './detail-phrases.ts';
import { joinSentences, mapText, onlyIn } from './text.ts';
import type { CatalogueText, DocumentRecord, HighlightRecord } from './types.ts';

/** What the media builders need to know about the product. */
export interface MediaContext {
  slug: string;
  name: CatalogueText;
  languages: readonly UiLanguage[];
  /** Position of the product's template: fixes which highlights and documents it gets. */
  templateIndex: number;
  /** A machine (with a CAD model) rather than a service or software. */
  machine: boolean;
  random: Random;
  /** URLs on the asset host. */
  assetUrl: AssetUrl;
}

/** 1–3 images on the asset host; a random one of them is the default. */
export function createImages({ slug, random, assetUrl }: MediaContext): { url: string; default: boolean }[] {
  const count = random.int(1, 3);
  const defaultIndex = random.int(0, count - 1);
  return Array.from({ length: count }, (_, index) => ({
    url: assetUrl(`products/${slug}/${index + 1}.jpg`),
    default: index === defaultIndex,
  }));
}

/**
 * 2–4 highlights, by template position: the first has a name and an image, the second a name and a
 * video; a third has a name but neither image nor video, a fourth an image but no name. The last two
 * are stored for the consumer to drop (customer-area §5 highlights).
 */
export function createHighlights({
  slug,
  languages,
  templateIndex,
  assetUrl,
}: MediaContext): HighlightRecord[] {
  const count = 2 + (templateIndex % 3);
  return Array.from({ length: count }, (_, position): HighlightRecord => {
    const phrase = HIGHLIGHT_PHRASES[(templateIndex + position) % HIGHLIGHT_PHRASES.length]!;
    const text = onlyIn(phrase.text, languages);
    const image = assetUrl(`products/${slug}/highlight-${position + 1}.jpg`);
    const highlight: HighlightRecord = {
      name: position === 3 ? null : onlyIn(phrase.name, languages),
      shortDescription: text,
      longDescription: null,
      imageUrl: position === 0 || position === 3 ? image : null,
      videoImageUrl: null,
      videoUrl: null,
    };
    if (position === 0) {
      highlight.longDescription = mapText(
        text,
        (value, language) => joinSentences(value, BODY_PHRASES[language].closings[0]!, language),
        languages,
      );
    }
    if (position === 1) {
      highlight.videoUrl = videoUrl(`products/${slug}/highlight-2.mp4`);
      highlight.videoImageUrl = image;
    }
    return highlight;
  });
}

type DocumentType = keyof typeof DOCUMENT_TYPES;

const DOCUMENT_SETS: readonly (readonly [DocumentType, UiLanguage])[][] = [
  [['Brochure', 'en']],
  [
    ['Brochure', 'en'],
    ['Brochure', 'de'],
    ['Datasheet', 'en'],
  ],
  [
    ['Brochure', 'en'],
    ['Operating manual', 'en'],
    ['CAD model', 'en'],
  ],
];

/**
 * 1–3 documents by template position: brochures (with a thumbnail) in en and sometimes de, a datasheet,
 * an operating manual, a zipped CAD model (machines only). Sizes in bytes are drawn per seed.
 */
export function createDocuments({
  slug,
  name,
  templateIndex,
  machine,
  random,
  assetUrl,
}: MediaContext): DocumentRecord[] {
  const set = DOCUMENT_SETS[templateIndex % DOCUMENT_SETS.length]!;
  return set.flatMap(([type, language]): DocumentRecord[] => {
    if (type === 'CAD model' && !machine) return [];
    const typeSlug = type.toLowerCase().replaceAll(' ', '-');
    const extension = type === 'CAD model' ? 'zip' : 'pdf';
    const filename = `${slug}-${typeSlug}-${language}.${extension}`;
    const document: DocumentRecord = {
      name: `${name[language] ?? name.en} – ${DOCUMENT_TYPES[type][language]}`,
      contentLanguage: language,
      thumbnailUrl: type === 'Brochure' ? assetUrl(`documents/${slug}/${typeSlug}-${language}.jpg`) : null,
      type,
      url: assetUrl(`documents/${slug}/${filename}`),
      filename,
      extension,
      sizeBytes: extension === 'zip' ? random.int(2_000_000, 40_000_000) : random.int(150_000, 6_000_000),
    };
    return [document];
  });
}
