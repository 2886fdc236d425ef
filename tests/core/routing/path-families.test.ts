import { describe, expect, it } from 'vitest';
import type { PathFamily } from '../../../core/pipeline/plugin.ts';
import { createPathFamilies } from '../../../core/routing/path-families.ts';

/** The families the portal and editor plugins declare, as data. */
const FAMILIES: PathFamily[] = [
  { match: { segment: 'mykomax' }, holdsSecrets: true, signIn: true, serve: { page: 'mykomax' } },
  { match: { segment: 'callback' }, holdsSecrets: true, signIn: true },
  {
    match: { root: '/blank-callback' },
    holdsSecrets: true,
    serve: { island: 'callback', props: { mode: 'silent' } },
  },
  { match: { segment: 'editor' }, holdsSecrets: true },
];
const families = createPathFamilies(FAMILIES);

describe('createPathFamilies (paths plugins take over; no third-party script where secrets are, docs/security.md rule 4)', () => {
  it.each([
    ['/en/mykomax', true, true],
    ['/en/mykomax/tickets', true, true],
    ['/de-ch/MyKomax/tickets/list', true, true],
    ['/en/%6Dykomax', true, true],
    ['/EN/mykomax', true, true],
    ['/mykomax', true, true],
    ['/en/callback', true, true],
    ['/callback', true, true],
    ['/blank-callback', true, false],
    ['/BLANK-CALLBACK', true, false],
    ['/en/editor', true, false],
    ['/en/Editor/translations', true, false],
    ['/en', false, false],
    ['/en/company', false, false],
    ['/en/mykomax-news', false, false],
    ['/en/editorial', false, false],
    ['/en/company/mykomax', false, false],
    ['/', false, false],
  ])('%s → holds secrets %s, signs in %s', (pathname, secrets, signIn) => {
    expect(families.holdsSecrets(pathname)).toBe(secrets);
    expect(families.signsIn(pathname)).toBe(signIn);
  });

  it('serves a root family at its exact path only', () => {
    expect(families.servedAtRoot('/blank-callback')?.serve).toEqual({
      island: 'callback',
      props: { mode: 'silent' },
    });
    expect(families.servedAtRoot('/en/blank-callback')).toBeNull();
    expect(families.servedAtRoot('/blank-callback/x')).toBeNull();
  });

  it('serves a segment family’s page for every path below it, in any case', () => {
    expect(families.servedBelowLocale('/MyKomax/tickets/7')?.serve).toEqual({ page: 'mykomax' });
    expect(families.servedBelowLocale('/callback')).toBeNull();
    expect(families.servedBelowLocale('/company')).toBeNull();
  });

  it('follows the segment a plugin declares, and knows nothing without plugins', () => {
    const custom = createPathFamilies([{ match: { segment: 'customer-portal' }, holdsSecrets: true }]);
    expect(custom.holdsSecrets('/en/customer-portal/account')).toBe(true);
    expect(custom.holdsSecrets('/en/mykomax')).toBe(false);
    expect(createPathFamilies([]).holdsSecrets('/en/mykomax')).toBe(false);
  });
});
