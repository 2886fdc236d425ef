import { describe, expect, it } from 'vitest';
import {
  isLoopbackOrigin,
  isPortalPostLogoutUri,
  isPortalRedirectUri,
  toOriginRule,
} from '../../../sandbox/identity/redirect-rule.ts';

describe('portal redirect rule', () => {
  it.each([
    ['http://localhost:4321/en/callback', true],
    ['http://127.0.0.1:8080/callback', true],
    ['http://[::1]:3000/blank-callback', true],
    ['http://cabinet-building.localhost:4321/de-ch/callback', true],
    ['https://localhost/en/blank-callback', true],
    ['http://localhost:4321/en/mykomax', false],
    ['http://localhost:4321/en/callback?next=/x', false],
    ['http://localhost:4321/en/callback#x', false],
    ['http://user:pw@localhost:4321/callback', false],
    ['http://localhost.evil.example/callback', false],
    ['https://www.machinery-group.test/en/callback', false],
    ['javascript:alert(1)//localhost/callback', false],
  ])('redirect_uri %s allowed: %s', (uri, allowed) => {
    expect(isPortalRedirectUri({ uri, originAllowed: isLoopbackOrigin })).toBe(allowed);
  });

  it.each([
    ['http://localhost:4321/en/', true],
    ['http://localhost:4321/de/mykomax?x=1', true],
    ['https://evil.example/', false],
  ])('post_logout_redirect_uri %s allowed: %s', (uri, allowed) => {
    expect(isPortalPostLogoutUri({ uri, originAllowed: isLoopbackOrigin })).toBe(allowed);
  });

  it('accepts a list of origins instead of the loopback default', () => {
    const rule = toOriginRule(['https://www.machinery-group.test']);
    expect(
      isPortalRedirectUri({ uri: 'https://www.machinery-group.test/en/callback', originAllowed: rule }),
    ).toBe(true);
    expect(isPortalRedirectUri({ uri: 'http://localhost:4321/en/callback', originAllowed: rule })).toBe(
      false,
    );
  });
});
