import type { FormIslandProps } from '../../../runtime/ui/modules/view.ts';
import { FormShell } from './FormShell.tsx';
import { type FieldGroup, field } from './fields.ts';

/**
 * The whitepaper download (public-site §1, §3): name, e-mail, company, country and consent; once sent,
 * the confirmation links the whitepaper (the server's `downloadUrl`, else the module's file link).
 */
export function WhitepaperDownloadForm(props: FormIslandProps) {
  return (
    <FormShell
      {...props}
      contact={false}
      submitLabel="submitWhitepaper"
      groups={whitepaperDownloadGroups}
      extraFields={() => ({ whitepaper: props.whitepaper?.fileSlug ?? '' })}
    />
  );
}

/** The whitepaper download's fields, in one group. */
export function whitepaperDownloadGroups(): FieldGroup[] {
  return [
    {
      fields: [
        field.text('firstName', 'given-name'),
        field.text('lastName', 'family-name'),
        field.email(),
        field.text('company', 'organization'),
        field.country('country'),
        field.checkbox('consent'),
      ],
    },
  ];
}
