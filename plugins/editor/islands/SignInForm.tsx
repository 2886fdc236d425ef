import { type FormEvent, useState } from 'react';
import { Button } from '../../../runtime/ui/Button.tsx';
import { fieldAria, LabelledField } from '../../../runtime/ui/FieldError.tsx';
import { checkAccess } from './editor-api.ts';
import type { EditorLabels } from './labels.ts';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  labels: EditorLabels;
  /** Shown above the form: why the editor must sign in again (an expired sign-in), or null. */
  notice: string | null;
  /** Called once the server accepted the password (and set the editor cookie). */
  onSignedIn(): void;
}

type Problem = 'required' | 'wrongPassword' | 'tooMany' | 'failed' | null;

const PASSWORD_FIELD = 'sf-editor-password';

/**
 * The editor password form (customer-area §6 "Editor area requires an editor password", §8 "A wrong
 * editor password sets a wrong-password flag"; password gate 'Please enter a password', §5): a labelled
 * password field and a submit button. The password goes as `{ input }` to the password check, which sets
 * the editor cookie; its wrong-password flag, too many attempts (429) and failures are shown in an alert
 * tied to the field.
 */
export function SignInForm({ labels, notice, onSignedIn }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem('required');
      return;
    }
    setBusy(true);
    const answer = await checkAccess({ password });
    setBusy(false);
    if (answer === 'granted') {
      setPassword('');
      onSignedIn();
      return;
    }
    setProblem(answer === 'denied' ? 'failed' : answer);
  };

  const message = problem && labels[`signIn.${problem}`];
  return (
    <form className="sf-editor-sign-in" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="sf-editor-sign-in__heading">{labels['signIn.heading']}</h2>
      {notice ? (
        <p className="sf-editor-sign-in__notice" role="status">
          {notice}
        </p>
      ) : null}
      <LabelledField id={PASSWORD_FIELD} label={labels['signIn.password']} message={message || null} alert>
        <input
          id={PASSWORD_FIELD}
          className="sf-field__input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          {...fieldAria(PASSWORD_FIELD, message || null)}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
        />
      </LabelledField>
      <Button type="submit" loading={busy}>
        {labels['signIn.submit']}
      </Button>
    </form>
  );
}
