import { describe, expect, it } from 'vitest';
import {
  type TicketForm,
  validateCloseTicket,
  validateComment,
  validateInvite,
  validateProfile,
  validateTicket,
} from '../../../core/portal/validation.ts';

const TICKET: TicketForm = {
  location: 'org-1',
  ticketType: 'repair',
  machineConcerned: 'asset-7',
  subject: 'Crimp height drifts',
  description: 'Since Monday the crimp height drifts by 0.02 mm.',
};

describe('validateTicket (customer-area §5 ticket form)', () => {
  it('accepts a complete form without the optional fields', () => {
    expect(validateTicket(TICKET)).toEqual({});
  });

  it.each([
    ['location', 'Please select a location'],
    ['ticketType', 'Please select a ticket type'],
    ['machineConcerned', 'Please select a machine concerned'],
    ['subject', 'Please enter the subject'],
    ['description', 'Please enter the description'],
  ] as const)('asks for %s', (field, message) => {
    for (const empty of ['', '   \n', null, undefined]) {
      expect(validateTicket({ ...TICKET, [field]: empty })).toEqual({ [field]: message });
    }
  });

  it('lists all five messages for an empty form', () => {
    const empty = { location: '', ticketType: '', machineConcerned: '', subject: '', description: '' };
    expect(Object.keys(validateTicket(empty))).toHaveLength(5);
  });
});

describe('validateComment (customer-area §5 comment)', () => {
  it.each([
    ['Looks fixed, thanks', {}],
    ['', { description: 'Please enter a comment' }],
    ['  \t ', { description: 'Please enter a comment' }],
    [null, { description: 'Please enter a comment' }],
  ])('%j', (description, expected) => {
    expect(validateComment({ description })).toEqual(expected);
  });
});

describe('validateCloseTicket (customer-area §4 close reasons)', () => {
  it.each([
    ['solvedByProvider', {}],
    ['solvedWithoutProvider', {}],
    ['noLongerRelevant', {}],
    ['', { reason: 'Please select an item' }],
    [null, { reason: 'Please select an item' }],
    ['somethingElse', { reason: 'Please select an item' }],
  ])('%j', (reason, expected) => {
    expect(validateCloseTicket({ reason })).toEqual(expected);
  });

  it('does not require a comment', () => {
    expect(validateCloseTicket({ reason: 'noLongerRelevant', comment: '' })).toEqual({});
  });
});

describe('validateProfile (customer-area §5 profile)', () => {
  it.each([
    ['Anna', 'Keller', {}],
    ['', 'Keller', { firstName: 'Please enter your first name' }],
    ['Anna', ' ', { lastName: 'Please enter your last name' }],
    [null, undefined, { firstName: 'Please enter your first name', lastName: 'Please enter your last name' }],
  ])('%j %j', (firstName, lastName, expected) => {
    expect(validateProfile({ firstName, lastName })).toEqual(expected);
  });
});

describe('validateInvite (customer-area §5 invite user)', () => {
  it.each([
    ['new.user@customer.test', 'org-1', {}],
    ['  new.user@customer.test ', 'org-1', {}],
    ['new.user@customer', 'org-1', { email: 'Please provide a valid email address' }],
    ['', 'org-1', { email: 'Please provide a valid email address' }],
    ['new.user@customer.test', '', { organization: 'Please select an item' }],
    [null, null, { email: 'Please provide a valid email address', organization: 'Please select an item' }],
  ])('%j in %j', (email, organization, expected) => {
    expect(validateInvite({ email, organization, applications: [] })).toEqual(expected);
  });
});
