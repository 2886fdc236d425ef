import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fleetPlugins, loadPluginRegistry } from '../../cli/plugin-registry.ts';
import type { ConfiguredSite } from '../../core/pipeline/build.ts';
import { NO_SITE_OPTIONS, type Plugin } from '../../core/pipeline/plugin.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/plugin-project/', import.meta.url));

describe('loadPluginRegistry (a plugin is a folder: plugins/<name>/index.ts)', () => {
  // The first import of every plugin module (and of what they import) happens here: seconds on a busy machine.
  it('finds sitefleet’s own plugins by folder name', { timeout: 30_000 }, async () => {
    const registry = await loadPluginRegistry({ root: path.resolve('.') });
    expect(Object.keys(registry)).toEqual([
      'catalogue',
      'content-pages',
      'editor',
      'files',
      'forms',
      'investors',
      'locations',
      'media-releases',
      'news-feed',
      'portal',
      'protected-pages',
      'rebuilds',
      'search',
      'seo',
      'stories',
      'style-guide',
    ]);
    expect(registry.portal?.options.parse({})).toEqual({ segment: 'mykomax' });
  });

  it('adds the project’s own plugin folders', async () => {
    const registry = await loadPluginRegistry({ root: FIXTURE });
    expect(registry.greeting?.module).toMatch(/plugins\/greeting\/index\.ts$/);
    expect(registry.greeting?.factory(registry.greeting.options.parse({})).name).toBe('fixture:greeting');
  });

  it('names a plugin folder whose index.ts lacks the factory or the options schema', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-plugins-'));
    await mkdir(path.join(root, 'plugins', 'broken'), { recursive: true });
    await writeFile(path.join(root, 'plugins', 'broken', 'index.ts'), 'export const nothing = 1;\n');
    await expect(loadPluginRegistry({ root })).rejects.toThrow(
      `${path.join(root, 'plugins', 'broken', 'index.ts')}: a plugin module exports its factory as \`default\``,
    );
  });

  it('refuses a project plugin that reuses a built-in name', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-plugins-'));
    await mkdir(path.join(root, 'plugins', 'files'), { recursive: true });
    await writeFile(
      path.join(root, 'plugins', 'files', 'index.ts'),
      'export default () => ({ name: "x" });\n',
    );
    await expect(loadPluginRegistry({ root })).rejects.toThrow(/a plugin named 'files' is already defined/);
  });
});

describe('fleetPlugins (run-time parts once per plugin, from the first site that lists it)', () => {
  it('keeps the first instance of each plugin name, in site order', () => {
    const first: Plugin = { name: 'sitefleet:portal' };
    const later: Plugin = { name: 'sitefleet:portal' };
    const files: Plugin = { name: 'sitefleet:files' };
    const site = (plugins: Plugin[]) => ({ plugins }) as unknown as ConfiguredSite;
    expect(fleetPlugins([site([first]), site([later, files])])).toEqual([first, files]);
  });

  it("hands each route every site's own options, though it is made from the first site's instance", () => {
    const seen: unknown[] = [];
    const instance = (hours: number): Plugin => ({
      name: 'sitefleet:protected-pages',
      routes: [
        {
          path: '/api/protected-pages',
          create: (_context, sites) => {
            seen.push(
              hours,
              sites.optionsOf('events'),
              sites.optionsOf('productronica'),
              sites.optionsOf('x'),
            );
            return () => undefined;
          },
        },
      ],
    });
    const site = (key: string, hours: number) =>
      ({
        key,
        plugins: [instance(hours)],
        parsedOptions: { 'sitefleet:protected-pages': { accessHours: hours } },
      }) as unknown as ConfiguredSite;
    const [plugin] = fleetPlugins([site('events', 2), site('productronica', 24)]);
    plugin?.routes?.[0]?.create({} as RuntimeContext, NO_SITE_OPTIONS);
    expect(seen).toEqual([2, { accessHours: 2 }, { accessHours: 24 }, undefined]);
  });

  it('takes over the paths of every site’s instance (a site with its own portal segment)', async () => {
    const registry = await loadPluginRegistry({ root: path.resolve('.') });
    const portal = registry.portal!;
    const site = (options: object) =>
      ({ plugins: [portal.factory(portal.options.parse(options))] }) as unknown as ConfiguredSite;
    const [plugin] = fleetPlugins([site({}), site({ segment: 'kundenbereich' })]);
    const segments = plugin?.pathFamilies?.flatMap((family) =>
      'segment' in family.match ? [family.match.segment] : [],
    );
    expect(segments).toEqual(['mykomax', 'callback', 'kundenbereich']);
  });
});
