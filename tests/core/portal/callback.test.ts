import { describe, expect, it } from 'vitest';
import { checkState, readCallbackParams } from '../../../core/portal/callback.ts';

describe('readCallbackParams (customer-area §2 /callback, §5, §8)', () => {
  it.each([
    ['?code=c1&state=s1', 'c1', 's1'],
    ['code=c1&state=s1', 'c1', 's1'],
    ['?state=s%2F1&code=c%201&iss=x', 'c 1', 's/1'],
  ])('accepts %s', (search, code, state) => {
    expect(readCallbackParams(search)).toEqual({ ok: true, code, state });
  });

  it.each([
    ['', 'missing params: code, state'],
    ['?', 'missing params: code, state'],
    ['?state=s1', 'missing params: code'],
    ['?code=c1', 'missing params: state'],
    ['?code=&state=s1', 'missing params: code'],
    ['?code=c1&state=s1&state=s2', 'missing params: state'],
    ['?code=c1&code=c2&state=s1', 'Failed to acquire authorization code'],
    [
      '?state=s1&error=access_denied&error_description=User%20cancelled',
      'missing params: code (access_denied: User cancelled)',
    ],
    ['?error=login_required', 'missing params: code, state (login_required)'],
    ['?code=c1&state=s1&error=server_error', 'missing params (server_error)'],
  ])('rejects %j with %j', (search, message) => {
    expect(readCallbackParams(search)).toEqual({ ok: false, message });
  });
});

describe('checkState (customer-area §5 state check)', () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['s1', 's1', true],
    ['s1', 's2', false],
    ['s1', null, false],
    [null, 's1', false],
    ['', '', false],
    [undefined, undefined, false],
  ])('expected %j, received %j → ok %s', (expected, received, ok) => {
    expect(checkState({ expected, received })).toEqual(ok ? { ok } : { ok, message: 'State mismatch' });
  });
});
