import { describe, expect, it } from 'vitest';
import { SILENT_LOGIN_ERRORS } from '../../../core/portal/messages.ts';
import {
  isSilentLoginError,
  revokeAnsweredOk,
  shouldRenewTokens,
  type TokenSet,
  tokenExpiry,
} from '../../../core/portal/tokens.ts';

const NOW = 1_700_000_000_000;
const expiringIn = (ms: number): TokenSet => ({ accessToken: 'at', idToken: 'id', tokenExpiry: NOW + ms });

describe('tokenExpiry (customer-area §3 token set)', () => {
  it.each([
    [3600, NOW + 3_600_000],
    [0, NOW],
    [1, NOW + 1000],
  ])('expires_in %i s → now + ms', (expiresInSeconds, expected) => {
    expect(tokenExpiry({ nowMs: NOW, expiresInSeconds })).toBe(expected);
  });
});

describe('shouldRenewTokens (customer-area §4 authentication flow step 1)', () => {
  it.each<[string, TokenSet | null | undefined, boolean | undefined, boolean]>([
    ['no stored tokens', null, undefined, true],
    ['undefined tokens', undefined, undefined, true],
    ['an empty access token', { accessToken: '', tokenExpiry: NOW + 3_600_000 }, undefined, true],
    ['an unknown expiry', { accessToken: 'at' }, undefined, true],
    ['an hour left', expiringIn(3_600_000), undefined, false],
    ['181 s left', expiringIn(181_000), undefined, false],
    ['exactly 180 s left', expiringIn(180_000), undefined, true],
    ['179 s left', expiringIn(179_000), undefined, true],
    ['already expired', expiringIn(-1), undefined, true],
    ['an hour left but forced', expiringIn(3_600_000), true, true],
    ['an hour left, force false', expiringIn(3_600_000), false, false],
  ])('%s', (_case, tokens, force, expected) => {
    expect(shouldRenewTokens({ tokens, nowMs: NOW, force })).toBe(expected);
  });

  it('honours another threshold, such as the client 30000 ms', () => {
    expect(shouldRenewTokens({ tokens: expiringIn(60_000), nowMs: NOW, thresholdMs: 30_000 })).toBe(false);
    expect(shouldRenewTokens({ tokens: expiringIn(60_000), nowMs: NOW })).toBe(true);
  });
});

describe('isSilentLoginError (customer-area §8)', () => {
  it.each(SILENT_LOGIN_ERRORS.map((message) => [message]))('%s sends to login', (message) => {
    expect(isSilentLoginError(message)).toBe(true);
  });

  it.each([['State mismatch'], ['failed to fetch'], ['Failed to fetch '], ['']])('%j does not', (message) => {
    expect(isSilentLoginError(message)).toBe(false);
  });
});

describe('revokeAnsweredOk (customer-area §8 revoke, 4xx counts as done)', () => {
  it.each([
    [200, true],
    [204, true],
    [400, true],
    [401, true],
    [499, true],
    [500, false],
    [503, false],
    [302, false],
    [0, false],
  ])('%i → %s', (status, expected) => {
    expect(revokeAnsweredOk(status)).toBe(expected);
  });
});
