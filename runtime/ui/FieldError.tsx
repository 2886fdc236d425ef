import type { ReactNode } from 'react';

/** The id of a field's message element, referenced by the field's `aria-describedby`. */
export function fieldMessageId(fieldId: string): string {
  return `${fieldId}-message`;
}

/**
 * A field's error message (public-site §5), `<p class="sf-field__error" id="{fieldId}-message">`;
 * nothing when `message` is null. `alert`: announced at once (`role="alert"`), for a message that
 * appears after a submit rather than while typing; default false.
 */
export function FieldError({
  fieldId,
  message,
  alert = false,
}: {
  fieldId: string;
  message: string | null;
  alert?: boolean;
}) {
  if (message === null) return null;
  return (
    <p className="sf-field__error" id={fieldMessageId(fieldId)} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}

/** The ARIA attributes of a field's control in its error state (none without a message). */
export function fieldAria(fieldId: string, message: string | null) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? fieldMessageId(fieldId) : undefined,
  } as const;
}

/**
 * The frame of a labelled field whose label stands above its control (Input, Select, Textarea):
 * `<div class="sf-field [modifier] [sf-field--invalid]">`, the label, the control, the message.
 *
 * @param props.modifier an extra class such as `sf-field--select`.
 * @param props.alert the message is announced at once ({@link FieldError}); default false.
 */
export function LabelledField(props: {
  id: string;
  label: string;
  message: string | null;
  modifier?: string;
  alert?: boolean;
  children: ReactNode;
}) {
  const classes = ['sf-field', props.modifier, props.message && 'sf-field--invalid'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="sf-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      <FieldError fieldId={props.id} message={props.message} alert={props.alert} />
    </div>
  );
}
