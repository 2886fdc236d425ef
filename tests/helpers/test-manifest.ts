import type { BuildManifest, ManifestPage } from '../../core/pipeline/manifest.ts';

/**
 * A build manifest of a one-locale (`en`) site for tests: `key` as the site's id, key and folder, the
 * main site (no slug) unless `slug` says otherwise.
 */
export function testManifest(input: {
  buildId: string;
  pages: ManifestPage[];
  key?: string;
  slug?: string | null;
}): BuildManifest {
  const key = input.key ?? 'main';
  return {
    buildId: input.buildId,
    release: 'r1',
    builtAt: '2026-11-28T10:00:00.000Z',
    site: {
      key,
      id: key,
      name: key,
      technicalName: key,
      slug: input.slug ?? null,
      domains: null,
      redirectHost: null,
      mainSiteOnly: false,
      internationalOnly: false,
    },
    locales: ['en'],
    pages: input.pages,
  };
}
