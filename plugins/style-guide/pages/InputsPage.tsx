import { Checkbox } from '../../../runtime/ui/Checkbox.tsx';
import { Input } from '../../../runtime/ui/Input.tsx';
import { Select } from '../../../runtime/ui/Select.tsx';
import { Section } from '../StyleGuideLayout.tsx';

const COUNTRIES = [
  { value: 'CH', label: 'Switzerland' },
  { value: 'DE', label: 'Germany' },
  { value: 'US', label: 'United States' },
];

/** Fields in their normal, disabled and error states, with the default messages of public-site §5. */
export function InputsPage() {
  return (
    <>
      <Section title="Text">
        <Input id="sg-text" name="company" label="Company" autoComplete="organization" />
        <Input
          id="sg-text-disabled"
          name="company"
          label="Company (disabled)"
          defaultValue="Machinery AG"
          disabled
        />
        <Input id="sg-text-error" name="company" label="Company (error)" required error />
      </Section>
      <Section title="E-mail">
        <Input id="sg-email" name="email" type="email" label="E-mail" autoComplete="email" />
        <Input
          id="sg-email-error"
          name="email"
          type="email"
          label="E-mail (error)"
          defaultValue="not-an-address"
          required
          error
        />
      </Section>
      <Section title="Select">
        <Select
          id="sg-select"
          name="country"
          label="Country"
          placeholder="Please choose"
          options={COUNTRIES}
        />
        <Select
          id="sg-select-error"
          name="country"
          label="Country (error)"
          placeholder="Please choose"
          options={COUNTRIES}
          required
          error
        />
      </Section>
      <Section title="Checkbox">
        <Checkbox id="sg-checkbox" name="newsletter" label="Send me the newsletter" />
        <Checkbox
          id="sg-checkbox-error"
          name="terms"
          label="I accept the terms of use (error)"
          required
          error
        />
      </Section>
    </>
  );
}
