/**
 * Writes the UI kit's web font files (public-site §9, the design system's type; runtime/ui/fonts/, loaded
 * by runtime/ui/styles/tokens.css): the Inter variable font (SIL Open Font License 1.1, from npm
 * `@fontsource-variable/inter`), one woff2 per script subset as Fontsource splits it, each without the
 * weights below 400.
 *
 * Why: every page preloads the latin file, and on a phone its bytes compete with the stylesheet and the
 * hero image for the first paint. No text of the design is lighter than 400 (body); the heavy end stays,
 * since `strong` and `b` are `bolder`, which turns any weight from 550 up into 900. The light weights
 * only add variation data (latin: 48 kB → 33 kB). A lighter weight asked for renders at 400.
 *
 * Run `npm run fonts` after updating `@fontsource-variable/inter`; tests/runtime/ui/fonts.test.ts fails
 * while the committed files differ from what this writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/** The weight axis range every file keeps (CSS `font-weight` values). */
export const FONT_WEIGHTS = { min: 400, max: 900 } as const;

/** Fontsource's script subsets of Inter, in the order tokens.css declares them. */
export const FONT_SUBSETS = [
  'cyrillic-ext',
  'cyrillic',
  'greek-ext',
  'greek',
  'vietnamese',
  'latin-ext',
  'latin',
] as const;

export type FontSubset = (typeof FONT_SUBSETS)[number];

/** Where the committed files live. */
export const FONTS_DIR = fileURLToPath(new URL('../runtime/ui/fonts/', import.meta.url));

/** The committed file name of a subset, e.g. `inter-latin-wght-400-900.woff2`. */
export function fontFileName(subset: FontSubset): string {
  return `inter-${subset}-wght-${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}.woff2`;
}

const require = createRequire(import.meta.url);
const FONTSOURCE_DIR = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));

/**
 * The code points of a CSS `unicode-range` value such as `U+0000-00FF,U+0131`.
 * @throws Error on an entry that is not `U+hex` or `U+hex-hex`.
 */
export function codePoints(unicodeRange: string): number[] {
  const points: number[] = [];
  for (const entry of unicodeRange.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(entry.trim());
    if (!match) throw new Error(`Not a unicode-range entry: "${entry}"`);
    const first = Number.parseInt(match[1]!, 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point++) points.push(point);
  }
  return points;
}

/**
 * Fontsource's `unicode-range` per subset (its `unicode.json`), e.g. `{ latin: 'U+0000-00FF,…' }`.
 * @throws Error when `@fontsource-variable/inter` (a devDependency) is not installed or its file unreadable.
 */
export async function unicodeRanges(): Promise<Record<FontSubset, string>> {
  return JSON.parse(await readFile(path.join(FONTSOURCE_DIR, 'unicode.json'), 'utf8'));
}

/**
 * One subset's file: Fontsource's upright `wght` file of that subset, its glyphs limited to the subset's
 * unicode-range (and what its layout features reach), its weight axis to {@link FONT_WEIGHTS}. Every
 * OpenType feature is kept (`tnum` for tables, `case`, the stylistic sets), and so are the name table's
 * licence description and URL (IDs 13, 14) beside the copyright: the served file names its licence.
 * @returns woff2 bytes; the same input gives the same bytes.
 * @throws Error when Fontsource's file of the subset is missing or the subsetter rejects it.
 */
export async function subsetFontFile(subset: FontSubset, unicodeRange: string): Promise<Uint8Array> {
  const source = await readFile(path.join(FONTSOURCE_DIR, 'files', `inter-${subset}-wght-normal.woff2`));
  const text = String.fromCodePoint(...codePoints(unicodeRange));
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    preserveNameIds: [13, 14],
    variationAxes: { wght: FONT_WEIGHTS },
  });
}

async function main(): Promise<void> {
  const ranges = await unicodeRanges();
  for (const subset of FONT_SUBSETS) {
    const bytes = await subsetFontFile(subset, ranges[subset]);
    await writeFile(path.join(FONTS_DIR, fontFileName(subset)), bytes);
    console.log(`${fontFileName(subset)}: ${bytes.length} bytes`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
