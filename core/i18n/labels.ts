import { formatMessage, type MessageValues } from '../text/format-message.ts';
import type { Translator } from './index.ts';

/**
 * The islands' texts ("labels"): i18next is not loaded in the browser, so each island gets its texts
 * translated at render time as a plain record (key → text), and reads it with {@link labelText}. Free of
 * Node and React, so the islands import it as it is.
 */

/** Translated texts by key, as an island's `labels` prop carries them. */
export type Labels<Key extends string = string> = Readonly<Record<Key, string>>;

/**
 * Translates the keys of one namespace into a label record, for an island's `labels` prop. Placeholders
 * (`{name}`) stay in place for the island to fill with {@link labelText}.
 *
 * @param input.t the page's translator; a key missing in its language falls back to en, then to the key.
 * @param input.namespace the file name under `locales/{lng}/` without `.json` (`portal-tickets`, `basket`).
 * @param input.keys dotted key paths in that file (`columns.ticketId`).
 * @returns key → translated text.
 */
export function translateLabels<Key extends string>(input: {
  t: Translator;
  namespace: string;
  keys: readonly Key[];
}): Record<Key, string> {
  const { t, namespace, keys } = input;
  return Object.fromEntries(keys.map((key) => [key, t(`${namespace}:${key}`)])) as Record<Key, string>;
}

/**
 * One text of a label record, its `{name}` placeholders filled (core/text `formatMessage`). A key the
 * record lacks gives `fallback`: e.g. a status the service sends that the portal has no text for yet is
 * shown as received.
 *
 * @param input.labels the island's texts.
 * @param input.key the text's key, also one built at run time (`status.${status}`).
 * @param input.fallback shown when the record has no such key; default the key itself, so a gap shows.
 * @param input.values the placeholders' values; default none (placeholders stay as they are).
 * @example labelText({ labels, key: 'count', values: { count: 3 } }) // 'Comparison (3)'
 * @example labelText({ labels, key: `platform.${platform}`, fallback: platform }) // 'Windows', or 'solaris'
 */
export function labelText(input: {
  labels: Readonly<Record<string, string>>;
  key: string;
  fallback?: string;
  values?: MessageValues;
}): string {
  const { labels, key } = input;
  const text = Object.hasOwn(labels, key) ? labels[key]! : (input.fallback ?? key);
  return input.values ? formatMessage(text, input.values) : text;
}
