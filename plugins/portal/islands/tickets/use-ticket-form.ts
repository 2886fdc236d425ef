import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ValidationErrors } from '../../../../core/portal/validation.ts';
import { submitFailure } from '../forms.ts';

/** What {@link useTicketForm} gives a form. */
export interface TicketFormState<Field extends string> {
  /** For the `<form>`: a refused submit moves the focus to its first field with a message. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Messages by field, from the form's check or from the SIS (which may name other fields). */
  errors: ValidationErrors<Field>;
  /** The form message of a failed call (customer-area §8), or null. */
  failure: string | null;
  /** True while the values are being sent. */
  sending: boolean;
  /**
   * Handles one submit: shows `found` at the fields and stops when there is any; else runs `send` and
   * shows how it failed ({@link submitFailure}).
   */
  submit(found: ValidationErrors<Field>, send: () => Promise<void>): Promise<void>;
}

/**
 * The state of a ticket form (customer-area §3 ticket form, comment and close form) that checks its
 * values with core/portal, then sends them to the SIS: field messages from either show at the fields
 * (customer-area §5) and the first such field takes the focus; any other failure shows 'Something went
 * wrong. Please verify your input is correct and try again later.'.
 */
export function useTicketForm<Field extends string>(): TicketFormState<Field> {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ValidationErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusals, setRefusals] = useState(0);

  // Runs after the render that shows the messages, so the fields are marked aria-invalid by then.
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = async (found: ValidationErrors<Field>, send: () => Promise<void>) => {
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      await send();
    } catch (error) {
      const outcome = submitFailure(error);
      if ('fields' in outcome) {
        setErrors(outcome.fields as ValidationErrors<Field>);
        setRefusals((count) => count + 1);
      } else {
        setFailure(outcome.message);
      }
    } finally {
      setSending(false);
    }
  };

  return { formRef, errors, failure, sending, submit };
}
