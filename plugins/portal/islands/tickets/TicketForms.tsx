import type { FormEvent, ReactNode } from 'react';
import { validateCloseTicket, validateComment } from '../../../../core/portal/validation.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { FieldError, fieldMessageId } from '../../../../runtime/ui/FieldError.tsx';
import { Textarea } from '../../../../runtime/ui/Textarea.tsx';
import { formText } from '../forms.ts';
import type { PortalSession } from '../session.ts';
import type { TicketsLabels } from './labels.ts';
import { ADD_TICKET_COMMENT_MUTATION, CLOSE_TICKET_MUTATION, type TicketDetails } from './sis-documents.ts';
import { closeReasonOptions, closeTicketVariables } from './ticket-forms.ts';
import { useTicketForm } from './use-ticket-form.ts';

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
  const { formRef, errors, failure, sending, submit } = useTicketForm<'description'>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const description = formText(new FormData(form), 'description');
    return submit(validateComment({ description }), async () => {
      const { addTicketComment } = await session.sis.request(ADD_TICKET_COMMENT_MUTATION, {
        ticketId,
        description: description.trim(),
      });
      form.reset();
      onSaved(addTicketComment);
    });
  };

  return (
    <form ref={formRef} className="sf-portal__form sf-ticket__comment-form" noValidate onSubmit={onSubmit}>
      <Textarea
        id={COMMENT_FIELD_ID}
        name="description"
        label={labels['comments.label']}
        rows={4}
        error={oneFieldMessage(errors, 'description')}
      />
      <TicketFormFooter failure={failure} sending={sending} submitLabel={labels['comments.submit']} />
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
  const { formRef, errors, failure, sending, submit } = useTicketForm<'reason'>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const variables = closeTicketVariables(ticketId, new FormData(event.currentTarget));
    return submit(validateCloseTicket(variables), async () => {
      const { closeTicket } = await session.sis.request(CLOSE_TICKET_MUTATION, variables);
      onSaved(closeTicket);
    });
  };

  return (
    <form ref={formRef} className="sf-portal__form sf-ticket__close-form" noValidate onSubmit={onSubmit}>
      <CloseReasonField labels={labels} error={oneFieldMessage(errors, 'reason')} />
      <Textarea id="sf-ticket-close-comment" name="comment" label={labels['close.comment']} rows={3} />
      <TicketFormFooter failure={failure} sending={sending} submitLabel={labels['close.submit']} />
    </form>
  );
}

/** The message a one-field form shows at its field: the field's own, else any the SIS named. */
function oneFieldMessage(errors: Readonly<Record<string, string | undefined>>, field: string) {
  return errors[field] ?? Object.values(errors)[0];
}

/**
 * The end of a ticket form: the form message of a failed call (role="alert"), then the submit button,
 * busy while sending, and `children` (e.g. a Cancel link).
 */
export function TicketFormFooter({
  failure,
  sending,
  submitLabel,
  children,
}: {
  failure: string | null;
  sending: boolean;
  submitLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      {failure && (
        <p className="sf-portal__note sf-tickets__form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="sf-portal__actions">
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
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
