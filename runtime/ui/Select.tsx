import { DEFAULT_INVALID_MESSAGE, fieldErrorMessage } from '../../core/forms/messages.ts';
import { FieldError, fieldMessageId } from './FieldError.tsx';

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
  const classes = ['sf-field', 'sf-field--select', message && 'sf-field--invalid'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="sf-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        className="sf-field__input"
        id={id}
        name={name}
        defaultValue={defaultValue ?? (placeholder === undefined ? undefined : '')}
        required={required}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? fieldMessageId(id) : undefined}
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
      <FieldError fieldId={id} message={message} />
    </div>
  );
}
