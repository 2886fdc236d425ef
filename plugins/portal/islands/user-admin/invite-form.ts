import { PORTAL_MESSAGES } from '../../../../core/portal/messages.ts';
import { type ValidationErrors, validateInvite } from '../../../../core/portal/validation.ts';
import { formText, submitFailure } from '../forms.ts';
import { SisRequestError } from '../sis-client.ts';
import { userPath } from './users.ts';

/** The invite form's values (customer-area §3 invite: e-mail, organization, applications). */
export interface InviteValues {
  email: string;
  /** Organization id; '' when none is chosen. */
  organization: string;
  /** Application ids checked. */
  applications: string[];
}

/** Messages of the invite form by field. */
export type InviteErrors = ValidationErrors<'email' | 'organization'>;

/** What the invite form shows below its fields after a submit. */
export type InviteFeedback =
  | { kind: 'none' }
  /** Field messages of customer-area §5 ('Please provide a valid email address', 'Please select an item'). */
  | { kind: 'invalid'; errors: InviteErrors }
  /** 'The user already exists' with the path of that user's profile (null when the SIS named none). */
  | { kind: 'alreadyExists'; message: string; profilePath: string | null }
  /** Any other failure: the generic form message of customer-area §8. */
  | { kind: 'failed'; message: string }
  /** Invited: the address and the new user's detail path. */
  | { kind: 'invited'; email: string; userPath: string };

/** Reads the invite form's fields `email`, `organization` and `applications` (checkboxes). */
export function readInviteForm(data: FormData): InviteValues {
  return {
    email: formText(data, 'email').trim(),
    organization: formText(data, 'organization').trim(),
    applications: data.getAll('applications').filter((value): value is string => typeof value === 'string'),
  };
}

/**
 * Checks the invite form before it is sent (customer-area §5 invite user, core/portal `validateInvite`).
 *
 * @returns `invalid` with the messages by field, or null when the form may be sent.
 */
export function checkInvite(values: InviteValues): InviteFeedback | null {
  const errors = validateInvite(values);
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : null;
}

/**
 * The feedback for a failed invite (customer-area §8): USER_ALREADY_EXISTS → 'The user already exists'
 * with a link to `{home}/user-admin/{extensions.userId}`; BAD_USER_INPUT with messages for the form's
 * fields → those messages; anything else → 'Something went wrong. Please verify your input is correct
 * and try again later.'
 *
 * @param error what the SIS call threw.
 * @param home the portal home path (`/en/mykomax`).
 */
export function inviteFailure(error: unknown, home: string): InviteFeedback {
  if (error instanceof SisRequestError && error.code === 'USER_ALREADY_EXISTS') {
    const userId = error.extensions.userId;
    return {
      kind: 'alreadyExists',
      message: PORTAL_MESSAGES.userAlreadyExists,
      profilePath: typeof userId === 'string' && userId !== '' ? userPath(home, userId) : null,
    };
  }
  const outcome = submitFailure(error);
  if ('fields' in outcome) {
    // Only the form's own fields can show a message; one for another field gets the form message.
    const errors: InviteErrors = {};
    if (outcome.fields.email) errors.email = outcome.fields.email;
    if (outcome.fields.organization) errors.organization = outcome.fields.organization;
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'failed', message: PORTAL_MESSAGES.formFailed };
}
