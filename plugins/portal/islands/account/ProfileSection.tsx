import { type FormEvent, useState } from 'react';
import {
  ACCOUNT_PROFILE_FIELDS,
  type AccountProfileField,
  accountProfileValues,
} from '../../../../core/portal/account-profile.ts';
import { PORTAL_MESSAGES } from '../../../../core/portal/messages.ts';
import { type ValidationErrors, validateProfile } from '../../../../core/portal/validation.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { Input } from '../../../../runtime/ui/Input.tsx';
import { Select } from '../../../../runtime/ui/Select.tsx';
import { AccountFailure } from './AccountFailure.tsx';
import type { IdmClient } from './idm-client.ts';
import type { AccountLabels } from './labels.ts';
import {
  type IdmProfile,
  languageOptions,
  profileFieldErrors,
  profilePatch,
  readProfileForm,
} from './profile-form.ts';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  profile: IdmProfile;
  labels: AccountLabels;
  client: IdmClient;
  /** Called with the profile the account API answered after a save. */
  onSaved(profile: IdmProfile): void;
}

type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; error: unknown };

type TextField = Exclude<AccountProfileField, 'email' | 'language'>;

/** The input type and browser autofill hint of each text field. */
const TEXT_FIELD_INPUTS: Readonly<Record<TextField, { type?: 'tel'; autoComplete: string }>> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  company: { autoComplete: 'organization' },
  telephone: { type: 'tel', autoComplete: 'tel' },
  address: { autoComplete: 'street-address' },
  postalCode: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  country: { autoComplete: 'country-name' },
};

/**
 * The editable profile (customer-area §3 account profile, §5 profile): first and last name, company,
 * e-mail (shown, not changeable), telephone, address, postal code, city, country and language. "Save
 * profile" checks the names with `validateProfile` ('Please enter your first name' / 'Please enter
 * your last name' under the field), then sends the changed fields as patch operations; the account
 * API's field messages show the same way, any other failure shows 'Something went wrong…' with the
 * answer's message. A saved profile shows a note (role="status").
 */
export function ProfileSection({ profile, labels, client, onSaved }: ProfileSectionProps) {
  const [errors, setErrors] = useState<ValidationErrors<AccountProfileField>>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const current = accountProfileValues(profile);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = readProfileForm(new FormData(event.currentTarget), current);
    const invalid = validateProfile(form);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setStatus({ kind: 'idle' });
      return;
    }
    const operations = profilePatch(current, form);
    if (operations.length === 0) {
      setStatus({ kind: 'saved' });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      onSaved(await client.updateProfile(operations));
      setStatus({ kind: 'saved' });
    } catch (error) {
      const fieldErrors = profileFieldErrors((error as { detail?: unknown }).detail);
      setErrors(fieldErrors);
      setStatus(Object.keys(fieldErrors).length > 0 ? { kind: 'idle' } : { kind: 'failed', error });
    }
  }

  const id = (field: AccountProfileField) => `account-${field}`;
  return (
    <section className="sf-account__section" aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading">{labels['profile.heading']}</h2>
      <form className="sf-portal__form" onSubmit={onSubmit} noValidate>
        {ACCOUNT_PROFILE_FIELDS.map((field) => {
          if (field === 'email') {
            return (
              <div key={field} className="sf-account__with-hint">
                <Input
                  id={id(field)}
                  name={field}
                  type="email"
                  label={labels['profile.email']}
                  defaultValue={current.email}
                  disabled
                />
                <p className="sf-account__hint">{labels['profile.emailHint']}</p>
              </div>
            );
          }
          if (field === 'language') {
            return (
              <Select
                key={field}
                id={id(field)}
                name={field}
                label={labels['profile.language']}
                options={languageOptions(current.language)}
                placeholder={current.language === '' ? labels['profile.languagePlaceholder'] : undefined}
                defaultValue={current.language}
                error={errors.language}
              />
            );
          }
          return (
            <Input
              key={field}
              id={id(field)}
              name={field}
              {...TEXT_FIELD_INPUTS[field]}
              label={labels[`profile.${field}`]}
              defaultValue={current[field]}
              required={field === 'firstName' || field === 'lastName'}
              error={errors[field]}
            />
          );
        })}
        {status.kind === 'failed' && (
          <AccountFailure text={PORTAL_MESSAGES.formFailed} error={status.error} />
        )}
        {status.kind === 'saved' && (
          <p className="sf-portal__note sf-account__success" role="status">
            {labels['profile.saved']}
          </p>
        )}
        <div className="sf-portal__actions">
          <Button type="submit" loading={status.kind === 'saving'}>
            {labels['profile.save']}
          </Button>
        </div>
      </form>
    </section>
  );
}
