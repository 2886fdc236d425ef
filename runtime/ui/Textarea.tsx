import { DEFAULT_INVALID_MESSAGE, fieldErrorMessage } from '../../core/forms/messages.ts';
import { fieldAria, LabelledField } from './FieldError.tsx';

/** Props of {@link Textarea}. */
export interface TextareaProps {
  /** Element id; also links the label and the message. */
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  /** Visible lines; default 5. */
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  /**
   * Error state: a message, or `true` for 'Please enter a valid value.' (public-site §5 default
   * message). The field gets `aria-invalid` and `aria-describedby` pointing at the message.
   */
  error?: boolean | string;
}

/**
 * A labelled multi-line text field (uncontrolled), in the markup of Input: `sf-field`
 * (`sf-field--invalid` in its error state) with `sf-field__label`, the control as `sf-field__input
 * sf-field__textarea` and its message below.
 */
export function Textarea({
  id,
  name,
  label,
  defaultValue,
  rows = 5,
  required,
  disabled,
  error,
}: TextareaProps) {
  const message = fieldErrorMessage(error, DEFAULT_INVALID_MESSAGE);
  return (
    <LabelledField id={id} label={label} message={message}>
      <textarea
        className="sf-field__input sf-field__textarea"
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        required={required}
        disabled={disabled}
        {...fieldAria(id, message)}
      />
    </LabelledField>
  );
}
