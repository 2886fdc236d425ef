import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/logger.ts';
import { recordingLogger, replayLog } from '../../../core/pipeline/hook-log.ts';

describe('what a build hook logged (core/pipeline/hook-log.ts)', () => {
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
