import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  type AccessStatus,
  accessActions,
  accessFromRoles,
  hasActiveAccess,
  isDelegatedAdmin,
} from '../../../sandbox/sis/rules.ts';
import {
  closeTicketSchema,
  commentSchema,
  inviteSchema,
  parseInput,
  ticketInputSchema,
} from '../../../sandbox/sis/validation.ts';

describe('the SIS access rules (customer-area §4)', () => {
  it.each<[AccessStatus, string[]]>([
    ['invited', ['resendInvite', 'withdraw']],
    ['inviteExpired', ['sendNewInvite', 'withdraw']],
    ['pending', ['acceptRequest', 'decline']],
    ['active', ['update', 'withdraw']],
    ['inactive', ['grantAccess']],
    ['declined', ['grantAccess']],
    ['unknown', ['addApplication']],
  ])('offers an access that is %s the actions %j', (status, actions) => {
    expect(accessActions(status)).toEqual(actions);
  });

  const NONE = {
    ticketing: null,
    assetDatabase: null,
    artemis: null,
    directService: null,
    wireMaster: null,
    masterData: null,
    campus: null,
  };

  it.each<[string, string[], Record<string, string>]>([
    ['no role', [], {}],
    [
      'a role containing the ticketing marker',
      ['x_kmx_int_serviceticketing_active_y'],
      { ticketing: 'active' },
    ],
    ['the asset database role', ['kmx_int_assetdb_active'], { assetDatabase: 'active' }],
    ['the artemis role', ['kmx_int_artemis_active'], { artemis: 'active' }],
    ['the wire master role', ['kmx_int_mfpwm_active'], { wireMaster: 'active' }],
    ['the master data role', ['kmx_int_mfpmds_active'], { masterData: 'active' }],
    ['the direct pending role', ['kmx_int_direct_pending'], { directService: 'pending' }],
    ['both direct roles', ['kmx_int_direct_pending', 'kmx_int_direct_active'], { directService: 'active' }],
    ['the campus invite', ['kmx_int_lmsefront_invited'], { campus: 'invited' }],
    ['the expired campus invite', ['kmx_int_lmsefront_inviteexpired'], { campus: 'inviteExpired' }],
    [
      'campus invited and active',
      ['kmx_int_lmsefront_invited', 'kmx_int_lmsefront_active'],
      { campus: 'active' },
    ],
    ['a role in other case', ['KMX_INT_ASSETDB_ACTIVE'], {}],
  ])('derives the access of %s', (_, roles, expected) => {
    expect(accessFromRoles(roles)).toEqual({ ...NONE, ...expected });
  });

  it('gates on active access and on the two delegated-admin roles', () => {
    expect(hasActiveAccess(['kmx_int_artemis_active'], 'artemis')).toBe(true);
    expect(hasActiveAccess(['kmx_int_direct_pending'], 'directService')).toBe(false);
    expect(isDelegatedAdmin(['kmx_delegatedadmin_intern'])).toBe(true);
    expect(isDelegatedAdmin(['kmx_delegatedadmin_extern'])).toBe(true);
    expect(isDelegatedAdmin(['kmx_int_serviceticketing_active'])).toBe(false);
  });
});

/** The BAD_USER_INPUT answer parseInput throws, as message and fields. */
function refusal(run: () => unknown): { message: string; fields: unknown } {
  try {
    run();
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions?: Record<string, unknown> };
    expect(extensions?.code).toBe('BAD_USER_INPUT');
    return { message, fields: extensions?.fields };
  }
  throw new Error('expected a refusal');
}

describe('the SIS form rules (customer-area §5)', () => {
  it('answers the first empty ticket field and lists every one', () => {
    const answer = refusal(() =>
      parseInput(ticketInputSchema, { location: ' ', ticketType: 'Complaint', subject: null }),
    );
    expect(answer).toEqual({
      message: 'Please select a location',
      fields: {
        location: 'Please select a location',
        machineConcerned: 'Please select a machine concerned',
        subject: 'Please enter the subject',
        description: 'Please enter the description',
      },
    });
  });

  it('trims a valid ticket and empties blank optional fields to null', () => {
    const input = { location: ' loc ', ticketType: 'Complaint', machineConcerned: 'ast', subject: 's' };
    expect(parseInput(ticketInputSchema, { ...input, description: 'd ', machineName: ' ' })).toEqual({
      location: 'loc',
      ticketType: 'Complaint',
      machineConcerned: 'ast',
      machineName: null,
      serialNumber: null,
      subject: 's',
      description: 'd',
    });
  });

  it.each<[ZodType, object, string]>([
    [commentSchema, { description: '  ' }, 'Please enter a comment'],
    [closeTicketSchema, { reason: 'whatever' }, 'Please select an item'],
    [closeTicketSchema, { reason: null }, 'Please select an item'],
    [inviteSchema, { email: 'not-an-address', organization: 'org' }, 'Please provide a valid email address'],
    [inviteSchema, { email: 'x@alpha-wire', organization: 'org' }, 'Please provide a valid email address'],
    [inviteSchema, { email: 'x@alpha-wire.test' }, 'Please select an item'],
  ])('refuses %#', (schema, input, message) => {
    expect(refusal(() => parseInput(schema, input)).message).toBe(message);
  });

  it('reads an invite with the address trimmed and the applications once each', () => {
    const invite = {
      email: ' A.B@alpha-wire.test ',
      organization: 'org',
      applications: ['campus', 'campus'],
    };
    expect(parseInput(inviteSchema, invite)).toEqual({
      email: 'A.B@alpha-wire.test',
      organization: 'org',
      applications: ['campus'],
    });
  });
});
