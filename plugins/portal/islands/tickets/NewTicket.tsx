import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ValidationErrors, validateTicket } from '../../../../core/portal/validation.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { Input } from '../../../../runtime/ui/Input.tsx';
import { Select } from '../../../../runtime/ui/Select.tsx';
import { Textarea } from '../../../../runtime/ui/Textarea.tsx';
import { PortalLink } from '../PortalShell.tsx';
import type { PortalSession } from '../session.ts';
import { LoadFailed } from './LoadFailed.tsx';
import type { TicketsLabels } from './labels.ts';
import {
  CREATE_TICKET_MUTATION,
  TICKET_FORM_CHOICES_QUERY,
  type TicketFormChoices,
} from './sis-documents.ts';
import {
  createTicketInput,
  locationOptions,
  machineOptions,
  submitFailure,
  type TICKET_FORM_FIELDS,
  ticketFormFromData,
  ticketTypeOptions,
} from './ticket-forms.ts';
import { useSisQuery } from './use-sis-query.ts';

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
  const [state] = useSisQuery<TicketFormChoices>(session.sis, TICKET_FORM_CHOICES_QUERY);
  const listPath = `${session.home}/tickets/list`;
  return (
    <section className="sf-tickets">
      <h1 id="sf-tickets-title" className="sf-page__title">
        {labels['new.title']}
      </h1>
      {state.status === 'loading' && (
        <p className="sf-portal__status" role="status">
          {labels.loading}
        </p>
      )}
      {state.status === 'failed' && (
        <LoadFailed error={state.error} text={labels.loadFailed}>
          <PortalLink session={session} to={listPath}>
            {labels['form.cancel']}
          </PortalLink>
        </LoadFailed>
      )}
      {state.status === 'ready' && <NewTicketForm session={session} labels={labels} choices={state.data} />}
    </section>
  );
}

/** Props of {@link NewTicketForm}. */
export interface NewTicketFormProps {
  session: PortalSession;
  labels: TicketsLabels;
  choices: TicketFormChoices;
}

type TicketFormErrors = ValidationErrors<(typeof TICKET_FORM_FIELDS)[number]>;

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
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field with a message takes the focus.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === 'location') setLocationId(target.value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = ticketFormFromData(new FormData(event.currentTarget));
    const found = validateTicket(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      const { createTicket } = await session.sis.request<{ createTicket: { id: string } }>(
        CREATE_TICKET_MUTATION,
        { input: createTicketInput(form) },
      );
      session.navigate(`${session.home}/tickets/${encodeURIComponent(createTicket.id)}`);
    } catch (error) {
      const outcome = submitFailure(error);
      if ('fields' in outcome) {
        setErrors(outcome.fields);
        setAttempt((count) => count + 1);
      } else {
        setFailure(outcome.message);
      }
      setSending(false);
    }
  };

  const machines = machineOptions(choices.assets, locationId);
  return (
    <form
      ref={formRef}
      className="sf-portal__form sf-tickets__form"
      noValidate
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <p className="sf-tickets__intro">{labels['new.intro']}</p>
      <Select
        id="sf-ticket-location"
        name="location"
        label={labels['form.location']}
        placeholder={labels['form.choose']}
        options={locationOptions(choices.organizations)}
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
      {failure && (
        <p className="sf-portal__note sf-tickets__form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="sf-portal__actions">
        <Button type="submit" loading={sending}>
          {labels['form.submit']}
        </Button>
        <PortalLink
          session={session}
          to={`${session.home}/tickets/list`}
          className="sf-button sf-button--secondary"
        >
          {labels['form.cancel']}
        </PortalLink>
      </div>
    </form>
  );
}
