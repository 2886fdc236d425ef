import { DEFAULT_INVALID_MESSAGE, fieldErrorMessage } from '../../core/forms/messages.ts';
import { fieldAria, LabelledField } from './FieldError.tsx';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps {
  id: string;
  name: string;
  label: string;
  options: SelectOption[];
  /** Text of a first, empty choice (e.g. 'Please choose'); none when absent. */
  placeholder?: string;
  defaultValue?: string;
  required?: boolean;
  disabled?: boolean;
  /** Error state: a message, or `true` for 'Please enter a valid value.' (public-site §5). */
  error?: boolean | string;
}

/** A labelled single-choice list (`sf-field sf-field--select`). */
export function Select({
  id,
  name,
  label,
  options,
  placeholder,
  defaultValue,
  required,
  disabled,
  error,
}: SelectProps) {
  const message = fieldErrorMessage(error, DEFAULT_INVALID_MESSAGE);
  return (
    <LabelledField id={id} label={label} message={message} modifier="sf-field--select">
      <select
        className="sf-field__input"
        id={id}
        name={name}
        defaultValue={defaultValue ?? (placeholder === undefined ? undefined : '')}
        required={required}
        disabled={disabled}
        {...fieldAria(id, message)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
