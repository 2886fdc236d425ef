import { describe, expect, it } from 'vitest';
import { isTokenPage } from '../../../core/routing/token-pages.ts';

describe('isTokenPage (pages holding tokens: no third-party script, docs/security.md rule 4)', () => {
  it.each([
    ['/en/mykomax', true],
    ['/en/mykomax/tickets', true],
    ['/de-ch/MyKomax/tickets/list', true],
    ['/en/%6Dykomax', true],
    ['/EN/mykomax', true],
    ['/mykomax', true],
    ['/en/callback', true],
    ['/callback', true],
    ['/blank-callback', true],
    ['/BLANK-CALLBACK', true],
    ['/en/editor', true],
    ['/en/Editor/translations', true],
    ['/en', false],
    ['/en/company', false],
    ['/en/mykomax-news', false],
    ['/en/editorial', false],
    ['/en/company/mykomax', false],
    ['/', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isTokenPage({ pathname })).toBe(expected);
  });

  it('follows a configured customer-area segment', () => {
    expect(isTokenPage({ pathname: '/en/customer-portal/account', portalSegment: 'customer-portal' })).toBe(
      true,
    );
    expect(isTokenPage({ pathname: '/en/mykomax', portalSegment: 'customer-portal' })).toBe(false);
  });
});
