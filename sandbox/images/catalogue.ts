import { withSlash } from './asset-host.ts';
import type { ImageEntry, ImageKind } from './draw.ts';

/** The images the service answers, by path below the asset host (`products/alpha-550/1.jpg`). */
export type ImageCatalogue = ReadonlyMap<string, ImageEntry>;

/** File extensions the service draws. */
const IMAGE_EXTENSION = /\.(?:png|jpe?g|webp|svg)$/i;

/**
 * Images the sandbox always has, for samples outside the dataset (the style guide shows them):
 * `samples/machine.jpg`, `samples/person.jpg`, `samples/logo.png`, `samples/poster.jpg`,
 * `samples/document.jpg`.
 */
export const SAMPLE_IMAGES: Readonly<Record<string, Omit<ImageEntry, 'seed'>>> = {
  'samples/machine.jpg': { kind: 'machine', title: 'Alpha 550' },
  'samples/person.jpg': { kind: 'person', title: 'Jordan Example' },
  'samples/logo.png': { kind: 'logo', title: 'Aurum Wire Systems' },
  'samples/poster.jpg': { kind: 'poster', title: 'Alpha 550 in action' },
  'samples/document.jpg': { kind: 'document', title: 'Alpha 550 Brochure' },
};

/**
 * Every image the datasets point at on the asset host, with what it shows: the datasets are walked as
 * plain data (objects, arrays, strings; binary file contents skipped), each URL on `assetHost` with an
 * image extension is taken, its title being the `name` or `title` of the nearest object holding one (a
 * localized text gives its English value), else the `alternativeText` next to it, else its file name.
 * URLs inside longer texts (Markdown bodies) count too. The kind comes from the path ({@link imageKind}).
 * The {@link SAMPLE_IMAGES} are added.
 *
 * @param input.assetHost the asset host the datasets were made for (a URL prefix).
 * @param input.datasets the content and product datasets (any plain data).
 */
export function collectImages(input: { assetHost: string; datasets: readonly unknown[] }): ImageCatalogue {
  const host = withSlash(input.assetHost);
  const found = new RegExp(`${escapeRegExp(host)}[^\\s"'()<>\\]\\\\]+`, 'g');
  const images = new Map<string, ImageEntry>();
  const add = (path: string, title: string) => {
    if (!IMAGE_EXTENSION.test(path) || images.has(path)) return;
    images.set(path, { kind: imageKind(path), title, seed: hash(path) });
  };
  const visit = (value: unknown, title: string | null): void => {
    if (typeof value === 'string') {
      if (!value.includes(host)) return;
      for (const match of value.matchAll(found)) {
        const path = decodePath(match[0].slice(host.length).split(/[?#]/)[0]!);
        if (path) add(path, title ?? fileTitle(path));
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, title);
      return;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
    const record = value as Record<string, unknown>;
    const own = textOf(record.name) ?? textOf(record.title);
    const inherited = own ?? title ?? textOf(record.alternativeText);
    for (const child of Object.values(record)) visit(child, inherited);
  };
  for (const dataset of input.datasets) visit(dataset, null);
  for (const [path, sample] of Object.entries(SAMPLE_IMAGES)) {
    if (!images.has(path)) images.set(path, { ...sample, seed: hash(path) });
  }
  return images;
}

/**
 * What an image shows, from its path: `brands/…` or a name with `logo` a logo; a contact, person,
 * people, author or portrait segment a person; `overview`, `poster` or `video` a video poster; `documents`
 * or `brochure` a document cover; anything else a machine.
 */
export function imageKind(path: string): ImageKind {
  const lower = path.toLowerCase();
  if (/(?:^|\/)brands?\/|logo/.test(lower)) return 'logo';
  if (/contact|people|person|author|portrait/.test(lower)) return 'person';
  if (/overview|poster|video/.test(lower)) return 'poster';
  if (/(?:^|\/)documents?\/|brochure/.test(lower)) return 'document';
  return 'machine';
}

/** FNV-1a, 32 bits: a stable seed from a path. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A plain text, or a localized text's English (else first) value, or null. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const text =
    typeof record.en === 'string' ? record.en : Object.values(record).find((v) => typeof v === 'string');
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/** 'products/alpha-550/highlight-1.jpg' → 'highlight 1'. */
function fileTitle(path: string): string {
  const file = path.split('/').pop() ?? path;
  return file.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
