import { describe, expect, it } from 'vitest';
import { parseBuilderCommand, parseBuilderReply, rebuildPhaseOf } from '../../cli/builder-protocol.ts';

const request = {
  project: { root: '/srv/project' },
  sites: ['main'],
  locales: ['en'],
  force: false,
  out: '/srv/project/dist',
  endpoints: { content: { service: 'content', url: 'http://127.0.0.1:4000/graphql', token: 't' } },
  logLevel: 'warn',
};

describe('builder process messages', () => {
  it('accepts a build request and keeps the endpoints’ other settings', () => {
    const command = parseBuilderCommand({ type: 'build', id: 3, request });
    expect(command).toEqual({ type: 'build', id: 3, request });
  });

  it('refuses a build request naming no site, or a malformed endpoint, with the path of the problem', () => {
    expect(() => parseBuilderCommand({ type: 'build', id: 1, request: { ...request, sites: [] } })).toThrow(
      /^Invalid builder message: request\.sites: /,
    );
    expect(() =>
      parseBuilderCommand({
        type: 'build',
        id: 1,
        request: { ...request, endpoints: { content: { service: 'content' } } },
      }),
    ).toThrow(/^Invalid builder message: request\.endpoints\.content\.url: /);
    expect(() => parseBuilderCommand({ type: 'shutdown' })).toThrow(/^Invalid builder message: type: /);
  });

  it('accepts the builder’s replies and refuses a result without its figures', () => {
    const outcome = {
      buildId: '20261122T140512Z-1a2b3c',
      warnings: 0,
      durationMs: 1200,
      sites: [
        {
          key: 'main',
          technicalName: 'machinery_group',
          pages: 10,
          rendered: 1,
          removed: 0,
          changed: true,
          buildId: '20261122T140512Z-1a2b3c',
        },
      ],
    };
    expect(parseBuilderReply({ type: 'result', id: 2, outcome })).toEqual({ type: 'result', id: 2, outcome });
    expect(parseBuilderReply({ type: 'progress', id: 2, phase: 'render' })).toEqual({
      type: 'progress',
      id: 2,
      phase: 'render',
    });
    expect(() => parseBuilderReply({ type: 'result', id: 2, outcome: { buildId: 'x' } })).toThrow(
      /^Invalid builder message: outcome\.sites: /,
    );
  });

  it('accepts a prime request and its end, and refuses an end without the sites prepared', () => {
    expect(parseBuilderCommand({ type: 'prime', request })).toEqual({ type: 'prime', request });
    expect(parseBuilderReply({ type: 'primed', sites: ['main'], durationMs: 8200 })).toEqual({
      type: 'primed',
      sites: ['main'],
      durationMs: 8200,
    });
    expect(() => parseBuilderReply({ type: 'primed', durationMs: 10 })).toThrow(
      /^Invalid builder message: sites: /,
    );
  });

  it('names the build’s progress by the rebuild phases', () => {
    expect(
      (['system-data', 'load', 'render', 'emit', 'commit'] as const).map((phase) => rebuildPhaseOf(phase)),
    ).toEqual(['load', 'load', 'render', 'emit', 'write']);
  });
});
