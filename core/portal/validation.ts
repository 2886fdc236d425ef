import { isEmailAddress } from '../forms/email.ts';
import { TICKET_CLOSE_REASONS } from './tickets.ts';

/**
 * Messages of the portal forms, verbatim from customer-area §5. `selectItem` is the spec's generic
 * 'Please select an item' prompt, also used for a missing or unknown close reason (the spec gives none).
 */
export const VALIDATION_MESSAGES = {
  location: 'Please select a location',
  ticketType: 'Please select a ticket type',
  machineConcerned: 'Please select a machine concerned',
  subject: 'Please enter the subject',
  description: 'Please enter the description',
  comment: 'Please enter a comment',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please provide a valid email address',
  selectItem: 'Please select an item',
} as const;

/** Messages by field name; empty when the form is valid. */
export type ValidationErrors<Field extends string> = Partial<Record<Field, string>>;

/** A form value as a control gives it; null or undefined count as empty. */
type Value = string | null | undefined;

/** The new-ticket form (customer-area §3 ticket form); machine name and serial number are optional. */
export interface TicketForm {
  location: Value;
  ticketType: Value;
  machineConcerned: Value;
  machineName?: Value;
  serialNumber?: Value;
  subject: Value;
  description: Value;
}

/**
 * Validates the new-ticket form (customer-area §5 ticket form). Whitespace-only counts as empty.
 *
 * @param form the form values.
 * @returns a message for each empty required field (location, ticketType, machineConcerned, subject,
 *   description); `{}` when valid.
 */
export function validateTicket(form: TicketForm): ValidationErrors<keyof TicketForm> {
  return collect({
    location: isBlank(form.location) && VALIDATION_MESSAGES.location,
    ticketType: isBlank(form.ticketType) && VALIDATION_MESSAGES.ticketType,
    machineConcerned: isBlank(form.machineConcerned) && VALIDATION_MESSAGES.machineConcerned,
    subject: isBlank(form.subject) && VALIDATION_MESSAGES.subject,
    description: isBlank(form.description) && VALIDATION_MESSAGES.description,
  });
}

/**
 * Validates a ticket comment (customer-area §3 ticket comment, §5 'Please enter a comment').
 *
 * @param form.description the comment text; whitespace-only counts as empty.
 * @returns `{ description: 'Please enter a comment' }` when empty, else `{}`.
 */
export function validateComment(form: { description: Value }): ValidationErrors<'description'> {
  return collect({ description: isBlank(form.description) && VALIDATION_MESSAGES.comment });
}

/**
 * Validates the close-ticket form (customer-area §3 close form, §4 close reasons): the reason must be one of
 * {@link TICKET_CLOSE_REASONS}; the comment is optional.
 *
 * @param form.reason the close reason id.
 * @param form.comment optional comment, never checked.
 * @returns `{ reason: 'Please select an item' }` for a missing or unknown reason, else `{}`.
 */
export function validateCloseTicket(form: { reason: Value; comment?: Value }): ValidationErrors<'reason'> {
  const known = (TICKET_CLOSE_REASONS as readonly string[]).includes(form.reason ?? '');
  return collect({ reason: !known && VALIDATION_MESSAGES.selectItem });
}

/**
 * Validates the account profile (customer-area §3 account profile, §5 profile). Only first and last name
 * are required; whitespace-only counts as empty.
 *
 * @param form the profile values; other fields are not checked.
 * @returns messages for firstName and lastName when empty; `{}` when valid.
 */
export function validateProfile(form: {
  firstName: Value;
  lastName: Value;
}): ValidationErrors<'firstName' | 'lastName'> {
  return collect({
    firstName: isBlank(form.firstName) && VALIDATION_MESSAGES.firstName,
    lastName: isBlank(form.lastName) && VALIDATION_MESSAGES.lastName,
  });
}

/**
 * Validates the invite-user form (customer-area §3 invite, §5 invite user): a valid e-mail address and an
 * organization are required; applications are optional (the spec does not require one).
 *
 * @param form.email the e-mail address, checked after trimming with core/forms `isEmailAddress` (zod's
 *   `z.email()`; the identity provider and the SIS stay the authority on deliverability).
 * @param form.organization the selected organization id.
 * @param form.applications the selected application ids; not checked.
 * @returns `{ email: 'Please provide a valid email address' }`, `{ organization: 'Please select an item' }`
 *   as applicable; `{}` when valid.
 */
export function validateInvite(form: {
  email: Value;
  organization: Value;
  applications?: readonly string[];
}): ValidationErrors<'email' | 'organization'> {
  return collect({
    email: !isEmailAddress((form.email ?? '').trim()) && VALIDATION_MESSAGES.email,
    organization: isBlank(form.organization) && VALIDATION_MESSAGES.selectItem,
  });
}

function isBlank(value: Value): boolean {
  return value == null || value.trim() === '';
}

function collect<Field extends string>(checks: Record<Field, string | false>): ValidationErrors<Field> {
  const errors: ValidationErrors<Field> = {};
  for (const [field, message] of Object.entries(checks) as Array<[Field, string | false]>) {
    if (message) errors[field] = message;
  }
  return errors;
}
