import { describe, expect, it } from 'vitest';
import {
  builtAtOf,
  type PreviousBuild,
  pageInputHash,
  releaseFor,
} from '../../../core/pipeline/incremental.ts';
import type { BuildManifest } from '../../../core/pipeline/manifest.ts';
import type { PageDescriptor } from '../../../core/pipeline/plugin.ts';

const page = (path: string, props: unknown = { title: path }): PageDescriptor => ({
  locale: 'en',
  path,
  title: path,
  view: 'test:page',
  props,
  fragments: { layout: 'test/layout:en' },
});
const fragmentHashes = new Map([['test/layout:en', 'L1']]);

function previousOf(pages: PageDescriptor[]): PreviousBuild {
  const entries = pages.map((declared) => ({
    locale: declared.locale,
    path: declared.path,
    file: `en/${declared.path}/index.html`,
    hash: pageInputHash({ page: declared, fragmentHashes, rendererVersion: 'v1' }),
  }));
  return {
    dir: '/nowhere',
    manifest: {
      buildId: 'b1',
      release: 'b1',
      renderers: { a: '1' },
      pages: entries,
    } as unknown as BuildManifest,
    pages: new Map(entries.map((entry) => [entry.file, entry])),
  };
}

describe('the input hash of a page (core/pipeline/incremental.ts)', () => {
  it('changes with the props, a fragment and the renderer, and is the same for the same inputs', () => {
    const hash = (declared: PageDescriptor, rendererVersion: string, layout = 'L1') =>
      pageInputHash({
        page: declared,
        fragmentHashes: new Map([['test/layout:en', layout]]),
        rendererVersion,
      });
    expect(hash(page('a'), 'v1')).toBe(hash(page('a'), 'v1'));
    expect(hash(page('a', { title: 'other' }), 'v1')).not.toBe(hash(page('a'), 'v1'));
    expect(hash(page('a'), 'v2')).not.toBe(hash(page('a'), 'v1'));
    expect(hash(page('a'), 'v1', 'L2')).not.toBe(hash(page('a'), 'v1'));
  });

  it('refuses a page that uses a fragment nobody registered', () => {
    expect(() =>
      pageInputHash({ page: page('a'), fragmentHashes: new Map(), rendererVersion: 'v1' }),
    ).toThrow(/uses fragment 'test\/layout:en'/);
  });
});

describe('the release and the build time', () => {
  it('keeps the release while the renderers are the same, and starts a new one when they change', () => {
    const previous = previousOf([]);
    expect(releaseFor({ previous, renderers: { a: '1' }, buildId: 'b2' })).toBe('b1');
    expect(releaseFor({ previous, renderers: { a: '2' }, buildId: 'b2' })).toBe('b2');
    expect(releaseFor({ previous: null, renderers: { a: '1' }, buildId: 'b2' })).toBe('b2');
  });

  it('reads the build time from the build id, so every shard of a build writes the same', () => {
    expect(builtAtOf('20261122T140512Z-1a2b3c')).toBe('2026-11-22T14:05:12.000Z');
  });
});
