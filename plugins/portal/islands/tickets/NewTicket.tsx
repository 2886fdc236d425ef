import { type FormEvent, useState } from 'react';
import { validateTicket } from '../../../../core/portal/validation.ts';
import { Input } from '../../../../runtime/ui/Input.tsx';
import { Select } from '../../../../runtime/ui/Select.tsx';
import { Textarea } from '../../../../runtime/ui/Textarea.tsx';
import { LoadStateView, useSisQuery } from '../load-state.tsx';
import { PortalLink } from '../PortalLink.tsx';
import type { PortalSession } from '../session.ts';
import { LoadFailed } from './LoadFailed.tsx';
import type { TicketsLabels } from './labels.ts';
import {
  CREATE_TICKET_MUTATION,
  TICKET_FORM_CHOICES_QUERY,
  type TicketFormChoices,
} from './sis-documents.ts';
import { TicketFormFooter } from './TicketForms.tsx';
import {
  createTicketInput,
  locationOptions,
  machineOptions,
  type TICKET_FORM_FIELDS,
  ticketFormFromData,
  ticketTypeOptions,
} from './ticket-forms.ts';
import { useTicketForm } from './use-ticket-form.ts';

/** Props of {@link NewTicket}. */
export interface NewTicketProps {
  session: PortalSession;
  labels: TicketsLabels;
}

/**
 * The new-ticket screen (customer-area §2 `/tickets/newticket`): reads the choices (the caller's
 * organizations' locations, the ticket types, the machines) from the SIS and shows {@link NewTicketForm}.
 */
export function NewTicket({ session, labels }: NewTicketProps) {
  const [state] = useSisQuery(session.sis, TICKET_FORM_CHOICES_QUERY);
  const backToList = (
    <PortalLink session={session} to={`${session.home}/tickets/list`}>
      {labels['form.cancel']}
    </PortalLink>
  );
  return (
    <section className="sf-tickets">
      <h1 id="sf-tickets-title" className="sf-page__title">
        {labels['new.title']}
      </h1>
      <LoadStateView
        state={state}
        loadingText={labels.loading}
        failed={(error) => (
          <LoadFailed error={error} text={labels.loadFailed}>
            {backToList}
          </LoadFailed>
        )}
      >
        {(choices) => <NewTicketForm session={session} labels={labels} choices={choices} />}
      </LoadStateView>
    </section>
  );
}

/** Props of {@link NewTicketForm}. */
export interface NewTicketFormProps {
  session: PortalSession;
  labels: TicketsLabels;
  choices: TicketFormChoices;
}

/**
 * The ticket form (customer-area §3): location (account), ticket type, machine concerned (the chosen
 * location's machines, 'machine name (serial number)'), machine name and serial number (optional),
 * subject, description. On submit it checks the form with core/portal `validateTicket` and shows each
 * message at its field (customer-area §5), then sends `createTicket`; the SIS's field messages show the
 * same way, any other failure shows 'Something went wrong. Please verify your input is correct and try
 * again later.' (role="alert"). Created, it goes to the new ticket's detail.
 */
export function NewTicketForm({ session, labels, choices }: NewTicketFormProps) {
  const [locationId, setLocationId] = useState('');
  const { formRef, errors, failure, sending, submit } = useTicketForm<(typeof TICKET_FORM_FIELDS)[number]>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = ticketFormFromData(new FormData(event.currentTarget));
    return submit(validateTicket(form), async () => {
      const { createTicket } = await session.sis.request(CREATE_TICKET_MUTATION, {
        input: createTicketInput(form),
      });
      session.navigate(`${session.home}/tickets/${encodeURIComponent(createTicket.id)}`);
    });
  };

  const machines = machineOptions(choices.assets, locationId);
  return (
    <form ref={formRef} className="sf-portal__form sf-tickets__form" noValidate onSubmit={onSubmit}>
      <p className="sf-tickets__intro">{labels['new.intro']}</p>
      <Select
        id="sf-ticket-location"
        name="location"
        label={labels['form.location']}
        placeholder={labels['form.choose']}
        options={locationOptions(choices.organizations)}
        value={locationId}
        onChange={setLocationId}
        error={errors.location}
      />
      <Select
        id="sf-ticket-type"
        name="ticketType"
        label={labels['form.ticketType']}
        placeholder={labels['form.choose']}
        options={ticketTypeOptions(choices.ticketTypes)}
        error={errors.ticketType}
      />
      {/* A new location offers its own machines: the choice starts over. */}
      <Select
        key={locationId}
        id="sf-ticket-machine"
        name="machineConcerned"
        label={labels['form.machineConcerned']}
        placeholder={labels['form.choose']}
        options={machines}
        error={errors.machineConcerned}
      />
      {locationId && machines.length === 0 && <p className="sf-tickets__hint">{labels['form.noMachines']}</p>}
      <Input
        id="sf-ticket-machine-name"
        name="machineName"
        label={labels['form.machineName']}
        error={errors.machineName}
      />
      <Input
        id="sf-ticket-serial-number"
        name="serialNumber"
        label={labels['form.serialNumber']}
        error={errors.serialNumber}
      />
      <Input id="sf-ticket-subject" name="subject" label={labels['form.subject']} error={errors.subject} />
      <Textarea
        id="sf-ticket-description"
        name="description"
        label={labels['form.description']}
        rows={6}
        error={errors.description}
      />
      <TicketFormFooter failure={failure} sending={sending} submitLabel={labels['form.submit']}>
        <PortalLink
          session={session}
          to={`${session.home}/tickets/list`}
          className="sf-button sf-button--secondary"
        >
          {labels['form.cancel']}
        </PortalLink>
      </TicketFormFooter>
    </form>
  );
}
