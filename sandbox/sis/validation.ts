import { type ZodType, z } from 'zod';
import { sisError } from './context.ts';

/**
 * The SIS's answers to a form it refuses, in the words of customer-area §5 (ticket form, comment, invite
 * user) and §8 (an invite of an existing user). `selectItem` is the spec's generic prompt, also the
 * answer for a missing or unknown close reason and for an organization outside the caller's.
 */
export const SIS_MESSAGES = {
  location: 'Please select a location',
  ticketType: 'Please select a ticket type',
  machineConcerned: 'Please select a machine concerned',
  subject: 'Please enter the subject',
  description: 'Please enter the description',
  comment: 'Please enter a comment',
  email: 'Please provide a valid email address',
  selectItem: 'Please select an item',
  userAlreadyExists: 'The user already exists',
} as const;

/** The three close reasons (customer-area §4), as `closeTicket(reason:)` takes them. */
export const TICKET_CLOSE_REASONS = [
  'solvedByProvider',
  'solvedWithoutProvider',
  'noLongerRelevant',
] as const;

/** A required text: missing, null or whitespace-only answers `message`; the value comes out trimmed. */
const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** An optional text, trimmed; empty comes out as null. */
const optional = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** `createTicket(input:)` (customer-area §3 ticket form, §5 its five messages, in form order). */
export const ticketInputSchema = z.object({
  location: required(SIS_MESSAGES.location),
  ticketType: required(SIS_MESSAGES.ticketType),
  machineConcerned: required(SIS_MESSAGES.machineConcerned),
  machineName: optional,
  serialNumber: optional,
  subject: required(SIS_MESSAGES.subject),
  description: required(SIS_MESSAGES.description),
});

/** `addTicketComment(description:)` (customer-area §3 ticket comment, §5). */
export const commentSchema = z.object({ description: required(SIS_MESSAGES.comment) });

/** `closeTicket(reason:, comment:)` (customer-area §3 close form, §4 reasons); the comment is optional. */
export const closeTicketSchema = z.object({
  reason: z.enum(TICKET_CLOSE_REASONS, { error: SIS_MESSAGES.selectItem }),
  comment: optional,
});

/**
 * `inviteUser` (customer-area §3 invite, §5 invite user): an e-mail address (trimmed, then zod's
 * `z.email()`) and an organization are required; applications are optional.
 */
export const inviteSchema = z.object({
  email: z
    .string({ error: SIS_MESSAGES.email })
    .trim()
    .pipe(z.email({ error: SIS_MESSAGES.email })),
  organization: required(SIS_MESSAGES.selectItem),
  applications: z
    .array(z.string())
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});

/**
 * Refuses a form for one field, as the SIS answers a value outside the caller's choices (a location,
 * ticket type, machine or organization that is not theirs; customer-area §5 messages).
 *
 * @throws GraphQLError BAD_USER_INPUT, message = `message`, `extensions.fields` = `{ [field]: message }`.
 */
export function refuse(field: string, message: string): never {
  throw invalidInput({ [field]: message });
}

/**
 * Reads a mutation's arguments through one of this module's schemas.
 *
 * @param schema e.g. {@link ticketInputSchema}.
 * @param input the arguments as GraphQL passed them.
 * @returns the parsed values (texts trimmed).
 * @throws GraphQLError BAD_USER_INPUT: message = the first field's message, `extensions.fields` = the
 *   first message of each failing field, in the schema's field order.
 */
export function parseInput<Output>(schema: ZodType<Output>, input: unknown): Output {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
  throw invalidInput(fields);
}

function invalidInput(fields: Readonly<Record<string, string>>) {
  return sisError(Object.values(fields)[0] ?? 'Invalid input', 'BAD_USER_INPUT', { fields });
}
