import { describe, expect, it } from 'vitest';
import {
  isNewRelease,
  latestBuildUrl,
  RELEASE_POLL_INTERVAL_MS,
} from '../../../runtime/client/release-watch.ts';

describe('new-release detection (public-site §4, §7 build files)', () => {
  it('polls the site latest-build file with a timestamp query parameter', () => {
    expect(latestBuildUrl({ siteKey: 'events', now: 1735725600000 })).toBe(
      '/_build/events/latest.json?t=1735725600000',
    );
    expect(latestBuildUrl({ siteKey: 'a b/c', now: 1 })).toBe('/_build/a%20b%2Fc/latest.json?t=1');
  });

  it('polls every 5 minutes', () => {
    expect(RELEASE_POLL_INTERVAL_MS).toBe(300_000);
  });

  it.each([
    ['another build id', { buildId: 'b2', builtAt: '2025-01-02T00:00:00Z' }, true],
    ['the page build id', { buildId: 'b1', builtAt: '2025-01-01T00:00:00Z' }, false],
    ['no build id', { builtAt: '2025-01-02T00:00:00Z' }, false],
    ['a build id that is no string', { buildId: 2 }, false],
    ['null', null, false],
    ['another build of the same release', { buildId: 'b2', release: 'b1' }, false],
    ['another release', { buildId: 'b2', release: 'b2' }, true],
  ])('reports a new release for a latest-build file with %s: %s', (_name, latest, expected) => {
    expect(isNewRelease({ pageBuildId: 'b1', latest })).toBe(expected);
  });
});
