import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../runtime/server/request-log.ts';

describe('redactUrl (docs/security.md rule 8: no secret in the request log)', () => {
  it.each([
    ['/en/callback?code=abc&state=xyz', '/en/callback'],
    ['/callback?code=abc', '/callback'],
    ['/de-ch/Callback?error=x&state=y', '/de-ch/Callback'],
    ['/blank-callback?code=abc&state=xyz&session_state=s', '/blank-callback'],
    ['/en/company?q=1&code=abc', '/en/company?q=1'],
    ['/en?token=t&id_token_hint=h&access_token=a&refresh_token=r&id_token=i&session_state=s', '/en'],
    ['/en?STATE=x&Code=y&q=2', '/en?q=2'],
    ['/en?%63ode=x&q=2', '/en?q=2'],
    ['/en?code[0]=x&q=2', '/en?q=2'],
    ['/en?codes=1&statement=2', '/en?codes=1&statement=2'],
    ['/en/company', '/en/company'],
    ['/en/company?', '/en/company?'],
    ['/en?q=a%20b&&x', '/en?q=a%20b&&x'],
    ['/en?q=%E0%A4%A&code=1', '/en?q=%E0%A4%A'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
