import { type FormEvent, useState } from 'react';
import { validateCloseTicket, validateComment } from '../../../../core/portal/validation.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { FieldError, fieldMessageId } from '../../../../runtime/ui/FieldError.tsx';
import { Textarea } from '../../../../runtime/ui/Textarea.tsx';
import type { PortalSession } from '../session.ts';
import type { TicketsLabels } from './labels.ts';
import { ADD_TICKET_COMMENT_MUTATION, CLOSE_TICKET_MUTATION, type TicketDetails } from './sis-documents.ts';
import { closeReasonOptions, closeTicketVariables, submitFailure } from './ticket-forms.ts';

/** Props of {@link CommentForm} and {@link CloseTicketForm}. */
export interface TicketFormProps {
  session: PortalSession;
  labels: TicketsLabels;
  ticketId: string;
  /** Takes the ticket as the SIS answered the change. */
  onSaved(ticket: TicketDetails): void;
}

/** Id of the comment field (its message is `${id}-message`). */
export const COMMENT_FIELD_ID = 'sf-ticket-comment';

/** Id of the close reason group (its message is `${id}-message`). */
export const CLOSE_REASON_FIELD_ID = 'sf-ticket-close-reason';

/**
 * The comment form of a ticket (customer-area §3 ticket comment): one labelled text field and "Add
 * comment". Empty, it shows 'Please enter a comment' (customer-area §5) at the field; else it sends
 * `addTicketComment` and, saved, clears the field and hands the updated ticket to `onSaved`. SIS field
 * messages show at the field, any other failure as the form message of customer-area §8 (role="alert").
 */
export function CommentForm({ session, labels, ticketId, onSaved }: TicketFormProps) {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = new FormData(form).get('description');
    const description = typeof value === 'string' ? value : '';
    const found = validateComment({ description });
    setError(found.description);
    setFailure(null);
    if (found.description) {
      form.querySelector<HTMLElement>(`#${COMMENT_FIELD_ID}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { addTicketComment } = await session.sis.request<{ addTicketComment: TicketDetails }>(
        ADD_TICKET_COMMENT_MUTATION,
        { ticketId, description: description.trim() },
      );
      form.reset();
      onSaved(addTicketComment);
    } catch (caught) {
      const outcome = submitFailure(caught);
      if ('fields' in outcome) setError(outcome.fields.description ?? Object.values(outcome.fields)[0]);
      else setFailure(outcome.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="sf-portal__form sf-ticket__comment-form" noValidate onSubmit={onSubmit}>
      <Textarea
        id={COMMENT_FIELD_ID}
        name="description"
        label={labels['comments.label']}
        rows={4}
        error={error}
      />
      {failure && (
        <p className="sf-portal__note sf-tickets__form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="sf-portal__actions">
        <Button type="submit" loading={sending}>
          {labels['comments.submit']}
        </Button>
      </div>
    </form>
  );
}

/**
 * The close form of a ticket (customer-area §3 close form, §4 close reasons): the three reasons as radio
 * buttons with translated labels, an optional note and "Close ticket". Without a reason it shows the
 * message of core/portal `validateCloseTicket` at the group; else it sends `closeTicket` and hands the
 * closed ticket to `onSaved`. SIS field messages show at the group, any other failure as the form
 * message of customer-area §8 (role="alert").
 */
export function CloseTicketForm({ session, labels, ticketId, onSaved }: TicketFormProps) {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const variables = closeTicketVariables(ticketId, new FormData(form));
    const found = validateCloseTicket(variables);
    setError(found.reason);
    setFailure(null);
    if (found.reason) {
      form.querySelector<HTMLElement>('input[name="reason"]')?.focus();
      return;
    }
    setSending(true);
    try {
      const { closeTicket } = await session.sis.request<{ closeTicket: TicketDetails }>(
        CLOSE_TICKET_MUTATION,
        variables,
      );
      onSaved(closeTicket);
    } catch (caught) {
      const outcome = submitFailure(caught);
      if ('fields' in outcome) setError(outcome.fields.reason ?? Object.values(outcome.fields)[0]);
      else setFailure(outcome.message);
      setSending(false);
    }
  };

  return (
    <form className="sf-portal__form sf-ticket__close-form" noValidate onSubmit={onSubmit}>
      <CloseReasonField labels={labels} error={error} />
      <Textarea id="sf-ticket-close-comment" name="comment" label={labels['close.comment']} rows={3} />
      {failure && (
        <p className="sf-portal__note sf-tickets__form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="sf-portal__actions">
        <Button type="submit" loading={sending}>
          {labels['close.submit']}
        </Button>
      </div>
    </form>
  );
}

/**
 * The close reasons as a labelled radio group (`fieldset` with legend, `sf-field sf-field--radios`); the
 * message is tied to the group with `aria-describedby`, and each radio is marked `aria-invalid` with it.
 */
export function CloseReasonField({ labels, error }: { labels: TicketsLabels; error?: string | undefined }) {
  const message = error ?? null;
  const classes = ['sf-field', 'sf-field--radios', message && 'sf-field--invalid'];
  return (
    <fieldset
      className={classes.filter(Boolean).join(' ')}
      id={CLOSE_REASON_FIELD_ID}
      aria-describedby={message ? fieldMessageId(CLOSE_REASON_FIELD_ID) : undefined}
    >
      <legend className="sf-field__label">{labels['close.reason']}</legend>
      {closeReasonOptions(labels).map((option) => {
        const id = `${CLOSE_REASON_FIELD_ID}-${option.value}`;
        return (
          <div key={option.value} className="sf-field__radio-choice">
            <input
              className="sf-field__radio"
              type="radio"
              id={id}
              name="reason"
              value={option.value}
              aria-invalid={message ? true : undefined}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      <FieldError fieldId={CLOSE_REASON_FIELD_ID} message={message} />
    </fieldset>
  );
}
