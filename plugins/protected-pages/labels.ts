import type { Translator } from '../../core/i18n/index.ts';
import { translateLabels } from '../../core/i18n/labels.ts';

/** Keys of the protected-pages namespace (`locales/{lng}/protected-pages.json`): every text the gate shows. */
export const GATE_LABEL_KEYS = [
  'title',
  'intro',
  'password',
  'submit',
  'required',
  'wrong',
  'tooMany',
  'failed',
  'signIn',
  'signInLink',
  'checking',
  'noAccess',
] as const;

/** A key of {@link GATE_LABEL_KEYS}. */
export type GateLabelKey = (typeof GATE_LABEL_KEYS)[number];

/** The gate's texts in one language. */
export type GateLabels = Record<GateLabelKey, string>;

/** Translates every gate text for the island's `labels` prop; a key missing in a language falls back to en. */
export function gateLabels(t: Translator): GateLabels {
  return translateLabels({ t, namespace: 'protected-pages', keys: GATE_LABEL_KEYS });
}
