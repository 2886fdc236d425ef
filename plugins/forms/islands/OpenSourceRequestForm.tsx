import type { FormIslandProps } from '../../../runtime/ui/modules/view.ts';
import { FormShell } from './FormShell.tsx';
import { type FieldGroup, field } from './fields.ts';

/**
 * The open-source-software request (public-site §3, §5: every field required, each with its own
 * message). A contact form: it promises an answer within 24 hours.
 */
export function OpenSourceRequestForm(props: FormIslandProps) {
  return <FormShell {...props} contact submitLabel="submit" groups={openSourceRequestGroups} />;
}

/** The open-source-software request's fields, in one group. */
export function openSourceRequestGroups(): FieldGroup[] {
  return [
    {
      fields: [
        field.email(),
        field.text('firstName', 'given-name'),
        field.text('lastName', 'family-name'),
        field.text('company', 'organization'),
        field.country('country'),
        field.text('product'),
        field.text('serialNumber'),
        field.textarea('message'),
      ],
    },
  ];
}
