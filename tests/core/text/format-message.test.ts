import { describe, expect, it } from 'vitest';
import { IDENTITY_ERRORS } from '../../../core/portal/messages.ts';
import { formatMessage } from '../../../core/text/format-message.ts';

describe('formatMessage (customer-area §8 templates, the one `{name}` syntax)', () => {
  it.each([
    [IDENTITY_ERRORS.unexpectedStatus, { status: 500 }, 'Expected 200, received 500'],
    [IDENTITY_ERRORS.userInfoFailed, { status: 401 }, 'Failed to get user info; received 401'],
    [IDENTITY_ERRORS.endSessionFailed, { status: 502 }, 'Failed to end session; received 502'],
    [IDENTITY_ERRORS.revokeFailed, { status: '503' }, 'Failed to revoke token; received 503'],
    ['Page Not Found: {path}', { path: '/en/nope' }, 'Page Not Found: /en/nope'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['keeps {missing}', {}, 'keeps {missing}'],
    ['no placeholders', { status: 1 }, 'no placeholders'],
    ['{toString}', {}, '{toString}'],
    ['{{name}} is not the syntax', { name: 'x' }, '{x} is not the syntax'],
  ])('fills %s', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});
