import { type FormEvent, useState } from 'react';
import { Button } from '../../../runtime/ui/Button.tsx';
import type { GateLabels } from '../labels.ts';

/** Where the gate sends the password (plugins/protected-pages/server/unlock-route.ts). */
export const UNLOCK_PATH = '/api/protected-pages/unlock';

/** Props of {@link PasswordGate}. */
export interface PasswordGateProps {
  /** Key of the page's site (the unlock route finds the page by site and URL path). */
  site: string;
  protection: 'password' | 'role';
  labels: GateLabels;
}

type Problem = 'required' | 'wrong' | 'tooMany' | 'failed' | null;

/**
 * The password gate of a protected page (public-site §5 "Password gate: 'Please enter a password'",
 * §6; customer-area §2, §6): a password field; an empty one is refused at once; otherwise the password
 * goes to the unlock route, which sets the page's access cookie, and the page is loaded again, now
 * showing its content. A wrong password, too many attempts or a failure are shown in an alert. Pages
 * protected by role show that they are for signed-in customers with access.
 */
export function PasswordGate({ site, protection, labels }: PasswordGateProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  if (protection === 'role') return <p className="sf-password-gate__intro">{labels.signIn}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setProblem('required');
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(UNLOCK_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ site, path: location.pathname, password }),
      });
      if (response.ok) {
        location.reload();
        return;
      }
      setProblem(
        response.status === 400
          ? 'required'
          : response.status === 401
            ? 'wrong'
            : response.status === 429
              ? 'tooMany'
              : 'failed',
      );
    } catch {
      setProblem('failed');
    }
    setBusy(false);
  };

  return (
    <form className="sf-password-gate" noValidate onSubmit={(event) => void submit(event)}>
      <p className="sf-password-gate__intro">{labels.intro}</p>
      <label className="sf-password-gate__label" htmlFor="sf-password-gate-password">
        {labels.password}
      </label>
      <input
        id="sf-password-gate-password"
        className="sf-field__input"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        aria-invalid={problem === 'required' || problem === 'wrong' ? true : undefined}
        aria-describedby={problem ? 'sf-password-gate-problem' : undefined}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblem(null);
        }}
      />
      {problem ? (
        <p id="sf-password-gate-problem" className="sf-password-gate__problem" role="alert">
          {labels[problem]}
        </p>
      ) : null}
      <Button type="submit" loading={busy}>
        {labels.submit}
      </Button>
    </form>
  );
}
