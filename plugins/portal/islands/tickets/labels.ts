import type { Translator } from '../../../../core/i18n/index.ts';
import { translateLabels } from '../labels.ts';

/** Namespace of the service-ticketing screens' texts: `locales/{lng}/portal-tickets.json`. */
export const TICKETS_NAMESPACE = 'portal-tickets';

/** Keys of the service-ticketing screens' texts (dotted paths in `locales/{lng}/portal-tickets.json`). */
export const TICKETS_LABEL_KEYS = ['title'] as const;

/** The service-ticketing screens' texts of one language, by key. */
export type TicketsLabels = Record<(typeof TICKETS_LABEL_KEYS)[number], string>;

/** Translates the service-ticketing screens' texts for the portal island's props. */
export function ticketsLabels(t: Translator): TicketsLabels {
  return translateLabels(t, TICKETS_NAMESPACE, TICKETS_LABEL_KEYS);
}
