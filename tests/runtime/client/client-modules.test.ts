import { describe, expect, it } from 'vitest';
import type { Plugin } from '../../../core/pipeline/plugin.ts';
import {
  clientModulesPlugin,
  collectClientModules,
  ISLANDS_MODULE,
  PAGE_STYLES_MODULE_PREFIX,
  pageStyleEntries,
  RUNTIME_ISLANDS,
  STYLES_MODULE,
} from '../../../runtime/client/client-modules.ts';

const catalogue: Plugin = {
  name: 'sitefleet:catalogue',
  islands: { comparison: { module: '/p/catalogue/islands/Comparison.tsx', export: 'Comparison' } },
  styles: ['/p/catalogue/styles.css'],
};
const portal: Plugin = {
  name: 'sitefleet:portal',
  islands: { portal: { module: '/p/portal/islands/Portal.tsx', export: 'Portal' } },
  styles: ['/p/portal/styles.css'],
  pageStyles: ['/p/portal/screens.css', '/p/portal/tables.css'],
};

describe('collectClientModules (islands and styles of the plugins, into the client bundle)', () => {
  it('lists the runtime’s islands first, then each plugin’s, and the stylesheets in plugin order', () => {
    const modules = collectClientModules([catalogue, portal]);
    expect(Object.keys(modules.islands)).toEqual([...Object.keys(RUNTIME_ISLANDS), 'comparison', 'portal']);
    expect(modules.styles).toEqual(['/p/catalogue/styles.css', '/p/portal/styles.css']);
  });

  it('keeps each plugin’s page stylesheets apart, by plugin name, for the plugins that have some', () => {
    const modules = collectClientModules([catalogue, portal]);
    expect(modules.pageStyles).toEqual({
      'sitefleet:portal': ['/p/portal/screens.css', '/p/portal/tables.css'],
    });
    expect(modules.styles).not.toContain('/p/portal/screens.css');
  });

  it('names each plugin’s page stylesheet entry after its feature, apart from the client entry and each other', () => {
    const plugin = (name: string): Plugin => ({ name, pageStyles: [`/p/${name}.css`] });
    const modules = collectClientModules([
      plugin('sitefleet:media-releases'),
      plugin('acme:Media Releases'),
      plugin('client'),
    ]);
    expect([...pageStyleEntries(modules)]).toEqual([
      ['media-releases', 'sitefleet:media-releases'],
      ['media-releases-2', 'acme:Media Releases'],
      ['client-2', 'client'],
    ]);
  });

  it('collects the actions each plugin declares, action name → its island', () => {
    const feed: Plugin = {
      name: 'sitefleet:feed',
      islands: { 'feed-panel': { module: '/p/feed/islands/Panel.tsx', export: 'Panel' } },
      actions: { feed: 'feed-panel' },
    };
    expect(collectClientModules([catalogue, feed]).actions).toEqual({ feed: 'feed-panel' });
    // Islands answer no action unless a plugin declares it.
    expect(collectClientModules([catalogue, portal]).actions).toEqual({});
  });

  it('refuses an action declared twice, or one naming an island its plugin does not define', () => {
    const feed: Plugin = { name: 'feed', islands: { panel: { module: '/x.tsx', export: 'X' } } };
    expect(() =>
      collectClientModules([
        { ...feed, actions: { open: 'panel' } },
        { name: 'other', actions: { open: 'panel' } },
      ]),
    ).toThrow("Action 'open' of other is already handled by feed.");
    expect(() => collectClientModules([catalogue, { ...feed, actions: { compare: 'comparison' } }])).toThrow(
      "Action 'compare' of feed names island 'comparison', which it does not define.",
    );
  });

  it('refuses an island name used twice, naming both owners', () => {
    const again: Plugin = { name: 'other', islands: { comparison: { module: '/x.tsx', export: 'X' } } };
    expect(() => collectClientModules([catalogue, again])).toThrow(
      "Island 'comparison' of other is already defined by sitefleet:catalogue.",
    );
    const menu: Plugin = { name: 'menus', islands: { 'menu-toggle': { module: '/x.tsx', export: 'X' } } };
    expect(() => collectClientModules([menu])).toThrow(/already defined by the runtime/);
  });
});

describe('clientModulesPlugin (the two virtual modules)', () => {
  const vite = clientModulesPlugin(collectClientModules([catalogue, portal]));
  const resolve = (id: string) => (vite.resolveId as (id: string) => string | null)(id);
  const load = (id: string) => (vite.load as (id: string) => string | null)(id);

  it('generates the island registry as lazy imports of each island’s export', () => {
    const source = load(resolve(ISLANDS_MODULE)!);
    expect(source).toContain(
      '"comparison": () => import("/p/catalogue/islands/Comparison.tsx").then((module) => module["Comparison"]),',
    );
    expect(source).toMatch(/^export const ISLANDS = \{/);
    expect(source).toContain('export const ACTIONS = {};');
  });

  it('registers each island’s watch as a lazy import of its own, and none for an island without one', () => {
    const watched: Plugin = {
      name: 'sitefleet:watched',
      islands: {
        basket: {
          module: '/p/w/Basket.tsx',
          export: 'Basket',
          watch: { module: '/p/w/watches.ts', export: 'watchBasket' },
        },
        gallery: { module: '/p/w/Gallery.tsx', export: 'Gallery' },
      },
    };
    const registry = clientModulesPlugin(collectClientModules([watched]));
    const source = (registry.load as (id: string) => string | null)(`\0${ISLANDS_MODULE}`) ?? '';
    const watches = source.slice(source.indexOf('export const WATCHES'));
    expect(watches).toContain(
      '"basket": () => import("/p/w/watches.ts").then((module) => module["watchBasket"]),',
    );
    expect(watches).not.toContain('gallery');
    // The island itself still loads its component module.
    expect(source).toContain('"basket": () => import("/p/w/Basket.tsx").then((module) => module["Basket"]),');
  });

  it('lists the declared actions in the island registry module', () => {
    const feed: Plugin = {
      name: 'sitefleet:feed',
      islands: { 'feed-panel': { module: '/p/feed/islands/Panel.tsx', export: 'Panel' } },
      actions: { feed: 'feed-panel' },
    };
    const registry = clientModulesPlugin(collectClientModules([feed]));
    const source = (registry.load as (id: string) => string | null)(`\0${ISLANDS_MODULE}`);
    expect(source).toContain('export const ACTIONS = {"feed":"feed-panel"};');
  });

  it('imports every plugin stylesheet, and leaves other modules alone', () => {
    expect(load(resolve(STYLES_MODULE)!)).toBe(
      'import "/p/catalogue/styles.css";\nimport "/p/portal/styles.css";',
    );
    expect(resolve('./main.ts')).toBeNull();
  });

  it('serves each plugin’s page stylesheets as one stylesheet importing them in order', () => {
    const id = `${PAGE_STYLES_MODULE_PREFIX}portal.css`;
    expect(load(resolve(id)!)).toBe('@import "/p/portal/screens.css";\n@import "/p/portal/tables.css";');
    expect(resolve(`${PAGE_STYLES_MODULE_PREFIX}catalogue.css`)).toBeNull();
  });
});
