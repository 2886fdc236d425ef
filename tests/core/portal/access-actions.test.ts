import { describe, expect, it } from 'vitest';
import { ACCESS_ACTIONS, ACCESS_STATUSES, accessActions } from '../../../core/portal/access-actions.ts';

describe('accessActions (customer-area §4 user-administration actions)', () => {
  it.each([
    ['invited', ['resendInvite', 'withdraw']],
    ['inviteExpired', ['sendNewInvite', 'withdraw']],
    ['pending', ['acceptRequest', 'decline']],
    ['active', ['update', 'withdraw']],
    ['inactive', ['grantAccess']],
    ['declined', ['grantAccess']],
    ['unknown', ['addApplication']],
  ] as const)('%s offers %j', (status, actions) => {
    expect(accessActions(status)).toEqual(actions);
  });

  it('offers each of the eight actions for some status', () => {
    const offered = new Set(ACCESS_STATUSES.flatMap((status) => accessActions(status)));
    expect([...offered].sort()).toEqual([...ACCESS_ACTIONS].sort());
  });
});
