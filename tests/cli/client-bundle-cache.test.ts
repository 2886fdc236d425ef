import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedClientBundle, recordClientBundle } from '../../cli/client-bundle-cache.ts';
import type { ClientAssets } from '../../core/pipeline/manifest.ts';

const MANIFEST: ClientAssets = {
  scripts: ['/_assets/client-a1.js'],
  styles: ['/_assets/client-b2.css'],
  fonts: ['/_assets/inter-latin-wght-400-900-c3.woff2'],
  pageStyles: { 'sitefleet:catalogue': ['/_assets/catalogue-d4.css'] },
};
const PAGE_STYLE = MANIFEST.pageStyles!['sitefleet:catalogue']![0]!;

let outDir: string;
let assets: string;

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-bundle-cache-'));
  assets = path.join(outDir, '_assets');
  await mkdir(assets, { recursive: true });
  for (const url of [...MANIFEST.scripts, ...MANIFEST.styles, ...MANIFEST.fonts!, PAGE_STYLE]) {
    await writeFile(path.join(assets, url.replace('/_assets/', '')), 'x');
  }
  await recordClientBundle({ dir: assets, key: 'k1', manifest: MANIFEST });
});

afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('cachedClientBundle: the browser bundle a build can reuse', () => {
  it('gives back the recorded manifest while every file it names is there', async () => {
    expect(await cachedClientBundle({ outDir, key: 'k1' })).toEqual(MANIFEST);
  });

  it('rebuilds for another key', async () => {
    expect(await cachedClientBundle({ outDir, key: 'k2' })).toBeNull();
  });

  it.each([
    ['the entry script', MANIFEST.scripts[0]!],
    ['the preloaded font', MANIFEST.fonts![0]!],
    ['the stylesheet', MANIFEST.styles[0]!],
    ['a plugin’s page stylesheet', PAGE_STYLE],
  ])('rebuilds when %s is gone', async (_what, url) => {
    await rm(path.join(assets, url.replace('/_assets/', '')));
    expect(await cachedClientBundle({ outDir, key: 'k1' })).toBeNull();
  });
});
