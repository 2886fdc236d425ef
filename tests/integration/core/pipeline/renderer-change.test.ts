import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_BUILD_FILE } from '../../../../core/pipeline/build-files.ts';
import type { LatestBuild } from '../../../../core/pipeline/manifest.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';
import { type EditableSandbox, startEditableSandbox } from '../../../helpers/editable-sandbox.ts';

/*
 * A renderer change (issue: dependency-tracked manifest): a project with a plugin of its own, next to
 * the built-in ones, built twice against one sandbox. Editing that plugin's code makes a new release,
 * which every page names in its build meta tag: every page of the site re-renders.
 */

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const SITE = 'machinery_group';
const SELECTION = { site: ['main'], locale: ['en', 'de-ch'] };

let sandbox: EditableSandbox;
let root: string;
let out: string;

/** A project plugin rendering one page per locale at `/probe`; its text comes from `text.ts`. */
async function writeProject(): Promise<void> {
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  await symlink(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
  await mkdir(path.join(root, 'sites'));
  for (const file of await readdir(path.join(REPO, 'sites'))) {
    if (!file.endsWith('.ts')) continue;
    const site = path.join(REPO, 'sites', file);
    await writeFile(
      path.join(root, 'sites', file),
      file === 'main.ts'
        ? `import main from '${site}';\nexport default { ...main, plugins: { ...main.plugins, probe: {} } };\n`
        : `export { default } from '${site}';\n`,
    );
  }
  const plugin = path.join(root, 'plugins', 'probe');
  await mkdir(plugin, { recursive: true });
  await writeFile(path.join(plugin, 'text.ts'), "export const TEXT = 'first';\n");
  await writeFile(
    path.join(plugin, 'index.ts'),
    `import { z } from 'zod';
import { definePlugin } from '${path.join(REPO, 'core/pipeline/plugin.ts')}';
import { TEXT } from './text.ts';
export const optionsSchema = z.object({}).strict();
let loads = 0;
export default definePlugin(() => ({
  name: 'probe',
  load: () => ({ loads: ++loads }),
  emit: async ({ part }) => {
    const made = () => JSON.stringify({ madeAt: performance.now() });
    await part('kept', ({ writeFile }) => writeFile('_build/probe/kept.json', made()));
    await part('made', ({ data, writeFile }) => writeFile('_build/probe/made.json', made() + data.loads));
  },
  pages: ({ site }) =>
    site.locales.map((locale) => ({ locale: locale.urlCode, path: 'probe', title: 'Probe', view: 'probe:page', props: {} })),
  renderers: { 'probe:page': () => '<!DOCTYPE html><html><body><p>' + TEXT + '</p></body></html>' },
}));
`,
  );
}

/** Page files of the site's tree (HTML and route payloads, not emitted files), with inode and mtime. */
async function pageFiles(): Promise<Map<string, string>> {
  const dir = path.join(out, SITE);
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (!entry.isFile() || !/(\.html|\/_payload\.json)$/.test(file)) continue;
    const info = await stat(path.join(dir, file));
    files.set(file, `${info.ino}:${info.mtimeMs}`);
  }
  return files;
}

const build = () => buildDemo({ ...SELECTION, root, out, endpoints: sandbox.endpoints });

beforeAll(async () => {
  sandbox = await startEditableSandbox();
  root = await mkdtemp(path.join(tmpdir(), 'sitefleet-project-'));
  out = path.join(root, 'dist');
  await writeProject();
  await build();
});

afterAll(async () => {
  await sandbox?.close();
});

describe('a renderer change', () => {
  it("renders the project plugin's pages next to the built-in ones", async () => {
    const html = await readFile(path.join(out, SITE, 'de-ch/probe/index.html'), 'utf8');
    expect(html).toContain('<p>first</p>');
    const { result } = await build();
    expect(result.rendered).toBe(0);
  });

  it('takes over the file of an emit part whose inputs stay, and makes the one of a part whose inputs changed', async () => {
    const file = async (name: string) => {
      const at = path.join(out, SITE, '_build/probe', name);
      const info = await stat(at);
      return { text: await readFile(at, 'utf8'), identity: `${info.ino}:${info.mtimeMs}` };
    };
    const [kept, made] = [await file('kept.json'), await file('made.json')];
    // The plugin's load data changes on every build (so the site is never unchanged as a whole): its
    // emit runs, its pages stay.
    const { result } = await build();
    expect(result.rendered).toBe(0);
    expect(await file('kept.json')).toEqual(kept);
    expect((await file('made.json')).text).not.toBe(made.text);
  });

  it('re-renders every page of the site, since every page names the new release', async () => {
    const before = await pageFiles();
    const latestBefore = JSON.parse(
      await readFile(path.join(out, SITE, LATEST_BUILD_FILE), 'utf8'),
    ) as LatestBuild;
    const keptBefore = await readFile(path.join(out, SITE, '_build/probe/kept.json'), 'utf8');
    await writeFile(path.join(root, 'plugins', 'probe', 'text.ts'), "export const TEXT = 'second';\n");
    const { result } = await build();

    expect(result.rendered).toBe(result.pages);
    // A new renderer version runs every emit part again.
    expect(await readFile(path.join(out, SITE, '_build/probe/kept.json'), 'utf8')).not.toBe(keptBefore);
    const after = await pageFiles();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect([...after].filter(([file, identity]) => before.get(file) === identity)).toEqual([]);
    const latest = JSON.parse(await readFile(path.join(out, SITE, LATEST_BUILD_FILE), 'utf8')) as LatestBuild;
    expect(latest.release).toBe(result.buildId);
    expect(latest.release).not.toBe(latestBefore.release);
    // (The new text itself shows from a fresh process: this one keeps the plugin module it imported.)
    const page = await readFile(path.join(out, SITE, 'de-ch/index.html'), 'utf8');
    expect(page).toContain(`<meta name="sf-build" content="${result.buildId}"/>`);
  });

  it("writes the seo plugin's files again when only its options change (robots.txt)", async () => {
    const robots = path.join(out, SITE, 'robots.txt');
    expect(await readFile(robots, 'utf8')).not.toContain('Disallow: /intern/');
    const main = path.join(REPO, 'sites', 'main.ts');
    await writeFile(
      path.join(root, 'sites', 'main.ts'),
      `import main from '${main}';\nexport default { ...main, plugins: { ...main.plugins, probe: {}, seo: { ...main.plugins.seo, disallow: ['/api/', '/_build/', '/intern/'] } } };\n`,
    );
    // A process of its own: this one keeps the site files it imported.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(REPO, 'cli/main.ts'),
        'build',
        '--root',
        root,
        '--out',
        out,
        '--log-level',
        'error',
        '--site',
        ...SELECTION.site,
        '--locale',
        ...SELECTION.locale,
      ],
      { cwd: REPO, stdio: 'ignore' },
    );
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(await readFile(robots, 'utf8')).toContain('Disallow: /intern/');
  });
});
