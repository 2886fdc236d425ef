import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isEmptyError, logRequestFailure, requestLogLine } from '../../../core/graphql/log.ts';

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('logRequestFailure (public-site §8 "Empty error objects are not logged")', () => {
  it.each([[null], [undefined], [{}], [new Error('')], ['']])('does not log %j', (error) => {
    const { logger, lines } = capturingLogger();
    logRequestFailure({ logger, error, context: 'navigationQuery' });
    expect(lines).toEqual([]);
  });

  it('logs any other error at error level with what was being done', () => {
    const { logger, lines } = capturingLogger();
    logRequestFailure({ logger, error: new Error('Network request failed'), context: 'navigationQuery' });
    logRequestFailure({ logger, error: { code: 'E_DOWN' }, context: 'fileQuery' });
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [pino.levels.values.error, 'navigationQuery failed: Network request failed'],
      [pino.levels.values.error, 'fileQuery failed: [object Object]'],
    ]);
  });

  it('treats an empty Error with a cause as worth logging', () => {
    expect(isEmptyError(new Error('', { cause: new Error('socket hang up') }))).toBe(false);
  });
});

describe('requestLogLine (public-site §9)', () => {
  it('names the service and the query, then at most 50 characters of variables', () => {
    expect(requestLogLine({ service: 'content', operationName: 'systemDataQuery' })).toBe(
      'content systemDataQuery {}',
    );
    const line = requestLogLine({
      service: 'content',
      operationName: 'pagesQuery',
      variables: { siteId: 'main', locales: ['de', 'en'], stage: 'PUBLISHED', first: 100, after: null },
    });
    expect(line).toBe('content pagesQuery {"siteId":"main","locales":["de","en"],"stage":"PU');
  });
});
