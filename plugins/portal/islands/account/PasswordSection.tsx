import { type FormEvent, useState } from 'react';
import { PORTAL_MESSAGES } from '../../../../core/portal/messages.ts';
import type { ValidationErrors } from '../../../../core/portal/validation.ts';
import { Button } from '../../../../runtime/ui/Button.tsx';
import { Input } from '../../../../runtime/ui/Input.tsx';
import { AccountFailure } from './AccountFailure.tsx';
import { type IdmClient, IdmRequestError } from './idm-client.ts';
import type { AccountLabels } from './labels.ts';
import {
  type PasswordField,
  policyFailureMessages,
  REAUTHENTICATION_FAILED,
  readPasswordForm,
  validatePasswordForm,
} from './password-form.ts';

/** Props of {@link PasswordSection}. */
export interface PasswordSectionProps {
  /** The login name, in a hidden field so password managers know whose password changes. */
  userName: string;
  labels: AccountLabels;
  client: IdmClient;
}

type ChangeStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'changed' }
  | { kind: 'policy'; messages: string[] }
  | { kind: 'failed'; error: unknown };

const FIELDS: ReadonlyArray<{ field: PasswordField; label: keyof AccountLabels; autoComplete: string }> = [
  { field: 'currentPassword', label: 'password.current', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'password.new', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'password.confirm', autoComplete: 'new-password' },
];

/**
 * The password form of the account screen (customer-area §5 password-policy codes): current password,
 * new password, confirmation. "Change password" checks that all are given and the confirmation
 * matches, then sends the change; a wrong current password is shown at its field, a new password the
 * policy refuses shows one line per failed requirement (`passwordPolicyMessage`), any other failure
 * 'Something went wrong…' with the answer's message. A changed password empties the form and shows a
 * note (role="status").
 */
export function PasswordSection({ userName, labels, client }: PasswordSectionProps) {
  const [errors, setErrors] = useState<ValidationErrors<PasswordField>>({});
  const [status, setStatus] = useState<ChangeStatus>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = readPasswordForm(new FormData(element));
    const invalid = validatePasswordForm(form, {
      currentRequired: labels['password.currentRequired'],
      mismatch: labels['password.mismatch'],
    });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      await client.changePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      element.reset();
      setStatus({ kind: 'changed' });
    } catch (error) {
      if (
        error instanceof IdmRequestError &&
        error.status === 403 &&
        error.message === REAUTHENTICATION_FAILED
      ) {
        setErrors({ currentPassword: labels['password.currentWrong'] });
        setStatus({ kind: 'idle' });
        return;
      }
      const messages = policyFailureMessages((error as { detail?: unknown }).detail);
      setStatus(messages.length > 0 ? { kind: 'policy', messages } : { kind: 'failed', error });
    }
  }

  return (
    <section className="sf-account__section" aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{labels['password.heading']}</h2>
      <form className="sf-portal__form" onSubmit={onSubmit} noValidate>
        <input type="text" name="username" autoComplete="username" defaultValue={userName} hidden readOnly />
        {FIELDS.map(({ field, label, autoComplete }) => (
          <Input
            key={field}
            id={`account-${field}`}
            name={field}
            type="password"
            label={labels[label]}
            autoComplete={autoComplete}
            required
            error={errors[field]}
          />
        ))}
        {status.kind === 'policy' && (
          <div className="sf-portal__note sf-account__failure" role="alert">
            <p>{labels['password.policyFailed']}</p>
            <ul className="sf-account__policy">
              {status.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {status.kind === 'failed' && (
          <AccountFailure text={PORTAL_MESSAGES.formFailed} error={status.error} />
        )}
        {status.kind === 'changed' && (
          <p className="sf-portal__note sf-account__success" role="status">
            {labels['password.changed']}
          </p>
        )}
        <div className="sf-portal__actions">
          <Button type="submit" loading={status.kind === 'saving'}>
            {labels['password.submit']}
          </Button>
        </div>
      </form>
    </section>
  );
}
