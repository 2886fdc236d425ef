import { describe, expect, it } from 'vitest';
import {
  buildEventAction,
  helloAction,
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

describe("a stream's hello on an open page (builds missed while not listening)", () => {
  const page = { buildId: 'r1', siteKey: 'main' };
  const hello = (buildId: string, release: string) => ({
    sites: [
      { site: 'events', buildId: 'e9', release: 'e9' },
      { site: 'main', buildId, release },
    ],
  });

  it.each([
    ['first hello, same release', hello('b1', 'r1'), undefined, 'ignore'],
    [
      'first hello, another release (swapped between load and connect)',
      hello('b2', 'r2'),
      undefined,
      'reload',
    ],
    ['reconnect, same build', hello('b1', 'r1'), 'b1', 'ignore'],
    ['reconnect, another build of the same release', hello('b2', 'r1'), 'b1', 'notify'],
    ['reconnect, another release', hello('b2', 'r2'), 'b1', 'reload'],
    [
      'a hello without the page site',
      { sites: [{ site: 'events', buildId: 'e1', release: 'e1' }] },
      'b1',
      'ignore',
    ],
    ['a malformed hello', { sites: [{ site: 'main', buildId: 2, release: 'r2' }] }, 'b1', 'ignore'],
    ['no hello', null, 'b1', 'ignore'],
  ])('%s: %s', (_name, received, known, action) => {
    expect(helloAction({ hello: received, page, known, typed: false })).toBe(action);
  });

  it('only notifies of a new release once the visitor has typed, or when it already reloaded for it', () => {
    expect(helloAction({ hello: hello('b2', 'r2'), page, known: undefined, typed: true })).toBe('notify');
    expect(
      helloAction({ hello: hello('b2', 'r2'), page, known: undefined, typed: false, reloadedFor: 'r2' }),
    ).toBe('notify');
    expect(
      helloAction({ hello: hello('b3', 'r3'), page, known: undefined, typed: false, reloadedFor: 'r2' }),
    ).toBe('reload');
  });

  it('ignores hellos on a page without build meta tags', () => {
    expect(helloAction({ hello: hello('b2', 'r2'), page: null, known: undefined, typed: false })).toBe(
      'ignore',
    );
  });
});
