import type { FormLabelKey } from '../labels.ts';

/**
 * The fields of a form island as data: which control each field of schemas.ts gets, in which group and
 * order. A form component (ServiceRequestForm.tsx …) lists its groups; FormShell.tsx renders them.
 */

/** The control of a field. */
export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'country' | 'service' | 'checkbox' | 'files';

/** One field: its name in the form's schema (also its label key) and its control. */
export interface FieldSpec {
  name: FormLabelKey;
  kind: FieldKind;
  /** Shown as optional in its label; the schema decides what is required. Default false. */
  optional?: boolean;
  /** The `autocomplete` token (`given-name`, `email` …). */
  autoComplete?: string;
  /** A checkbox ticked at first. Default false. */
  defaultChecked?: boolean;
}

/** A group of fields, a `<fieldset>` with its legend when it has one. */
export interface FieldGroup {
  legend?: FormLabelKey;
  fields: FieldSpec[];
}

/** Shorthands for the field lists. */
export const field = {
  text: (name: FormLabelKey, autoComplete?: string, optional = false): FieldSpec => ({
    name,
    kind: 'text',
    autoComplete,
    optional,
  }),
  email: (name: FormLabelKey = 'email'): FieldSpec => ({ name, kind: 'email', autoComplete: 'email' }),
  tel: (name: FormLabelKey, optional = false): FieldSpec => ({
    name,
    kind: 'tel',
    autoComplete: 'tel',
    optional,
  }),
  textarea: (name: FormLabelKey): FieldSpec => ({ name, kind: 'textarea' }),
  country: (name: FormLabelKey): FieldSpec => ({ name, kind: 'country' }),
  checkbox: (name: FormLabelKey, defaultChecked = false): FieldSpec => ({
    name,
    kind: 'checkbox',
    defaultChecked,
  }),
};

/** Every field of `groups`, in order. */
export function fieldsOf(groups: readonly FieldGroup[]): FieldSpec[] {
  return groups.flatMap((group) => group.fields);
}

/**
 * The errors to show: those of fields the form shows, in the form's order (a rule about a field the form
 * does not show, such as the honeypot or the page's locale, is the server's business).
 */
export function visibleErrors<Key extends string>(
  errors: Readonly<Record<string, Key>>,
  fields: readonly FieldSpec[],
): [string, Key][] {
  return fields.flatMap((spec) => {
    const key = errors[spec.name];
    return key === undefined ? [] : [[spec.name, key] as [string, Key]];
  });
}
