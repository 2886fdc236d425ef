import { describe, expect, it } from 'vitest';
import { SisRequestError } from '../../../../../plugins/portal/islands/sis-client.ts';
import {
  afterDelete,
  changeErrorMessage,
  deleteUserWarning,
  removeOrganizationWarning,
  userLoadErrorMessage,
} from '../../../../../plugins/portal/islands/user-admin/warnings.ts';

const sisError = (code: string | null, message = 'x') =>
  new SisRequestError(message, { status: 200, extensions: code ? { code } : {} });

describe('removeOrganizationWarning (customer-area §6)', () => {
  it.each([
    [{ isSelf: true, sharedOrganizations: 3 }, 'own'],
    [{ isSelf: true, sharedOrganizations: 1 }, 'own'],
    [{ isSelf: false, sharedOrganizations: 1 }, 'lastShared'],
    [{ isSelf: false, sharedOrganizations: 2 }, null],
  ] as const)('%j → %s', (input, warning) => {
    expect(removeOrganizationWarning(input)).toBe(warning);
  });
});

describe('deleting a user (customer-area §6)', () => {
  it('warns about one’s own account and logs out afterwards', () => {
    expect(deleteUserWarning({ isSelf: true })).toBe('own');
    expect(afterDelete({ isSelf: true })).toBe('logOut');
  });

  it('asks about another user too and returns to the list', () => {
    expect(deleteUserWarning({ isSelf: false })).toBe('other');
    expect(afterDelete({ isSelf: false })).toBe('list');
  });
});

describe('userLoadErrorMessage (customer-area §8)', () => {
  it.each([
    [sisError('NOT_FOUND'), 'Unable to view user details'],
    [sisError('FORBIDDEN'), 'Unable to view user details'],
    [sisError(null, 'GraphQL Error (Code: 502)'), 'An error occurred while loading this user'],
    [
      new SisRequestError('Network request failed', { status: null }),
      'An error occurred while loading this user',
    ],
    [new Error('boom'), 'An error occurred while loading this user'],
  ])('%s → %s', (error, message) => {
    expect(userLoadErrorMessage(error)).toBe(message);
  });
});

describe('changeErrorMessage', () => {
  it('shows the SIS reason for a refused input, e.g. removing the last organization', () => {
    expect(
      changeErrorMessage(sisError('BAD_USER_INPUT', 'A user must belong to at least one organization')),
    ).toBe('A user must belong to at least one organization');
  });

  it('shows why a user in organizations the admin does not administer cannot be deleted', () => {
    const refused = new SisRequestError('This user also belongs to organizations you do not administer', {
      status: 200,
      extensions: { code: 'FORBIDDEN', reason: 'FOREIGN_ORGANIZATION' },
    });
    expect(changeErrorMessage(refused)).toBe('This user also belongs to organizations you do not administer');
  });

  it('says the user is out of reach, or asks to try again later', () => {
    expect(changeErrorMessage(sisError('NOT_FOUND'))).toBe('Unable to view user details');
    expect(changeErrorMessage(sisError(null))).toBe(
      'Something went wrong. Please verify your input is correct and try again later.',
    );
  });
});
