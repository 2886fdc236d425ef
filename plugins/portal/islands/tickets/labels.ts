import type { Translator } from '../../../../core/i18n/index.ts';
import { translateLabels } from '../../../../core/i18n/labels.ts';

/** Namespace of the service-ticketing screens' texts: `locales/{lng}/portal-tickets.json`. */
export const TICKETS_NAMESPACE = 'portal-tickets';

/**
 * Keys of the service-ticketing screens' texts (dotted paths in `locales/{lng}/portal-tickets.json`):
 * the list with its eleven column headers (customer-area §3), the ticket statuses, the new-ticket form,
 * the detail with its comment and close forms, and the three close reasons (customer-area §4). The
 * validation and error messages are not among them: they come verbatim from core/portal and the SIS.
 */
export const TICKETS_LABEL_KEYS = [
  'title',
  'loading',
  'loadFailed',
  'list.caption',
  'list.newTicket',
  'list.empty',
  'columns.ticketId',
  'columns.type',
  'columns.subject',
  'columns.machine',
  'columns.serialNumber',
  'columns.concern',
  'columns.status',
  'columns.contact',
  'columns.createdOn',
  'columns.replies',
  'columns.comments',
  'status.open',
  'status.inProgress',
  'status.closed',
  'new.title',
  'new.intro',
  'form.location',
  'form.ticketType',
  'form.machineConcerned',
  'form.machineName',
  'form.serialNumber',
  'form.subject',
  'form.description',
  'form.choose',
  'form.noMachines',
  'form.submit',
  'form.cancel',
  'detail.title',
  'detail.backToList',
  'detail.notFound',
  'detail.description',
  'detail.location',
  'detail.closeReason',
  'detail.closeComment',
  'comments.title',
  'comments.empty',
  'comments.label',
  'comments.submit',
  'comments.added',
  'close.title',
  'close.reason',
  'close.comment',
  'close.submit',
  'close.closed',
  'reasons.solvedByProvider',
  'reasons.solvedWithoutProvider',
  'reasons.noLongerRelevant',
] as const;

/** One key of {@link TICKETS_LABEL_KEYS}. */
export type TicketsLabelKey = (typeof TICKETS_LABEL_KEYS)[number];

/** The service-ticketing screens' texts of one language, by key. */
export type TicketsLabels = Record<TicketsLabelKey, string>;

/** Translates the service-ticketing screens' texts for the portal island's props. */
export function ticketsLabels(t: Translator): TicketsLabels {
  return translateLabels({ t, namespace: TICKETS_NAMESPACE, keys: TICKETS_LABEL_KEYS });
}
