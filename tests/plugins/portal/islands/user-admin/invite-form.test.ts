import { describe, expect, it } from 'vitest';
import { SisRequestError } from '../../../../../plugins/portal/islands/sis-client.ts';
import {
  checkInvite,
  inviteFailure,
  readInviteForm,
} from '../../../../../plugins/portal/islands/user-admin/invite-form.ts';

const HOME = '/en/mykomax';
const FAILED = 'Something went wrong. Please verify your input is correct and try again later.';

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('readInviteForm', () => {
  it('reads the e-mail trimmed, the organization and every checked application', () => {
    const values = readInviteForm(
      form([
        ['email', '  new@alpha-wire.test '],
        ['organization', 'org-alpha-wire'],
        ['applications', 'ticketing'],
        ['applications', 'campus'],
      ]),
    );
    expect(values).toEqual({
      email: 'new@alpha-wire.test',
      organization: 'org-alpha-wire',
      applications: ['ticketing', 'campus'],
    });
  });

  it('reads missing fields as empty', () => {
    expect(readInviteForm(form([]))).toEqual({ email: '', organization: '', applications: [] });
  });
});

describe('checkInvite (customer-area §5 invite user)', () => {
  it('asks for a valid e-mail address and an organization', () => {
    expect(checkInvite({ email: 'not-an-address', organization: '', applications: [] })).toEqual({
      kind: 'invalid',
      errors: { email: 'Please provide a valid email address', organization: 'Please select an item' },
    });
  });

  it('lets a form with e-mail and organization through, applications being optional', () => {
    expect(
      checkInvite({ email: 'new@alpha-wire.test', organization: 'org-alpha-wire', applications: [] }),
    ).toBeNull();
  });
});

describe('inviteFailure (customer-area §8)', () => {
  it('names an existing user and links to their profile', () => {
    const error = new SisRequestError('The user already exists', {
      status: 200,
      extensions: { code: 'USER_ALREADY_EXISTS', userId: 'acc-ticketing-user' },
    });
    expect(inviteFailure(error, HOME)).toEqual({
      kind: 'alreadyExists',
      message: 'The user already exists',
      profilePath: '/en/mykomax/user-admin/acc-ticketing-user',
    });
  });

  it('still says the user exists when the SIS names no id', () => {
    const error = new SisRequestError('The user already exists', {
      status: 200,
      extensions: { code: 'USER_ALREADY_EXISTS' },
    });
    expect(inviteFailure(error, HOME)).toMatchObject({ kind: 'alreadyExists', profilePath: null });
  });

  it('shows the SIS field messages at their fields', () => {
    const error = new SisRequestError('Please select an item', {
      status: 200,
      extensions: { code: 'BAD_USER_INPUT', fields: { organization: 'Please select an item' } },
    });
    expect(inviteFailure(error, HOME)).toEqual({
      kind: 'invalid',
      errors: { organization: 'Please select an item' },
    });
  });

  it.each([
    [
      'a refusal without field messages',
      new SisRequestError("Unknown application 'x'", {
        status: 200,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ],
    ['a network failure', new SisRequestError('Network request failed', { status: null })],
    ['a forbidden call', new SisRequestError('No', { status: 200, extensions: { code: 'FORBIDDEN' } })],
    ['an unexpected error', new TypeError('boom')],
  ])('shows the generic form message for %s', (_, error) => {
    expect(inviteFailure(error, HOME)).toEqual({ kind: 'failed', message: FAILED });
  });
});
