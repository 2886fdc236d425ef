import { describe, expect, it } from 'vitest';
import {
  buildEventAction,
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

describe('build events on an open page (site-specific rebuilds)', () => {
  const page = { buildId: 'r1', siteKey: 'main' };
  const event = (changed: string[] | null, extra: Record<string, unknown> = {}) => ({
    site: 'main',
    buildId: 'b2',
    release: 'r1',
    changed,
    ...extra,
  });

  it.each([
    ['its path changed', event(['/en/company/history']), '/en/company/history', 'reload'],
    [
      'its path changed, written with a trailing slash and other case',
      event(['/en/Company/history']),
      '/en/company/history/',
      'reload',
    ],
    [
      'its path changed, percent-encoded in the address',
      event(['/de-ch/über-uns']),
      '/de-ch/%C3%BCber-uns',
      'reload',
    ],
    ['other pages changed', event(['/en/company']), '/en/company/history', 'ignore'],
    [
      'another site changed',
      event(['/en/company/history'], { site: 'events' }),
      '/en/company/history',
      'ignore',
    ],
    ['too many changed with a new release', event(null, { release: 'r2' }), '/en', 'reload'],
    ['too many changed in the same release', event(null), '/en', 'ignore'],
    ['a malformed event', { site: 'main' }, '/en', 'ignore'],
    ['no event', null, '/en', 'ignore'],
  ])('when %s: %s', (_name, built, pathname, action) => {
    expect(buildEventAction({ event: built, page, pathname, typed: false })).toBe(action);
  });

  it('only notifies once the visitor has typed into the page', () => {
    expect(
      buildEventAction({ event: event(['/en/contact']), page, pathname: '/en/contact', typed: true }),
    ).toBe('notify');
  });

  it('ignores events on a page without build meta tags', () => {
    expect(buildEventAction({ event: event(['/en']), page: null, pathname: '/en', typed: false })).toBe(
      'ignore',
    );
  });
});
