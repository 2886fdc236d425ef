import type { Translator } from '../../../../core/i18n/index.ts';
import { labelText, translateLabels } from '../../../../core/i18n/labels.ts';

/** Namespace of the wire-flow download centre's texts: `locales/{lng}/portal-wire-flow.json`. */
export const WIRE_FLOW_NAMESPACE = 'portal-wire-flow';

/** Keys of the wire-flow download centre's texts (dotted paths in `locales/{lng}/portal-wire-flow.json`). */
export const WIRE_FLOW_LABEL_KEYS = [
  'title',
  'intro',
  'loading',
  'loadFailed',
  'empty',
  'platformFilter',
  'allPlatforms',
  'platform.windows',
  'platform.linux',
  'platform.any',
  'columns.name',
  'columns.version',
  'columns.platform',
  'columns.releaseDate',
  'columns.size',
  'columns.download',
  'download',
] as const;

/** The wire-flow download centre's texts of one language, by key. */
export type WireFlowLabels = Record<(typeof WIRE_FLOW_LABEL_KEYS)[number], string>;

/** Translates the wire-flow download centre's texts for the portal island's props. */
export function wireFlowLabels(t: Translator): WireFlowLabels {
  return translateLabels({ t, namespace: WIRE_FLOW_NAMESPACE, keys: WIRE_FLOW_LABEL_KEYS });
}

/**
 * A platform's name for people: the label of `windows`, `linux` or `any`; another platform as received.
 */
export function platformLabel(labels: WireFlowLabels, platform: string): string {
  return labelText({ labels, key: `platform.${platform}`, fallback: platform });
}
