import { describe, expect, it } from 'vitest';
import { localeRoutes } from '../../../core/pipeline/locale-files.ts';
import type { BuildManifest, ManifestPage } from '../../../core/pipeline/manifest.ts';
import type { ResolvedSite } from '../../../core/pipeline/plugin.ts';

const site = {
  cms: { id: 'wirepro-expo-2024', slug: null, domains: [{ hostName: 'wirepro.test', slug: null }] },
  locales: [],
} as unknown as ResolvedSite;
const page = (path: string, extra: Partial<ManifestPage> = {}): ManifestPage => ({
  locale: 'en',
  path,
  file: path ? `en/${path}/index.html` : 'en/index.html',
  hash: 'h',
  ...extra,
});

describe('localeRoutes (public-site §7 route rules)', () => {
  it('lists the prerendered pages of each locale, leaving out unlisted ones (customer-area §2 {token})', () => {
    const manifest = {
      buildId: '20260101T000000Z-abcdef',
      pages: [
        page(''),
        page('company'),
        page('x7k2m9q4', { unlisted: true }),
        page('404', { file: 'en/404.html' }),
      ],
    } as unknown as BuildManifest;
    const routes = localeRoutes({ site, manifest, locales: new Set(['en']) });
    expect(routes.get('en')).toEqual({
      locale: 'en',
      pages: ['/en', '/en/company'],
    });
  });
});
