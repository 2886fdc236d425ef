import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/logger.ts';
import {
  ASSETS_BASE,
  type BuiltClientAssets,
  buildClientAssets,
  CLIENT_MANIFEST_FILE,
} from '../../../runtime/client/build-client.ts';

let built: BuiltClientAssets;
let sources: string;

beforeAll(async () => {
  // A plugin with a stylesheet for every page and two for its own pages only.
  sources = await mkdtemp(path.join(tmpdir(), 'sitefleet-client-test-'));
  const file = async (name: string, css: string) => {
    await writeFile(path.join(sources, name), css);
    return path.join(sources, name);
  };
  built = await buildClientAssets({
    logger: silentLogger(),
    plugins: [
      {
        name: 'acme:spec-sheets',
        styles: [await file('box.css', '.acme-box { color: red; }')],
        pageStyles: [
          await file('sheet.css', '.acme-sheet { color: green; }'),
          await file('table.css', '.acme-table { color: blue; }'),
        ],
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  if (built) await rm(built.dir, { recursive: true, force: true });
  if (sources) await rm(sources, { recursive: true, force: true });
});

/** The file of the bundle a URL path below /_assets/ names. */
const fileOf = (url: string) => path.join(built.dir, url.slice(ASSETS_BASE.length));

describe('buildClientAssets (ARCHITECTURE "The browser": Vite build, hashed file names)', () => {
  it('builds one hashed entry script and one hashed stylesheet below /_assets/', () => {
    expect(built.manifest.scripts).toEqual([expect.stringMatching(/^\/_assets\/client-[\w-]{8,}\.js$/)]);
    expect(built.manifest.styles).toEqual([expect.stringMatching(/^\/_assets\/client-[\w-]{8,}\.css$/)]);
  });

  it('ships the UI kit font as hashed woff2 files and names the latin one for preloading', async () => {
    expect(built.manifest.fonts).toEqual([
      expect.stringMatching(/^\/_assets\/inter-latin-wght-400-900-[\w-]{8,}\.woff2$/),
    ]);
    const files = await readdir(built.dir);
    // Every script subset the font covers is there, loaded by unicode-range when a page needs it.
    expect(files.filter((file) => file.endsWith('.woff2')).length).toBeGreaterThanOrEqual(7);
    const css = await readFile(fileOf(built.manifest.styles[0]!), 'utf8');
    expect(css).toContain(built.manifest.fonts![0]!);
    expect(css).toContain('font-display:swap');
  });

  it("ships React's production build whatever NODE_ENV says (vitest sets test), and leaves NODE_ENV as it was", async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const chunks = await readdir(path.join(built.dir, 'chunks'));
    const code = await Promise.all(
      chunks.map((chunk) => readFile(path.join(built.dir, 'chunks', chunk), 'utf8')),
    );
    // React's production build reports errors by number; its development build names every check.
    expect(code.some((text) => text.includes('Minified React error'))).toBe(true);
    expect(code.some((text) => text.includes('jsxDEV'))).toBe(false);
  });

  it('writes the manifest next to the files', async () => {
    const manifest = JSON.parse(await readFile(path.join(built.dir, CLIENT_MANIFEST_FILE), 'utf8'));
    expect(manifest).toEqual(built.manifest);
  });

  it('puts each island and React in lazy hashed chunks the entry imports from /_assets/', async () => {
    const chunks = await readdir(path.join(built.dir, 'chunks'));
    expect(chunks).toContainEqual(expect.stringMatching(/^MenuToggle-[\w-]{8,}\.js$/));
    const entry = await readFile(fileOf(built.manifest.scripts[0]!), 'utf8');
    for (const chunk of chunks) expect(entry).toContain(`chunks/${chunk}`);
    // React stays out of the entry: pages without islands never load it.
    expect(entry).not.toContain('react.transitional.element');
  });

  it('minifies for production: no development React, no process.env left', async () => {
    const files = [fileOf(built.manifest.scripts[0]!)];
    for (const chunk of await readdir(path.join(built.dir, 'chunks')))
      files.push(path.join(built.dir, 'chunks', chunk));
    const code = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
    expect(code).not.toContain('process.env');
    expect(code).not.toMatch(/react-dom[\w.-]*development/);
    // Minified: the sources' doc comments and long local names are gone.
    expect(code).not.toContain('Starts the client navigator');
    expect(code).not.toContain('clickNavigationTarget');
  });

  it('bundles the site stylesheet, the UI components and the menu toggle styles', async () => {
    const css = await readFile(fileOf(built.manifest.styles[0]!), 'utf8');
    expect(css).toContain('.sf-header');
    expect(css).toContain('.sf-spinner');
    expect(css).toContain('.sf-menu-toggle');
    expect(css).not.toContain('\n\n');
  });

  it('bundles a plugin’s page styles into a stylesheet of its own, named in the manifest, without a script', async () => {
    expect(built.manifest.pageStyles).toEqual({
      'acme:spec-sheets': [expect.stringMatching(/^\/_assets\/spec-sheets-[\w-]{8,}\.css$/)],
    });
    const own = await readFile(fileOf(built.manifest.pageStyles!['acme:spec-sheets']![0]!), 'utf8');
    expect(own).toMatch(/\.acme-sheet\{[^}]*\}\s*\.acme-table\{/);
    expect(own).not.toContain('.acme-box');
    const site = await readFile(fileOf(built.manifest.styles[0]!), 'utf8');
    expect(site).toContain('.acme-box');
    expect(site).not.toContain('.acme-sheet');
    expect((await readdir(built.dir)).filter((name) => name.startsWith('spec-sheets'))).toEqual([
      path.basename(built.manifest.pageStyles!['acme:spec-sheets']![0]!),
    ]);
  });
});
