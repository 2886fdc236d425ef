import { describe, expect, it } from 'vitest';
import { finishedRun, joinedRun, queuedRun, startedRun } from '../../../core/pipeline/rebuild-runs.ts';
import type { RebuildRequest } from '../../../core/serving/rebuild.ts';

const webhook = (entryIds?: string[], extra: Partial<RebuildRequest> = {}): RebuildRequest => ({
  sites: ['alpha'],
  trigger: 'webhook',
  reason: 'webhook: Page.PUBLISH p1',
  ...(entryIds ? { entryIds } : {}),
  ...extra,
});

const queued = (request: RebuildRequest) => queuedRun({ id: 'rb-1', site: 'alpha', request, now: 1_000 });

describe('the rules of a rebuild run shared by several queues', () => {
  it('queues a new run with the first request, entry ids and locales deduplicated', () => {
    expect(queued(webhook(['p1', 'p1', 'p2'], { locales: ['en', 'en', 'de'] }))).toEqual({
      id: 'rb-1',
      site: 'alpha',
      state: 'queued',
      trigger: 'webhook',
      reason: 'webhook: Page.PUBLISH p1',
      coalesced: 0,
      entryIds: ['p1', 'p2'],
      force: false,
      locales: ['en', 'de'],
      requestedAt: 1_000,
    });
  });

  it('folds a later request into the queued run: counted, entry ids merged, force ORed', () => {
    const joined = joinedRun(queued(webhook(['p1'])), {
      sites: ['alpha'],
      trigger: 'editor',
      reason: 'editor: published p2',
      entryIds: ['p2', 'p1'],
      force: true,
    });
    expect(joined).toMatchObject({
      id: 'rb-1',
      trigger: 'webhook',
      reason: 'webhook: Page.PUBLISH p1',
      coalesced: 1,
      entryIds: ['p1', 'p2'],
      force: true,
    });
    expect(joinedRun(joined, webhook(['p3'])).coalesced).toBe(2);
  });

  it('names no entries once either request named none (anything may have changed)', () => {
    expect(joinedRun(queued(webhook(['p1'])), webhook()).entryIds).toEqual([]);
    expect(joinedRun(queued(webhook()), webhook(['p2'])).entryIds).toEqual([]);
  });

  it('merges locales, or builds all of them once either request asked for all', () => {
    const some = queued(webhook(['p1'], { locales: ['en'] }));
    expect(joinedRun(some, webhook(['p1'], { locales: ['de', 'en'] })).locales).toEqual(['en', 'de']);
    expect(joinedRun(some, webhook(['p1']))).not.toHaveProperty('locales');
    expect(joinedRun(queued(webhook(['p1'])), webhook(['p1'], { locales: ['de'] }))).not.toHaveProperty(
      'locales',
    );
  });

  it('leaves the run it folds into as it was', () => {
    const run = queued(webhook(['p1'], { locales: ['en'] }));
    joinedRun(run, webhook(['p2'], { locales: ['de'], force: true }));
    expect(run).toMatchObject({ coalesced: 0, entryIds: ['p1'], force: false, locales: ['en'] });
  });

  it('records the outcome of a build that succeeded, and the reason of one that failed', () => {
    const running = { ...startedRun(queued(webhook(['p1'])), 2_000), phase: 'render' };
    expect(running.state).toBe('running');
    const succeeded = finishedRun(running, 3_000, {
      outcome: { pages: 12, pagesRendered: 3, buildId: 'b-2', changed: true },
    });
    expect(succeeded).toMatchObject({
      state: 'succeeded',
      startedAt: 2_000,
      finishedAt: 3_000,
      pages: 12,
      pagesRendered: 3,
      buildId: 'b-2',
      changed: true,
    });
    expect(succeeded).not.toHaveProperty('phase');
    expect(succeeded).not.toHaveProperty('tree');
    const failed = finishedRun(running, 3_000, { error: new Error('Service down') });
    expect(failed).toMatchObject({ state: 'failed', error: 'Service down', finishedAt: 3_000 });
    expect(failed).not.toHaveProperty('phase');
  });
});
