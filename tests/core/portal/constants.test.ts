import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  IDENTITY_ERRORS,
  SILENT_LOGIN_ERRORS,
  TICKET_LIST_COLUMNS,
} from '../../../core/portal/constants.ts';

describe('formatMessage (customer-area §8 templates)', () => {
  it.each([
    [IDENTITY_ERRORS.unexpectedStatus, { status: 500 }, 'Expected 200, received 500'],
    [IDENTITY_ERRORS.userInfoFailed, { status: 401 }, 'Failed to get user info; received 401'],
    [IDENTITY_ERRORS.endSessionFailed, { status: 502 }, 'Failed to end session; received 502'],
    [IDENTITY_ERRORS.revokeFailed, { status: '503' }, 'Failed to revoke token; received 503'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['keeps {missing}', {}, 'keeps {missing}'],
    ['no placeholders', { status: 1 }, 'no placeholders'],
    ['{toString}', {}, '{toString}'],
  ])('fills %s', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});

describe('portal constants (customer-area §3, §8)', () => {
  it('lists the eleven ticket columns in spec order', () => {
    expect(TICKET_LIST_COLUMNS.map((column) => column.label)).toEqual([
      'Ticket ID',
      'Type',
      'Subject',
      'Machine',
      'Serial number',
      'Concern',
      'Status',
      'Contact',
      'Created on',
      'Replies',
      'Comments',
    ]);
  });

  it('lists the seven silent-login errors', () => {
    expect(SILENT_LOGIN_ERRORS).toHaveLength(7);
    expect(new Set(SILENT_LOGIN_ERRORS).size).toBe(7);
  });
});
