import { withSlash } from './asset-host.ts';
import type { ImageEntry, ImageKind } from './draw.ts';
import type { MachineFamily } from './machines.ts';
import type { SceneSetting } from './scenes.ts';

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
  'samples/machine.jpg': { kind: 'machine', title: 'Alpha 550', family: 'crimping', setting: 'studio' },
  'samples/person.jpg': { kind: 'person', title: 'Jordan Example' },
  'samples/logo.png': { kind: 'logo', title: 'Aurum Wire Systems' },
  'samples/poster.jpg': { kind: 'poster', title: 'Alpha 550 in action', family: 'crimping', setting: 'hall' },
  'samples/document.jpg': {
    kind: 'document',
    title: 'Alpha 550 Brochure',
    family: 'crimping',
    setting: 'studio',
  },
};

/**
 * Every image the datasets point at on the asset host, with what it shows: the datasets are walked as
 * plain data (objects, arrays, strings; binary file contents skipped), each URL on `assetHost` with an
 * image extension is taken, its title being the `name` or `title` of the nearest object holding one (a
 * localized text gives its English value), else the `alternativeText` next to it, else its file name.
 * URLs inside longer texts (Markdown bodies) count too. The kind comes from the path ({@link imageKind}),
 * the machine family from the path, else from the outermost object whose name and `shortDescription` or
 * `description` name one ({@link machineFamily}: a product's highlight shows the product's family),
 * else generic for a catalogue photo and one drawn by the seed for a page's hall or booth (a company
 * page shows any of the group's machines); the setting from the path and title ({@link sceneSetting}). The {@link SAMPLE_IMAGES} are
 * added.
 *
 * @param input.assetHost the asset host the datasets were made for (a URL prefix).
 * @param input.datasets the content and product datasets (any plain data).
 */
export function collectImages(input: { assetHost: string; datasets: readonly unknown[] }): ImageCatalogue {
  const host = withSlash(input.assetHost);
  const found = new RegExp(`${escapeRegExp(host)}[^\\s"'()<>\\]\\\\]+`, 'g');
  const images = new Map<string, ImageEntry>();
  const add = (path: string, title: string, family: MachineFamily | null) => {
    if (!IMAGE_EXTENSION.test(path) || images.has(path)) return;
    const seed = hash(path);
    const setting = sceneSetting({ path, title, seed });
    images.set(path, {
      kind: imageKind(path),
      title,
      seed,
      family: machineFamily(path) ?? family ?? (setting === 'studio' ? 'generic' : anyFamily(seed)),
      setting,
    });
  };
  const visit = (value: unknown, title: string | null, family: MachineFamily | null): void => {
    if (typeof value === 'string') {
      if (!value.includes(host)) return;
      for (const match of value.matchAll(found)) {
        const path = decodePath(match[0].slice(host.length).split(/[?#]/)[0]!);
        if (path) add(path, title ?? fileTitle(path), family);
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, title, family);
      return;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
    const record = value as Record<string, unknown>;
    const own = textOf(record.name) ?? textOf(record.title);
    const inherited = own ?? title ?? textOf(record.alternativeText);
    const described = `${own ?? ''} ${textOf(record.shortDescription) ?? textOf(record.description) ?? ''}`;
    // The outermost object that names a family wins: a product's highlight called "Consistent quality"
    // still shows the product's machine.
    const ownFamily = family ?? machineFamily(described);
    for (const child of Object.values(record)) visit(child, inherited, ownFamily);
  };
  for (const dataset of input.datasets) visit(dataset, null, null);
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

/**
 * The machine family a text names (a path, a product's name and short description), by keyword, in
 * this order: test systems (test, quality, inspection, calibration), harness boards (harness, board,
 * cabinet building), crimping (crimp, applicator, sealing), cutting (cut), stripping (strip); null when
 * it names none. English keywords: the datasets describe in English first.
 */
export function machineFamily(text: string): Exclude<MachineFamily, 'generic'> | null {
  const lower = text.toLowerCase();
  for (const [family, keywords] of FAMILY_KEYWORDS) if (keywords.test(lower)) return family;
  return null;
}

const FAMILY_KEYWORDS: readonly (readonly [Exclude<MachineFamily, 'generic'>, RegExp])[] = [
  ['test', /\btest|quality|inspection|calibrat/],
  ['harness', /\bharness(?:es)?\b|\bboards?\b|cabinet.building/],
  ['crimping', /crimp|applicator|seal/],
  ['cutting', /\bcut/],
  ['stripping', /strip/],
];

/**
 * Where a machine image stands, from its path and title: a trade-fair booth for events and fairs
 * (event, expo, fair, productronica, booth), a studio backdrop for catalogue photos (`products/`,
 * `classifications/`, `capabilities/`, `documents/`, `samples/`), a factory hall for stories, news,
 * company, careers and location pages; any other page image a hall, one in four (by `seed`) a booth.
 */
export function sceneSetting(input: { path: string; title: string; seed: number }): SceneSetting {
  const text = `${input.path} ${input.title}`.toLowerCase();
  if (/event|expo|fair|messe|productronica|booth/.test(text)) return 'booth';
  if (/^(?:products|classifications|capabilities|documents|samples)\//.test(input.path)) return 'studio';
  if (/^(?:stories|news)\/|factory|plant|location|company|career/.test(text)) return 'hall';
  return (input.seed >>> 11) % 4 === 0 ? 'booth' : 'hall';
}

const FAMILIES: readonly MachineFamily[] = ['crimping', 'cutting', 'stripping', 'harness', 'test', 'generic'];

function anyFamily(seed: number): MachineFamily {
  return FAMILIES[(seed >>> 13) % FAMILIES.length]!;
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
