import { useEffect, useState } from 'react';
import type { GateLabels } from '../labels.ts';
import { storedSignIn } from './stored-sign-in.ts';

/** Where the gate asks for the page (plugins/protected-pages/server/role-access-route.ts). */
export const ROLE_ACCESS_PATH = '/api/protected-pages/role-access';

/** Props of {@link RoleGate}. */
export interface RoleGateProps {
  /** Key of the page's site (the route finds the page by site and URL path). */
  site: string;
  /** The portal's sign-in (option `signInPath`, `/en/mykomax`). */
  signInHref: string;
  labels: GateLabels;
}

type State = 'checking' | 'signIn' | 'denied' | 'tooMany' | 'failed';

/**
 * The gate of a role-protected page (public-site §6; customer-area §6 page protection "ciam role"): when
 * the visitor is signed in to the portal in this tab (the stored oidc-client-ts user,
 * `stored-sign-in.ts`), it hands the identity token (`ciam_id_token`) and the access token (bearer) to
 * the role-access route, which checks them and the role claim and sets the page's grant cookie; the page
 * is then loaded again, showing its content. Otherwise, or when the sign-in is refused (401), it offers
 * the portal's sign-in; an account without the role (403) is told it has no access.
 */
export function RoleGate({ site, signInHref, labels }: RoleGateProps) {
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    const signIn = storedSignIn(window.sessionStorage, Date.now() / 1000);
    if (!signIn) {
      setState('signIn');
      return;
    }
    let cancelled = false;
    fetch(ROLE_ACCESS_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${signIn.accessToken}`,
        ciam_id_token: signIn.idToken,
      },
      body: JSON.stringify({ site, path: location.pathname }),
    })
      .then((response) => {
        if (cancelled) return;
        if (response.ok) location.reload();
        else
          setState(
            response.status === 401
              ? 'signIn'
              : response.status === 403
                ? 'denied'
                : response.status === 429
                  ? 'tooMany'
                  : 'failed',
          );
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [site]);

  return (
    <div className="sf-password-gate" aria-live="polite" aria-busy={state === 'checking'}>
      <p className="sf-password-gate__intro">{labels.signIn}</p>
      {state === 'checking' ? <p>{labels.checking}</p> : null}
      {state === 'signIn' ? (
        <p>
          <a className="sf-button" href={signInHref}>
            {labels.signInLink}
          </a>
        </p>
      ) : null}
      {state === 'denied' || state === 'tooMany' || state === 'failed' ? (
        <p className="sf-password-gate__problem" role="alert">
          {labels[state === 'denied' ? 'noAccess' : state]}
        </p>
      ) : null}
    </div>
  );
}
