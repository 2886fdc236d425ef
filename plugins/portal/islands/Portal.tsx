import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { LOGIN_WAIT_MS } from '../../../core/portal/constants.ts';
import { toCurrentUser, type UserInfo } from '../../../core/portal/current-user.ts';
import { createUserManager, ensureSignedIn, fetchPortalConfig, logOut } from './auth.ts';
import { Dashboard } from './Dashboard.tsx';
import type { PortalLabels } from './labels.ts';
import { portalHome, portalScreen } from './portal-paths.ts';

/** Props of {@link Portal}. */
export interface PortalProps {
  /** Locale URL code (`en`, `de-ch`). */
  locale: string;
  portalSegment: string;
  labels: PortalLabels;
}

type PortalState =
  | { kind: 'signingIn' }
  | { kind: 'timedOut' }
  | { kind: 'failed'; message: string }
  | { kind: 'signedIn'; user: User };

/**
 * The customer portal (customer-area §2 protected area, §4 authentication flow): signs the visitor in
 * (stored tokens, else silent authorization, else the login page), then shows the screen the path names:
 * `logout` logs out, anything else shows the dashboard. If login has not succeeded after
 * `LOGIN_WAIT_MS` (30000 ms) it says so and offers a retry. The server renders the signing-in note.
 */
export function Portal({ locale, portalSegment, labels }: PortalProps) {
  const [state, setState] = useState<PortalState>({ kind: 'signingIn' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the sign-in on a retry.
  useEffect(() => {
    let settled = false;
    const timer = window.setTimeout(() => {
      if (!settled) setState({ kind: 'timedOut' });
    }, LOGIN_WAIT_MS);
    const run = async () => {
      const config = await fetchPortalConfig();
      const manager = createUserManager({ config, origin: location.origin, locale });
      if (portalScreen(location.pathname) === 'logout') return logOut(manager);
      const returnPath = `${location.pathname}${location.search}${location.hash}`;
      const outcome = await ensureSignedIn({ manager, returnPath, nowMs: Date.now() });
      if (outcome.kind === 'user') {
        settled = true;
        setState({ kind: 'signedIn', user: outcome.user });
      }
    };
    run().catch((error: unknown) => {
      settled = true;
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      settled = true;
      window.clearTimeout(timer);
    };
  }, [locale, attempt]);

  if (state.kind === 'signedIn') {
    const user = toCurrentUser(state.user.profile as UserInfo);
    return <Dashboard user={user} home={portalHome({ locale, portalSegment })} labels={labels} />;
  }
  if (state.kind === 'signingIn') {
    return (
      <p className="sf-portal__status" role="status">
        {labels.signingIn}
      </p>
    );
  }
  const retry = () => {
    setState({ kind: 'signingIn' });
    setAttempt((count) => count + 1);
  };
  return (
    <div className="sf-portal__status" role="alert">
      <p>{state.kind === 'timedOut' ? labels.loginTimeout : `${labels.signInFailed} ${state.message}`}</p>
      <button type="button" className="sf-button" onClick={retry}>
        {labels.retry}
      </button>
    </div>
  );
}
