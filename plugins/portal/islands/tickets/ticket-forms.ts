import { TICKET_CLOSE_REASONS } from '../../../../core/portal/tickets.ts';
import type { TicketForm } from '../../../../core/portal/validation.ts';
import type { SelectOption } from '../../../../runtime/ui/Select.tsx';
import { formText } from '../forms.ts';
import type { TicketsLabels } from './labels.ts';
import type { SisAsset, TicketFormChoices } from './sis-documents.ts';

/** Names of the new-ticket form's fields (customer-area §3 ticket form), also the SIS input's keys. */
export const TICKET_FORM_FIELDS = [
  'location',
  'ticketType',
  'machineConcerned',
  'machineName',
  'serialNumber',
  'subject',
  'description',
] as const;

/** The SIS `CreateTicketInput`: required fields trimmed, optional ones null when left empty. */
export interface CreateTicketInput {
  location: string;
  ticketType: string;
  machineConcerned: string;
  machineName: string | null;
  serialNumber: string | null;
  subject: string;
  description: string;
}

/**
 * The choices of the form's "location (account)": every location of the caller's organizations, in the
 * SIS's order, by name.
 */
export function locationOptions(organizations: TicketFormChoices['organizations']): SelectOption[] {
  return organizations.flatMap((organization) =>
    organization.locations.map((location) => ({ value: location.id, label: location.name })),
  );
}

/**
 * The choices of the form's "machine concerned", each labelled 'machine name (serial number)'
 * (customer-area §3 ticket form): the chosen location's machines, or every machine while no location is
 * chosen.
 *
 * @param assets the caller's machines as the `assets` query answers them.
 * @param locationId the chosen location id; empty or null for none.
 */
export function machineOptions(assets: readonly SisAsset[], locationId: string | null): SelectOption[] {
  return assets
    .filter((asset) => !locationId || asset.location.id === locationId)
    .map((asset) => ({ value: asset.id, label: `${asset.machineName} (${asset.serialNumber})` }));
}

/** The ticket types offered by the SIS as choices (value and label alike). */
export function ticketTypeOptions(ticketTypes: readonly string[]): SelectOption[] {
  return ticketTypes.map((type) => ({ value: type, label: type }));
}

/**
 * Reads the new-ticket form's values from its `FormData`; a missing or non-text field reads as ''.
 * The result is what core/portal `validateTicket` checks.
 */
export function ticketFormFromData(data: FormData): Required<Record<keyof TicketForm, string>> {
  const read = (name: keyof TicketForm) => formText(data, name);
  return {
    location: read('location'),
    ticketType: read('ticketType'),
    machineConcerned: read('machineConcerned'),
    machineName: read('machineName'),
    serialNumber: read('serialNumber'),
    subject: read('subject'),
    description: read('description'),
  };
}

/**
 * Turns a validated new-ticket form into the SIS `createTicket` input: every value trimmed; machine name
 * and serial number null when left empty (the SIS then shows the machine concerned's).
 */
export function createTicketInput(form: Required<Record<keyof TicketForm, string>>): CreateTicketInput {
  const optional = (value: string) => value.trim() || null;
  return {
    location: form.location.trim(),
    ticketType: form.ticketType.trim(),
    machineConcerned: form.machineConcerned.trim(),
    machineName: optional(form.machineName),
    serialNumber: optional(form.serialNumber),
    subject: form.subject.trim(),
    description: form.description.trim(),
  };
}

/**
 * The close form's SIS variables (customer-area §3 close form): the reason as chosen (checked by
 * core/portal `validateCloseTicket`), the optional comment trimmed, null when empty.
 */
export function closeTicketVariables(ticketId: string, data: FormData) {
  return {
    ticketId,
    reason: formText(data, 'reason'),
    comment: formText(data, 'comment').trim() || null,
  };
}

/** The close reasons as radio choices, in the order of customer-area §4, with translated labels. */
export function closeReasonOptions(labels: TicketsLabels): SelectOption[] {
  return TICKET_CLOSE_REASONS.map((reason) => ({ value: reason, label: labels[`reasons.${reason}`] }));
}
