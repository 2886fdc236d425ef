import { DEFAULT_INVALID_MESSAGE, fieldErrorMessage } from '../../core/forms/messages.ts';
import { fieldAria, LabelledField } from './FieldError.tsx';

/** Props of {@link Input}. */
export interface InputProps {
  /** Element id; also links the label and the message. */
  id: string;
  name: string;
  label: string;
  /** Default `text`. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'number';
  defaultValue?: string;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Error state: a message, or `true` for 'Please enter a valid value.' (public-site §5 default
   * message). The field gets `aria-invalid` and `aria-describedby` pointing at the message.
   */
  error?: boolean | string;
}

/** A labelled text-like input (`sf-field`, `sf-field--invalid` in its error state). */
export function Input({
  id,
  name,
  label,
  type = 'text',
  defaultValue,
  placeholder,
  autoComplete,
  required,
  disabled,
  error,
}: InputProps) {
  const message = fieldErrorMessage(error, DEFAULT_INVALID_MESSAGE);
  return (
    <LabelledField id={id} label={label} message={message}>
      <input
        className="sf-field__input"
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        {...fieldAria(id, message)}
      />
    </LabelledField>
  );
}
