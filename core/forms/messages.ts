/**
 * Default field messages, verbatim from public-site §5 (validation rules). Pure constants: they belong
 * with the form rules in `core/` once forms arrive; the UI components use them as defaults.
 */

/** Shown by an invalid text, e-mail or select field without a message of its own. */
export const DEFAULT_INVALID_MESSAGE = 'Please enter a valid value.';

/** Shown by a required checkbox left unticked. */
export const DEFAULT_CHECKBOX_MESSAGE = 'Please select the checkbox to continue.';

/**
 * The message to show for a field's `error` prop: a string is shown as is, `true` gives `fallback`,
 * `false` or undefined gives none.
 */
export function fieldErrorMessage(error: boolean | string | undefined, fallback: string): string | null {
  if (typeof error === 'string') return error;
  return error ? fallback : null;
}
