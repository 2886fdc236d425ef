import { describe, expect, it } from 'vitest';
import type { Plugin } from '../../../core/pipeline/plugin.ts';
import { collectPluginRoutes } from '../../../runtime/server/plugin-routes.ts';

const handler = () => () => undefined;
const plugin = (name: string, ...paths: string[]): Plugin => ({
  name,
  routes: paths.map((path) => ({ path, create: handler })),
});

describe('collectPluginRoutes (core/pipeline/plugin.ts routes: mounted in plugin order, conflicts at start)', () => {
  it('puts /api routes inside the API router and the others at the root, in plugin order', () => {
    const routes = collectPluginRoutes([
      plugin('sitefleet:catalogue', '/api/products', '/api/preferences'),
      plugin('sitefleet:files', '/file'),
      plugin('sitefleet:style-guide', '/style-guide'),
    ]);
    expect(routes.api.map((route) => [route.owner, route.path])).toEqual([
      ['sitefleet:catalogue', '/products'],
      ['sitefleet:catalogue', '/preferences'],
    ]);
    expect(routes.root.map((route) => route.path)).toEqual(['/file', '/style-guide']);
  });

  it.each([
    ['/api/products', '/api/products'],
    ['/api/products', '/api/products/by-slugs'],
    ['/file', '/FILE'],
  ])('refuses %s and %s of two plugins, naming both', (first, second) => {
    expect(() => collectPluginRoutes([plugin('one', first), plugin('two', second)])).toThrow(
      /Route conflict: one mounts .* and two mounts/,
    );
  });

  it('lets neighbours that only share a prefix of characters be', () => {
    expect(() =>
      collectPluginRoutes([plugin('one', '/api/product'), plugin('two', '/api/products')]),
    ).not.toThrow();
  });

  it.each([
    'api/x',
    '/api',
    '/API',
    '/x/',
    '/',
    '/a b',
    '/_assets',
    '/_build/x',
    '/health',
    '/en',
    '/de-ch/x',
  ])('refuses the path %s', (path) => {
    expect(() => collectPluginRoutes([plugin('one', path)])).toThrow(/one: route path/);
  });
});
