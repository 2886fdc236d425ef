import { describe, expect, it } from 'vitest';
import type { RebuildRun, SiteRebuildStatus } from '../../../../core/serving/rebuild.ts';
import {
  isFinished,
  rebuildProgress,
  runDurationMs,
  runForSite,
} from '../../../../plugins/editor/islands/rebuild-progress.ts';

function run(fields: Partial<RebuildRun> & Pick<RebuildRun, 'id' | 'state'>): RebuildRun {
  return {
    site: 'main',
    trigger: 'editor',
    reason: 'editor: publish',
    coalesced: 0,
    entryIds: [],
    force: false,
    requestedAt: 1_000,
    ...fields,
  };
}

function status(fields: Partial<SiteRebuildStatus>): SiteRebuildStatus[] {
  return [{ site: 'main', running: null, queued: null, last: null, ...fields }];
}

describe('rebuildProgress (the editor’s "Publish and rebuild" panel)', () => {
  it.each([
    ['queued', status({ queued: run({ id: 'rb-2', state: 'queued' }) }), { state: 'queued' }],
    [
      'running, with its phase',
      status({ running: run({ id: 'rb-2', state: 'running', phase: 'render' }) }),
      { state: 'running', phase: 'render' },
    ],
    [
      'succeeded, with pages re-rendered and time',
      status({
        last: run({
          id: 'rb-2',
          state: 'succeeded',
          startedAt: 1_500,
          finishedAt: 2_700,
          pages: 113,
          pagesRendered: 1,
        }),
      }),
      { state: 'succeeded', pages: 113, pagesRendered: 1, durationMs: 1_200 },
    ],
    [
      'failed, with its reason',
      status({ last: run({ id: 'rb-2', state: 'failed', error: 'content service unreachable' }) }),
      { state: 'failed', error: 'content service unreachable' },
    ],
  ])('finds the run when %s', (_, statuses, expected) => {
    expect(rebuildProgress({ statuses, runId: 'rb-2' })).toMatchObject(expected);
  });

  it("ignores other runs: a later run running and an earlier one last are not the editor's", () => {
    const statuses = status({
      running: run({ id: 'rb-3', state: 'running' }),
      last: run({ id: 'rb-1', state: 'failed', error: 'x' }),
    });
    expect(rebuildProgress({ statuses, runId: 'rb-2' })).toBeNull();
  });

  it('is finished only once the run succeeded or failed', () => {
    expect(isFinished(null)).toBe(false);
    expect(isFinished({ state: 'queued', run: run({ id: 'a', state: 'queued' }) })).toBe(false);
    expect(isFinished({ state: 'failed', run: run({ id: 'a', state: 'failed' }), error: '' })).toBe(true);
  });
});

describe('runDurationMs', () => {
  it('prefers the queue’s own duration, else end minus start, else end minus request; null while unfinished', () => {
    expect(
      runDurationMs({ ...run({ id: 'a', state: 'succeeded', finishedAt: 9_000 }), durationMs: 42 }),
    ).toBe(42);
    expect(runDurationMs(run({ id: 'a', state: 'succeeded', startedAt: 2_000, finishedAt: 3_500 }))).toBe(
      1_500,
    );
    expect(runDurationMs(run({ id: 'a', state: 'failed', finishedAt: 1_250 }))).toBe(250);
    expect(runDurationMs(run({ id: 'a', state: 'running', startedAt: 2_000 }))).toBeNull();
  });
});

describe('runForSite (a publish queues one run per site showing the page)', () => {
  it("picks the editor's site, else the first run, else none", () => {
    const runs = [
      run({ id: 'a', state: 'queued', site: 'events' }),
      run({ id: 'b', state: 'queued', site: 'main' }),
    ];
    expect(runForSite(runs, 'main')?.id).toBe('b');
    expect(runForSite(runs, 'academy')?.id).toBe('a');
    expect(runForSite([], 'main')).toBeNull();
  });
});
