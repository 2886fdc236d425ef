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
  /** The form field's name; none for a choice that only steers the page (a filter, a variant). */
  name?: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of a first, empty, disabled choice (e.g. 'Please choose'); none when absent. */
  placeholder?: string;
  /** The choice shown first, for a select the browser keeps (uncontrolled); ignored with `value`. */
  defaultValue?: string;
  /**
   * The chosen value, for a controlled select: the page keeps it and changes it in `onChange`. `''`
   * shows the placeholder.
   */
  value?: string;
  /** Called with the chosen value when the visitor picks another choice. */
  onChange?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  /** Error state: a message, or `true` for 'Please enter a valid value.' (public-site §5). */
  error?: boolean | string;
  /** An extra class on the field's frame, e.g. a screen's `sf-wire-flow__filter`. */
  className?: string;
}

/**
 * A labelled single-choice list (`sf-field sf-field--select`), uncontrolled (`defaultValue`, read from
 * the form on submit) or controlled (`value` and `onChange`).
 */
export function Select({
  id,
  name,
  label,
  options,
  placeholder,
  defaultValue,
  value,
  onChange,
  required,
  disabled,
  error,
  className,
}: SelectProps) {
  const message = fieldErrorMessage(error, DEFAULT_INVALID_MESSAGE);
  // Without a value of its own, a select with a placeholder starts on it.
  const choice =
    value === undefined
      ? { defaultValue: defaultValue ?? (placeholder === undefined ? undefined : '') }
      : { value };
  return (
    <LabelledField
      id={id}
      label={label}
      message={message}
      modifier={className ? `sf-field--select ${className}` : 'sf-field--select'}
    >
      <select
        className="sf-field__input"
        id={id}
        name={name}
        {...choice}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
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
