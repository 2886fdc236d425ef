import { describe, expect, it } from 'vitest';
import {
  isPortalPostLogoutUri,
  isPortalRedirectUri,
  RuntimeOrigins,
  toRuntimeOrigin,
} from '../../../sandbox/identity/redirect-rule.ts';

const origins = new RuntimeOrigins(['http://127.0.0.1:4321', 'http://[::1]:3000']);
const originAllowed = origins.allows;

describe('portal redirect rule: exactly the registered runtime URIs', () => {
  it.each([
    ['http://127.0.0.1:4321/en/callback', true],
    ['http://127.0.0.1:4321/de-ch/callback', true],
    ['http://127.0.0.1:4321/blank-callback', true],
    ['http://[::1]:3000/fr/callback', true],
    // Another loopback origin or port, another host: not registered.
    ['http://127.0.0.1:9/en/callback', false],
    ['http://localhost:4321/en/callback', false],
    ['http://evil.test/en/callback', false],
    ['https://127.0.0.1:4321/en/callback', false],
    // Another path on the registered origin.
    ['http://127.0.0.1:4321/callback', false],
    ['http://127.0.0.1:4321/en/blank-callback', false],
    ['http://127.0.0.1:4321/en/callback/', false],
    ['http://127.0.0.1:4321/en/mykomax', false],
    ['http://127.0.0.1:4321/events/callback', false],
    ['http://127.0.0.1:4321/de-che/callback', false],
    ['http://127.0.0.1:4321/EN/callback', false],
    ['http://127.0.0.1:4321/x/../en/callback', false],
    ['http://127.0.0.1:4321/%65n/callback', false],
    // Query, fragment, credentials, spelling a parser would normalise.
    ['http://127.0.0.1:4321/en/callback?next=/x', false],
    ['http://127.0.0.1:4321/en/callback?', false],
    ['http://127.0.0.1:4321/en/callback#x', false],
    ['http://user:pw@127.0.0.1:4321/en/callback', false],
    ['HTTP://127.0.0.1:4321/en/callback', false],
    ['javascript:alert(1)//127.0.0.1:4321/en/callback', false],
  ])('redirect_uri %s allowed: %s', (uri, allowed) => {
    expect(isPortalRedirectUri({ uri, originAllowed })).toBe(allowed);
  });

  it.each([
    ['http://127.0.0.1:4321/en', true],
    ['http://127.0.0.1:4321/de-ch', true],
    ['http://127.0.0.1:4321/en/', false],
    ['http://127.0.0.1:4321/de/mykomax?x=1', false],
    ['http://127.0.0.1:4321/en?next=//evil.test', false],
    ['http://127.0.0.1:4321/', false],
    ['http://127.0.0.1:9/en', false],
    ['https://evil.example/en', false],
  ])('post_logout_redirect_uri %s allowed: %s', (uri, allowed) => {
    expect(isPortalPostLogoutUri({ uri, originAllowed })).toBe(allowed);
  });

  it('accepts an origin registered after start', () => {
    const later = new RuntimeOrigins([]);
    const uri = 'http://127.0.0.1:50123/en/callback';
    expect(isPortalRedirectUri({ uri, originAllowed: later.allows })).toBe(false);
    later.add('http://127.0.0.1:50123');
    expect(isPortalRedirectUri({ uri, originAllowed: later.allows })).toBe(true);
  });

  it.each([
    'http://127.0.0.1:4321/',
    'http://127.0.0.1:4321/en',
    'HTTP://127.0.0.1:4321',
    'http://localhost:80',
    'ftp://127.0.0.1:21',
    'javascript:alert(1)',
    '127.0.0.1:4321',
  ])('refuses to register %s, which is not exactly an origin', (value) => {
    expect(() => toRuntimeOrigin(value)).toThrow(/Not a runtime origin/);
  });
});
