import { describe, expect, it } from 'vitest';
import { type ManifestPage, manifestPatch, patchedManifest } from '../../../core/pipeline/manifest.ts';
import { testManifest } from '../../helpers/test-manifest.ts';

const page = (path: string, hash: string): ManifestPage => ({
  id: `page-${path}`,
  locale: 'en',
  path,
  file: `en/${path}/index.html`,
  hash,
});

const manifest = (buildId: string, pages: ManifestPage[]) => testManifest({ buildId, pages });

describe('manifest patches (what a serving process applies instead of reading the manifest again)', () => {
  const before = manifest('b1', [page('a', 'h1'), page('b', 'h2'), page('c', 'h3')]);

  it('names the pages an edit changed, and applied to the served manifest gives the new one', () => {
    const after = manifest('b2', [
      before.pages[0]!,
      page('b', 'h2-edited'),
      { ...page('c', 'h3'), unlisted: true },
    ]);
    const patch = manifestPatch({ previous: before, next: after })!;
    expect(patch.base).toBe('b1');
    expect(patch.changed.map(([index]) => index)).toEqual([1, 2]);
    // Through JSON, as the builder process sends it.
    const sent = JSON.parse(JSON.stringify(patch));
    expect(patchedManifest({ base: before, patch: sent })).toEqual(after);
    expect(before.pages[1]!.hash).toBe('h2');
  });

  it('is null when pages were added, removed or moved: the manifest must be read', () => {
    expect(manifestPatch({ previous: before, next: manifest('b2', before.pages.slice(0, 2)) })).toBeNull();
    const moved = manifest('b2', [before.pages[1]!, before.pages[0]!, before.pages[2]!]);
    expect(manifestPatch({ previous: before, next: moved })).toBeNull();
  });

  it('does not apply to another site built under the same build id (a fleet build)', () => {
    const after = manifest('b2', [page('a', 'h1'), page('b', 'h2-edited'), page('c', 'h3')]);
    const patch = manifestPatch({ previous: before, next: after })!;
    const otherSite = testManifest({ buildId: 'b1', pages: before.pages, key: 'events', slug: 'events' });
    expect(patchedManifest({ base: otherSite, patch })).toBeNull();
  });

  it('does not apply to another build than the one it was made against', () => {
    const after = manifest('b2', [page('a', 'h1'), page('b', 'h2-edited'), page('c', 'h3')]);
    const patch = manifestPatch({ previous: before, next: after })!;
    expect(patchedManifest({ base: manifest('b0', before.pages), patch })).toBeNull();
    expect(patchedManifest({ base: manifest('b1', before.pages.slice(0, 1)), patch })).toBeNull();
  });
});
