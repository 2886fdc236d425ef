import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LATEST_BUILD_FILE, manifestFile, REDIRECTS_FILE } from '../../../core/pipeline/build-files.ts';
import { type BuildManifest, manifestPatch } from '../../../core/pipeline/manifest.ts';
import { loadServedSites, readClientAssets } from '../../../runtime/server/site-registry.ts';
import { testManifest } from '../../helpers/test-manifest.ts';

function manifest(buildId: string, hashes: string[]): BuildManifest {
  const pages = hashes.map((hash, index) => ({
    locale: 'en',
    path: `p${index}`,
    file: `en/p${index}/index.html`,
    hash,
  }));
  return testManifest({ buildId, pages });
}

describe('served sites after a rebuild', () => {
  let outDir: string;
  const site = () => path.join(outDir, 'main');
  /** Writes a build of the site as the build does: manifest, latest-build file, redirects. */
  async function writeBuild(built: BuildManifest, redirects: unknown[] = []): Promise<void> {
    await mkdir(path.join(site(), '_build'), { recursive: true });
    await writeFile(path.join(site(), manifestFile(built.buildId)), JSON.stringify(built));
    await writeFile(path.join(site(), REDIRECTS_FILE), JSON.stringify(redirects));
    await writeFile(path.join(site(), LATEST_BUILD_FILE), JSON.stringify({ buildId: built.buildId }));
  }
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-sites-'));
  });
  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('keeps a site whose latest build is the one served as it is', async () => {
    await writeBuild(manifest('b1', ['h1', 'h2']));
    const [served] = await loadServedSites({ outDir });
    const [again] = await loadServedSites({ outDir, previous: [served!] });
    expect(again).toBe(served);
  });

  it('patches the served manifest with the rebuild’s patch, and reads the file without one', async () => {
    const first = manifest('b1', ['h1', 'h2']);
    await writeBuild(first);
    const [served] = await loadServedSites({ outDir });
    const next = manifest('b2', ['h1', 'h2-edited']);
    await writeBuild(next, [{ from: '/old', to: '/new' }]);
    const patch = manifestPatch({ previous: first, next })!;

    const [patched] = await loadServedSites({ outDir, previous: [served!], patches: [patch] });
    expect(patched!.manifest).toEqual(next);
    expect(patched!.pageFiles).toBe(served!.pageFiles);
    expect(patched!.redirects).toEqual([{ from: '/old', to: '/new' }]);

    const [read] = await loadServedSites({ outDir, previous: [served!] });
    expect(read!.manifest).toEqual(next);
  });

  it('reads the manifest when the patch is not for the build the tree now holds', async () => {
    const first = manifest('b1', ['h1', 'h2']);
    await writeBuild(first);
    const [served] = await loadServedSites({ outDir });
    const patch = manifestPatch({ previous: first, next: manifest('b2', ['h1', 'h2-edited']) })!;
    // Another build swapped in since (another terminal's `sitefleet build`).
    const other = manifest('b3', ['h1', 'h2-other']);
    await writeBuild(other);
    const [read] = await loadServedSites({ outDir, previous: [served!], patches: [patch] });
    expect(read!.manifest).toEqual(other);
  });
});

describe('readClientAssets (the client bundle manifest the runtime links)', () => {
  let outDir: string;
  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-assets-'));
    await mkdir(path.join(outDir, '_assets'));
  });
  afterEach(async () => {
    await rm(outDir, { recursive: true, force: true });
  });
  const write = (manifest: unknown) =>
    writeFile(path.join(outDir, '_assets/client-manifest.json'), JSON.stringify(manifest));

  it('gives back the manifest as written, page stylesheets included', async () => {
    const written = {
      scripts: ['/_assets/client-a.js'],
      styles: ['/_assets/client-b.css'],
      fonts: ['/_assets/inter-c.woff2'],
      pageStyles: { 'sitefleet:catalogue': ['/_assets/catalogue-d.css'] },
    };
    await write(written);
    expect(await readClientAssets(outDir)).toEqual(written);
  });

  it('leaves out what has another shape, and gives empty lists without a manifest', async () => {
    await write({ scripts: ['/_assets/client-a.js'], styles: 'x', fonts: 3, pageStyles: { a: [1] } });
    expect(await readClientAssets(outDir)).toEqual({ scripts: ['/_assets/client-a.js'], styles: [] });
    await rm(path.join(outDir, '_assets/client-manifest.json'));
    expect(await readClientAssets(outDir)).toEqual({ scripts: [], styles: [] });
  });
});
