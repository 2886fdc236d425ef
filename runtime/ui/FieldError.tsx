/** The id of a field's message element, referenced by the field's `aria-describedby`. */
export function fieldMessageId(fieldId: string): string {
  return `${fieldId}-message`;
}

/**
 * A field's error message (public-site §5), `<p class="sf-field__error" id="{fieldId}-message">`;
 * nothing when `message` is null.
 */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | null }) {
  if (message === null) return null;
  return (
    <p className="sf-field__error" id={fieldMessageId(fieldId)}>
      {message}
    </p>
  );
}
