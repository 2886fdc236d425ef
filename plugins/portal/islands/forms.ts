import { PORTAL_MESSAGES } from '../../../core/portal/messages.ts';
import { SisRequestError } from './sis-client.ts';

/**
 * What the portal's forms share: reading a submitted field, and how a failed SIS call shows on a form
 * (customer-area §5 form messages, §8 'Something went wrong. Please verify your input is correct and
 * try again later.').
 */

/**
 * The text of one submitted field, as typed (not trimmed).
 *
 * @param data the form's data (`new FormData(form)`).
 * @returns '' when the field is missing or is a file.
 */
export function formText(data: Pick<FormData, 'get'>, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/** What a failed form submission shows: messages at their fields, or one message for the form. */
export type SubmitFailure = { fields: Readonly<Record<string, string>> } | { message: string };

/**
 * How a form shows a failed SIS call (customer-area §5, §8): a BAD_USER_INPUT answer with field
 * messages shows them at their fields, as the form's own validation does; anything else shows
 * 'Something went wrong. Please verify your input is correct and try again later.'.
 *
 * @param error what the SIS client threw.
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (
    error instanceof SisRequestError &&
    error.code === 'BAD_USER_INPUT' &&
    Object.keys(error.fields).length > 0
  ) {
    return { fields: error.fields };
  }
  return { message: PORTAL_MESSAGES.formFailed };
}
