import { describe, expect, it } from 'vitest';
import { isProtectedPath } from '../../../core/portal/protected-area.ts';

describe('isProtectedPath (customer-area §2 protected area)', () => {
  it.each([
    ['/mykomax'],
    ['/mykomax/'],
    ['/en/mykomax'],
    ['/en/mykomax/tickets/list'],
    ['/de-ch/mykomax/account'],
    ['/en/MyKomax/inventory'],
    ['/MYKOMAX'],
    ['/en/%6Dykomax'],
    ['//en//mykomax//user-admin/42'],
  ])('protects %s', (pathname) => {
    expect(isProtectedPath({ pathname })).toBe(true);
  });

  it.each([
    ['/', 'the root'],
    ['/en', 'a locale home'],
    ['/en/products/mykomax', 'the segment later in the path'],
    ['/en/mykomax-news', 'a longer first segment'],
    ['/en/callback', 'the login callback'],
    ['/en/editor', 'the editor area'],
    ['/events/mykomax', 'a site slug before the segment'],
    ['/en/%E0%A4%A', 'an undecodable segment'],
  ])('leaves %s open (%s)', (pathname) => {
    expect(isProtectedPath({ pathname })).toBe(false);
  });

  it('uses the configured portal segment, case-insensitively', () => {
    expect(isProtectedPath({ pathname: '/en/Portal/tickets', portalSegment: 'portal' })).toBe(true);
    expect(isProtectedPath({ pathname: '/en/portal', portalSegment: 'PORTAL' })).toBe(true);
    expect(isProtectedPath({ pathname: '/en/mykomax', portalSegment: 'portal' })).toBe(false);
  });
});
