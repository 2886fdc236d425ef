import { describe, expect, it } from 'vitest';
import { parseShard, shardParts } from '../../../core/pipeline/shard.ts';

describe('--shard i/n', () => {
  it('reads i/n with 1 ≤ i ≤ n', () => {
    expect(parseShard('2/4')).toEqual({ index: 1, count: 4 });
    for (const bad of ['0/2', '3/2', '1/0', '1', 'a/b', '1/2/3']) {
      expect(() => parseShard(bad), bad).toThrow(/expected i\/n/);
    }
  });

  it("splits the sites' locales into contiguous runs, each locale in exactly one shard", () => {
    const sites = [
      { key: 'main', locales: ['en', 'de-ch', 'fr-ch', 'en-us'] },
      { key: 'redirect', locales: [] },
      { key: 'events', locales: ['en', 'es-us'] },
    ];
    const parts = [0, 1, 2].map((index) => shardParts(sites, { index, count: 3 }));
    expect(parts.map((part) => [...part.get('main')!.locales])).toEqual([
      ['en', 'de-ch'],
      ['fr-ch', 'en-us'],
      [],
    ]);
    expect(parts.map((part) => [...part.get('events')!.locales])).toEqual([[], [], ['en', 'es-us']]);
    // A site without locales is written by the first shard; a site is written where a locale of it is.
    expect(parts.map((part) => part.get('redirect')!.writesSite)).toEqual([true, false, false]);
    expect(parts.map((part) => part.get('main')!.writesSite)).toEqual([true, true, false]);
  });

  it('is the whole build for one shard', () => {
    const parts = shardParts([{ key: 'main', locales: ['en', 'de-ch'] }], { index: 0, count: 1 });
    expect(parts.get('main')).toEqual({ locales: new Set(['en', 'de-ch']), writesSite: true });
  });
});
