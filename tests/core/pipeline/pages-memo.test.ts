import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/logger.ts';
import { createPagesMemo, recordingLogger, replayLog } from '../../../core/pipeline/pages-memo.ts';

const declaration = (inputs: string) => ({ inputs, pages: [], fragments: [], logged: [] });

describe("the plugins' declarations kept between builds", () => {
  it('gives a declaration back only for the same inputs', () => {
    const memo = createPagesMemo();
    memo.set('main', 'catalogue', declaration('h1'));
    expect(memo.get('main', 'catalogue', 'h1')).toMatchObject({ inputs: 'h1' });
    expect(memo.get('main', 'catalogue', 'h2')).toBeUndefined();
    expect(memo.get('events', 'catalogue', 'h1')).toBeUndefined();
  });

  it('keeps what the last build used or kept, and drops the rest', () => {
    const memo = createPagesMemo();
    memo.set('main', 'catalogue', declaration('h1'));
    memo.set('main', 'stories', declaration('h1'));
    memo.set('events', 'stories', declaration('h1'));
    memo.finishBuild();
    memo.get('main', 'catalogue', 'h1');
    memo.keepSite('events');
    memo.finishBuild();
    expect(memo.get('main', 'catalogue', 'h1')).toBeDefined();
    expect(memo.get('main', 'stories', 'h1')).toBeUndefined();
    expect(memo.get('events', 'stories', 'h1')).toBeDefined();
  });

  it('logs again what a hook logged, with the same bindings, level and arguments', () => {
    const { logger, calls } = recordingLogger(silentLogger());
    logger.child({ part: 'products' }).warn('No product found for slug alpha-590');
    logger.info({ pages: 3 }, 'declared');
    const seen: unknown[] = [];
    const target = {
      child: (bindings: object) => ({
        warn: (...args: unknown[]) => seen.push(['warn', bindings, ...args]),
      }),
      info: (...args: unknown[]) => seen.push(['info', ...args]),
    };
    replayLog(target as unknown as Parameters<typeof replayLog>[0], calls);
    expect(seen).toEqual([
      ['warn', { part: 'products' }, 'No product found for slug alpha-590'],
      ['info', { pages: 3 }, 'declared'],
    ]);
  });
});
