import { describe, expect, it } from 'vitest';
import type { AccessStatus } from '../../../../../core/portal/access-actions.ts';
import {
  accessRows,
  accessSummary,
  applicationLabel,
} from '../../../../../plugins/portal/islands/user-admin/access-rows.ts';
import { german, labels, user } from './fixtures.ts';

const rowOf = (status: AccessStatus) =>
  accessRows(user({ id: 'u', email: 'u@x.test', access: { ticketing: status } }).access, labels)[0]!;

describe('accessRows (customer-area §4 access statuses and actions)', () => {
  it.each([
    ['invited', 'Invited', ['Resend invite', 'Withdraw']],
    ['inviteExpired', 'Invite expired', ['Send new invite', 'Withdraw']],
    ['pending', 'Access requested', ['Accept request', 'Decline']],
    ['active', 'Active', ['Update', 'Withdraw']],
    ['inactive', 'Inactive', ['Grant access']],
    ['declined', 'Declined', ['Grant access']],
    ['unknown', 'No access', ['Add application']],
  ] as const)('shows %s as "%s" with the buttons %j', (status, shown, buttons) => {
    const row = rowOf(status);
    expect(row).toMatchObject({ application: 'ticketing', applicationLabel: 'Service ticketing', status });
    expect(row.statusLabel).toBe(shown);
    expect(row.actions.map((action) => action.label)).toEqual(buttons);
  });

  it('keeps the SIS order of applications and names the actions by id', () => {
    const rows = accessRows(
      user({ id: 'u', email: 'u@x.test', access: { assetDatabase: 'pending' } }).access,
      labels,
    );
    expect(rows.map((row) => row.application)).toEqual(['ticketing', 'assetDatabase', 'campus']);
    expect(rows[1]!.actions.map((action) => action.action)).toEqual(['acceptRequest', 'decline']);
  });

  it('translates statuses, actions and applications', () => {
    const row = accessRows(
      user({ id: 'u', email: 'u@x.test', access: { ticketing: 'active' } }).access,
      german,
    )[0]!;
    expect(row).toMatchObject({ applicationLabel: 'Service-Ticketing', statusLabel: 'Aktiv' });
    expect(row.actions.map((action) => action.label)).toEqual(['Aktualisieren', 'Entziehen']);
  });

  it('falls back to the SIS name of an application the portal has no text for', () => {
    expect(applicationLabel({ id: 'newService', name: 'New service' }, labels)).toBe('New service');
  });
});

describe('accessSummary (user list)', () => {
  it('lists only applications with a recorded status', () => {
    const summary = accessSummary(
      user({ id: 'u', email: 'u@x.test', access: { campus: 'invited', ticketing: 'declined' } }).access,
      labels,
    );
    expect(summary).toEqual([
      {
        application: 'ticketing',
        applicationLabel: 'Service ticketing',
        status: 'declined',
        statusLabel: 'Declined',
      },
      { application: 'campus', applicationLabel: 'Campus', status: 'invited', statusLabel: 'Invited' },
    ]);
    expect(accessSummary(user({ id: 'v', email: 'v@x.test' }).access, labels)).toEqual([]);
  });
});
