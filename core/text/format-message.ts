/**
 * Message templates: the one placeholder syntax of the product's texts. A placeholder is a name in single
 * braces, `{status}`, as the specifications write their messages ('Expected 200, received {status}',
 * 'Page Not Found: {path}'); the locale files use the same syntax (core/i18n configures i18next for it).
 */

/** Values of a template's placeholders, by name. */
export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills the `{name}` placeholders of a message template (customer-area §8 templates such as
 * 'Expected 200, received {status}'; the islands' labels such as 'Comparison ({count})').
 *
 * @param template the template.
 * @param values the values by placeholder name; numbers are written with `String()`.
 * @returns the message; a placeholder without a value is left as it is. Never throws.
 * @example formatMessage('Expected 200, received {status}', { status: 500 }) // 'Expected 200, received 500'
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
