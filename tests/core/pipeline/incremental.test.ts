import { describe, expect, it } from 'vitest';
import {
  builtAtOf,
  type PreviousBuild,
  pageInputHash,
  planRender,
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
const versionOf = () => 'v1';

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

describe('the render plan (core/pipeline/incremental.ts)', () => {
  it('reuses pages whose inputs are the same, renders the others and drops the undeclared', () => {
    const previous = previousOf([page('a'), page('b'), page('gone')]);
    const plan = planRender({
      pages: [page('a'), page('b', { title: 'changed' }), page('new')],
      previous,
      fragmentHashes,
      versionOf,
    });
    expect(plan.reuse.map((entry) => entry.file)).toEqual(['en/a/index.html']);
    expect(plan.render.map(({ page: declared }) => declared.path)).toEqual(['b', 'new']);
    expect(plan.removed).toEqual(['en/gone/index.html']);
  });

  it('renders everything when a fragment or the renderer changed, or with force', () => {
    const previous = previousOf([page('a')]);
    const count = (input: Partial<Parameters<typeof planRender>[0]>) =>
      planRender({ pages: [page('a')], previous, fragmentHashes, versionOf, ...input }).render.length;
    expect(count({})).toBe(0);
    expect(count({ fragmentHashes: new Map([['test/layout:en', 'L2']]) })).toBe(1);
    expect(count({ versionOf: () => 'v2' })).toBe(1);
    expect(count({ force: true })).toBe(1);
  });

  it('writes a file declared twice once and names it', () => {
    const plan = planRender({
      pages: [page('a'), page('a', { other: true })],
      previous: null,
      fragmentHashes,
      versionOf,
    });
    expect(plan.render).toHaveLength(1);
    expect(plan.duplicates).toEqual(['en/a/index.html']);
  });

  it('hashes a descriptor declared again as the same object as it hashes a new one', () => {
    // A warm builder hands the same descriptor objects to the next build (core/pipeline/pages-memo.ts).
    const same = page('a');
    const hash = (declared: PageDescriptor, rendererVersion: string, layout = 'L1') =>
      pageInputHash({
        page: declared,
        fragmentHashes: new Map([['test/layout:en', layout]]),
        rendererVersion,
      });
    expect(hash(same, 'v1')).toBe(hash(page('a'), 'v1'));
    expect(hash(same, 'v2')).toBe(hash(page('a'), 'v2'));
    expect(hash(same, 'v2', 'L2')).toBe(hash(page('a'), 'v2', 'L2'));
    expect(hash(same, 'v2', 'L2')).not.toBe(hash(same, 'v2'));
  });

  it('refuses a page that uses a fragment nobody registered', () => {
    expect(() =>
      planRender({ pages: [page('a')], previous: null, fragmentHashes: new Map(), versionOf }),
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
