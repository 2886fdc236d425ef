import type { ReactNode } from 'react';
import { DEFAULT_CHECKBOX_MESSAGE, fieldErrorMessage } from '../../core/forms/messages.ts';
import { FieldError, fieldAria } from './FieldError.tsx';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  id: string;
  name: string;
  /** Label next to the box; may hold a link (terms of use). */
  label: ReactNode;
  value?: string;
  defaultChecked?: boolean;
  required?: boolean;
  disabled?: boolean;
  /**
   * Error state: a message, or `true` for 'Please select the checkbox to continue.' (public-site §5
   * default message for required checkboxes).
   */
  error?: boolean | string;
}

/** A checkbox with its label (`sf-field sf-field--checkbox`). */
export function Checkbox({
  id,
  name,
  label,
  value,
  defaultChecked,
  required,
  disabled,
  error,
}: CheckboxProps) {
  const message = fieldErrorMessage(error, DEFAULT_CHECKBOX_MESSAGE);
  const classes = ['sf-field', 'sf-field--checkbox', message && 'sf-field--invalid'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <input
        className="sf-field__checkbox"
        type="checkbox"
        id={id}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        required={required}
        disabled={disabled}
        {...fieldAria(id, message)}
      />
      <label className="sf-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError fieldId={id} message={message} />
    </div>
  );
}
