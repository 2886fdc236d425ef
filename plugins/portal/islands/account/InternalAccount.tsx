import { useState } from 'react';
import { ACCOUNT_PROFILE_FIELDS, accountProfileValues } from '../../../../core/portal/account-profile.ts';
import { PORTAL_MESSAGES } from '../../../../core/portal/messages.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { AccountFailure } from './AccountFailure.tsx';
import type { IdmClient } from './idm-client.ts';
import type { AccountLabels } from './labels.ts';
import { type IdmProfile, languageOptions } from './profile-form.ts';

/** Props of {@link InternalAccount}. */
export interface InternalAccountProps {
  profile: IdmProfile;
  labels: AccountLabels;
  client: IdmClient;
}

type ResetStatus =
  | { kind: 'idle' }
  | { kind: 'resetting' }
  | { kind: 'done' }
  | { kind: 'failed'; error: unknown };

/**
 * The account of an internal employee (customer-area §6 "An internal employee's account is managed
 * internally: profile and password cannot be changed, only an MFA reset is allowed"): a note saying so,
 * the profile as a read-only list (`data-field` per entry), and "Reset MFA", which requests the reset and
 * then shows a confirmation note (role="status"); a failure shows 'Something went wrong…' with the
 * answer's message.
 */
export function InternalAccount({ profile, labels, client }: InternalAccountProps) {
  const [status, setStatus] = useState<ResetStatus>({ kind: 'idle' });
  const values = accountProfileValues(profile);
  const language = languageOptions(values.language).find((option) => option.value === values.language);

  async function resetMfa() {
    setStatus({ kind: 'resetting' });
    try {
      await client.resetMfa();
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'failed', error });
    }
  }

  return (
    <>
      <p className="sf-portal__note sf-account__internal">{labels['internal.note']}</p>
      <section className="sf-account__section" aria-labelledby="account-profile-heading">
        <h2 id="account-profile-heading">{labels['profile.heading']}</h2>
        <dl className="sf-account__details">
          {ACCOUNT_PROFILE_FIELDS.map((field) => (
            <div key={field} data-field={field}>
              <dt>{labels[`profile.${field}`]}</dt>
              <dd>{field === 'language' ? (language?.label ?? values.language) : values[field]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="sf-account__section" aria-labelledby="account-mfa-heading">
        <h2 id="account-mfa-heading">{labels['internal.mfaHeading']}</h2>
        <p>{labels['internal.mfaText']}</p>
        {status.kind === 'done' && (
          <p className="sf-portal__note sf-account__success" role="status">
            {labels['internal.mfaDone']}
          </p>
        )}
        {status.kind === 'failed' && (
          <AccountFailure text={PORTAL_MESSAGES.formFailed} error={status.error} />
        )}
        <div className="sf-portal__actions">
          <Button
            variant="secondary"
            loading={status.kind === 'resetting'}
            disabled={status.kind === 'done'}
            onClick={() => void resetMfa()}
          >
            {labels['internal.mfaReset']}
          </Button>
        </div>
      </section>
    </>
  );
}
