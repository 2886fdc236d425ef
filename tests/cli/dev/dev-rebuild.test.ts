import { describe, expect, it } from 'vitest';
import { devAnswerOf, parseDevRebuildRequest, resolveSiteSelectors } from '../../../cli/dev/dev-rebuild.ts';
import type { RebuildRun } from '../../../core/serving/rebuild.ts';

const known = [
  { id: 'main', technicalName: 'machinery_group', slug: null },
  { id: 'events', technicalName: 'events_site', slug: 'events' },
  { id: 'academy' },
];

function run(fields: Partial<RebuildRun>): RebuildRun {
  return {
    id: 'rb-1',
    site: 'main',
    state: 'succeeded',
    trigger: 'dev',
    reason: 'dev: first build',
    coalesced: 0,
    entryIds: [],
    force: false,
    requestedAt: 0,
    ...fields,
  };
}

describe('sitefleet dev rebuilds through the serving process', () => {
  it('takes a rebuild request apart from the start request, and refuses a malformed one', () => {
    expect(parseDevRebuildRequest({ options: { port: 0 } })).toBe(null);
    const request = { rebuild: { id: 1, sites: ['main'], reason: 'dev: x', restartBuilder: true } };
    expect(parseDevRebuildRequest(request)).toEqual(request);
    expect(() => parseDevRebuildRequest({ rebuild: { id: 1, reason: 'x' } })).toThrow(
      /^Invalid dev rebuild request: rebuild\.restartBuilder: /,
    );
  });

  it('resolves --site by id, technical name or slug; none selects every known site', () => {
    expect(resolveSiteSelectors({ selectors: ['machinery_group', 'events', 'academy'], known })).toEqual([
      'main',
      'events',
      'academy',
    ]);
    expect(resolveSiteSelectors({ selectors: undefined, known })).toEqual(['main', 'events', 'academy']);
    expect(() => resolveSiteSelectors({ selectors: ['nowhere'], known })).toThrow(
      "Unknown site 'nowhere'. Known sites: main, events, academy.",
    );
  });

  it('reports the runs per site tree, or the failures with their reasons', () => {
    expect(
      devAnswerOf([
        run({
          tree: 'machinery_group',
          pages: 20,
          pagesRendered: 3,
          pagesRemoved: 1,
          changed: true,
          warnings: 2,
        }),
        run({ site: 'events', tree: 'events_site', pages: 5, pagesRendered: 0, changed: false }),
      ]),
    ).toEqual({
      ok: true,
      warnings: 2,
      sites: [
        { technicalName: 'machinery_group', pages: 20, rendered: 3, removed: 1, changed: true },
        { technicalName: 'events_site', pages: 5, rendered: 0, removed: 0, changed: false },
      ],
    });
    expect(devAnswerOf([run({ state: 'failed', error: 'Invalid site file' })])).toEqual({
      ok: false,
      error: 'Invalid site file',
    });
    expect(devAnswerOf([run({}), run({ site: 'events', state: 'failed', error: 'stopped' })])).toEqual({
      ok: false,
      error: 'events: stopped',
    });
  });
});
