import type { FormIslandProps } from '../../../runtime/ui/modules/view.ts';
import { FormShell } from './FormShell.tsx';
import { type FieldGroup, field } from './fields.ts';

/**
 * The service request (public-site §3 service request, §5): the visitor's details, the contact address
 * with the same-address toggle (on: no return address; off: the return address fields appear), the
 * request with the existing-case flag (on: the case ID appears), the machine and attachments (images or
 * videos, at most 100 MB each, public-site §5, §9). A contact form: it promises an answer within 24 hours.
 */
export function ServiceRequestForm(props: FormIslandProps) {
  return <FormShell {...props} contact submitLabel="submit" groups={serviceRequestGroups} />;
}

/** The service request's groups for the current checkbox states. */
export function serviceRequestGroups(checked: Readonly<Record<string, boolean>>): FieldGroup[] {
  const groups: FieldGroup[] = [
    {
      legend: 'yourDetails',
      fields: [
        field.text('firstName', 'given-name'),
        field.text('lastName', 'family-name'),
        field.email(),
        field.tel('telephone', true),
        field.text('company', 'organization'),
      ],
    },
    {
      legend: 'contactAddress',
      fields: [
        field.text('address', 'address-line1'),
        field.text('city', 'address-level2'),
        field.text('state', 'address-level1'),
        field.text('zipCode', 'postal-code'),
        field.country('country'),
        field.checkbox('sameAddress', true),
      ],
    },
  ];
  if (checked.sameAddress === false) {
    groups.push({
      legend: 'returnAddressGroup',
      fields: [
        field.text('returnAddress'),
        field.text('returnCity'),
        field.text('returnState'),
        field.text('returnZipCode'),
        field.country('returnCountry'),
      ],
    });
  }
  groups.push(
    {
      legend: 'yourRequest',
      fields: [
        { name: 'requestedService', kind: 'service' },
        field.text('reason', undefined, true),
        field.text('subject'),
        field.textarea('description'),
        field.checkbox('existingCase'),
        ...(checked.existingCase === true ? [field.text('caseId')] : []),
      ],
    },
    {
      legend: 'machine',
      fields: [
        field.text('machineName'),
        field.text('serialNumber'),
        field.checkbox('warranty'),
        field.checkbox('serviceContract'),
        { name: 'attachments', kind: 'files', optional: true },
      ],
    },
  );
  return groups;
}
