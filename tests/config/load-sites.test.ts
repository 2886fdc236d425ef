import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPluginRegistry } from '../../cli/plugin-registry.ts';
import { loadSiteConfigs } from '../../config/load-sites.ts';
import { resolveSiteConfigs } from '../../config/resolve-sites.ts';

const PLUGINS = await loadPluginRegistry({ root: path.resolve('.') });

async function sitesFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitefleet-sites-'));
  for (const [name, contents] of Object.entries(files)) await writeFile(path.join(dir, name), contents);
  return dir;
}

describe('site files', () => {
  it('loads the repository sites with their tweaks', async () => {
    const sites = await loadSiteConfigs(path.resolve('sites'));
    const events = sites.find((site) => site.key === 'events');
    expect(events?.config.locales).toEqual({ addInternational: ['es'], dropLanguages: ['de'] });
    // Every site with content pages lists the locations page; only the main site the investor page.
    for (const site of sites.filter((entry) => 'content-pages' in (entry.config.plugins ?? {}))) {
      expect(Object.keys(site.config.plugins ?? {}), site.key).toContain('locations');
      // Every site's build writes its translation report (plugins/editor).
      expect(Object.keys(site.config.plugins ?? {}), site.key).toContain('editor');
      expect('investors' in (site.config.plugins ?? {}), site.key).toBe(site.key === 'main');
    }
    const main = sites.find((site) => site.key === 'main');
    expect(main?.config).toMatchObject({ mainSiteOnly: false, internationalOnly: false });
    const plugins = resolveSiteConfigs({ sites, registry: PLUGINS }).find(
      (site) => site.key === 'main',
    )?.plugins;
    expect(plugins?.map((plugin) => plugin.name)).toEqual([
      'sitefleet:content-pages',
      'sitefleet:catalogue',
      'sitefleet:stories',
      'sitefleet:media-releases',
      'sitefleet:locations',
      'sitefleet:investors',
      'sitefleet:portal',
      'sitefleet:files',
      'sitefleet:editor',
      'sitefleet:style-guide',
      'sitefleet:news-feed',
      'sitefleet:rebuilds',
      'sitefleet:forms',
      'sitefleet:search',
      'sitefleet:seo',
    ]);
  });

  it('reports every problem of every file with file and key path', async () => {
    const dir = await sitesFolder({
      'one.json': JSON.stringify({ locales: { dropLanguages: ['xx'] }, mainSiteOnly: 'yes' }),
      'two.json': JSON.stringify({
        plugins: { 'content-pages': { notFoundPage: 'no' }, 'no-such-plugin': {} },
      }),
      'three.json': '{ broken',
    });
    const error = await loadSiteConfigs(dir)
      .then((sites) => resolveSiteConfigs({ sites, registry: PLUGINS }))
      .catch((e: Error) => e);
    const message = (error as Error).message;
    expect(message).toContain(`${path.join(dir, 'one.json')}: locales.dropLanguages[0]:`);
    expect(message).toContain(`${path.join(dir, 'one.json')}: mainSiteOnly:`);
    expect(message).toContain(`${path.join(dir, 'three.json')}: cannot be loaded`);
  });

  it('reports unknown plugins and bad plugin options with the key path', async () => {
    const dir = await sitesFolder({
      'two.json': JSON.stringify({
        plugins: { 'content-pages': { notFoundPage: 'no' }, 'no-such-plugin': {} },
      }),
    });
    const sites = await loadSiteConfigs(dir);
    expect(() => resolveSiteConfigs({ sites, registry: PLUGINS })).toThrow(
      /two\.json: plugins\.content-pages\.notFoundPage:[\s\S]*two\.json: plugins\.no-such-plugin: unknown plugin/,
    );
  });

  it('refuses sites that disagree on an option one runtime applies to every site, naming both files', async () => {
    const forms = (options: object) => JSON.stringify({ plugins: { forms: options } });
    const dir = await sitesFolder({
      'one.json': forms({ perMinute: 20, destinations: { 'story-feedback': { email: 'one@example.com' } } }),
      'two.json': forms({ destinations: { 'story-feedback': { email: 'two@example.com' } } }),
    });
    const sites = await loadSiteConfigs(dir);
    expect(() => resolveSiteConfigs({ sites, registry: PLUGINS })).toThrow(
      `${path.join(dir, 'two.json')}: plugins.forms.perMinute: one runtime applies it to every site, and ${path.join(dir, 'one.json')} gives it another value (20)`,
    );
    // Each site's own destinations are fine: the runtime sends each site's forms to its own.
    const agreeing = await sitesFolder({
      'one.json': forms({ destinations: { 'story-feedback': { email: 'one@example.com' } } }),
      'two.json': forms({ destinations: { 'story-feedback': { email: 'two@example.com' } } }),
    });
    const resolved = resolveSiteConfigs({ sites: await loadSiteConfigs(agreeing), registry: PLUGINS });
    expect(resolved.map((site) => site.parsedOptions?.['sitefleet:forms'])).toMatchObject([
      { destinations: { 'story-feedback': { email: 'one@example.com' } } },
      { destinations: { 'story-feedback': { email: 'two@example.com' } } },
    ]);
  });

  it('fails on an empty folder', async () => {
    const dir = await sitesFolder({});
    await expect(loadSiteConfigs(dir)).rejects.toThrow(/holds no site file/);
  });
});
