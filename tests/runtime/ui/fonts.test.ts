import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  codePoints,
  FONT_SUBSETS,
  FONT_WEIGHTS,
  FONTS_DIR,
  fontFileName,
  subsetFontFile,
  unicodeRanges,
} from '../../../scripts/subset-fonts.ts';

const TOKENS_CSS = fileURLToPath(new URL('../../../runtime/ui/styles/tokens.css', import.meta.url));

/** The `@font-face` rules of the UI kit's font in tokens.css, as descriptor maps. */
async function interFaces(): Promise<Record<string, string>[]> {
  const css = await readFile(TOKENS_CSS, 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) =>
      Object.fromEntries(
        match[1]!
          .split(';')
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration) => {
            const colon = declaration.indexOf(':');
            return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
          }),
      ),
    )
    .filter((face) => face['font-family'] === '"Inter Variable"');
}

describe('the UI kit web font (public-site §9: self-hosted variable font)', () => {
  it('reads CSS unicode-range values, and refuses what is not one', () => {
    expect(codePoints('U+0041-0043,U+00e9')).toEqual([0x41, 0x42, 0x43, 0xe9]);
    expect(() => codePoints('U+0041,latin')).toThrow('Not a unicode-range entry: "latin"');
  });

  it('declares one swap face per script subset, each its committed file, range and the weights kept', async () => {
    const ranges = await unicodeRanges();
    const faces = await interFaces();
    expect(faces.map((face) => face.src)).toEqual(
      FONT_SUBSETS.map((subset) => `url("../fonts/${fontFileName(subset)}") format("woff2-variations")`),
    );
    for (const [index, subset] of FONT_SUBSETS.entries()) {
      expect(faces[index]).toMatchObject({
        'font-display': 'swap',
        'font-style': 'normal',
        'font-weight': `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`,
      });
      expect(faces[index]!['unicode-range']!.replace(/\s+/g, ''), subset).toBe(ranges[subset]);
    }
  });

  it('commits the files `npm run fonts` writes from the installed @fontsource-variable/inter', async () => {
    const ranges = await unicodeRanges();
    for (const subset of FONT_SUBSETS) {
      const committed = await readFile(path.join(FONTS_DIR, fontFileName(subset)));
      const written = await subsetFontFile(subset, ranges[subset]);
      expect(Buffer.compare(committed, Buffer.from(written)), `${fontFileName(subset)} is stale`).toBe(0);
    }
  }, 30_000);

  it('keeps the latin file, the one every page preloads, small', async () => {
    const latin = await readFile(path.join(FONTS_DIR, fontFileName('latin')));
    // Fontsource's file with every weight (100-900) is 48 kB.
    expect(latin.length).toBeLessThan(36_000);
    expect(latin.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});
