import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type CurrentUser, toCurrentUser } from '../../../core/portal/current-user.ts';
import { LOGIN_WAIT_MS } from '../../../core/portal/timeouts.ts';
import {
  createTokenKeeper,
  createUserManager,
  ensureSignedIn,
  fetchPortalConfig,
  loadUserInfo,
  logOut,
  type PortalConfig,
  signInAgain,
  UserInfoError,
} from './auth.ts';
import type { PortalLabels } from './labels.ts';
import { PortalShell } from './PortalShell.tsx';
import { portalHome, portalScreen } from './portal-paths.ts';
import { matchPortalRoute } from './routes.ts';
import type { PortalScreenLabels } from './screen-labels.ts';
import type { PortalSession } from './session.ts';
import { createSisClient } from './sis-client.ts';

/** Props of {@link Portal}. */
export interface PortalProps {
  /** Locale URL code (`en`, `de-ch`). */
  locale: string;
  portalSegment: string;
  labels: PortalLabels;
  /** The screens' texts (screen-labels.ts). */
  screenLabels: PortalScreenLabels;
  /** The locale's SIS locale (public-site §7 mapping, `de-CH`); default en-US. */
  sisLocale?: string;
}

type PortalState =
  | { kind: 'signingIn' }
  | { kind: 'timedOut' }
  | { kind: 'failed'; message: string }
  | { kind: 'signedIn'; manager: UserManager; oidcUser: User; user: CurrentUser; config: PortalConfig };

const currentPath = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * The customer portal (customer-area §2 protected area, §4 authentication flow): signs the visitor in
 * (stored tokens, else silent authorization, else the login page), reads the user info (a failure sends
 * the visitor through login again, §4 step 6), then shows the screen the path names in the portal
 * shell; `logout` logs out. Moving between portal screens stays in the page (history API). If login has
 * not succeeded after `LOGIN_WAIT_MS` (30000 ms) it says so and offers a retry. The server renders the
 * signing-in note.
 */
export function Portal({ locale, portalSegment, labels, screenLabels, sisLocale = 'en-US' }: PortalProps) {
  const [state, setState] = useState<PortalState>({ kind: 'signingIn' });
  const [attempt, setAttempt] = useState(0);
  const [path, setPath] = useState(() => (typeof location === 'undefined' ? '' : location.pathname));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the sign-in on a retry.
  useEffect(() => {
    // `settled`: the wait is over; `cancelled`: this attempt was left (unmount or retry) and sets nothing.
    let settled = false;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      if (!settled) setState({ kind: 'timedOut' });
    }, LOGIN_WAIT_MS);
    const run = async () => {
      const config = await fetchPortalConfig();
      const manager = createUserManager({ config, origin: location.origin, locale });
      if (portalScreen(location.pathname) === 'logout') return logOut(manager);
      const outcome = await ensureSignedIn({ manager, returnPath: currentPath(), nowMs: Date.now() });
      if (outcome.kind !== 'user') return;
      let userinfo: Awaited<ReturnType<typeof loadUserInfo>>;
      try {
        userinfo = await loadUserInfo(manager, outcome.user);
      } catch (error) {
        if (error instanceof UserInfoError && error.status !== null) {
          if (await signInAgain({ manager, returnPath: currentPath(), nowMs: Date.now() })) return;
        }
        throw error;
      }
      settled = true;
      if (cancelled) return;
      setState({ kind: 'signedIn', manager, oidcUser: outcome.user, user: toCurrentUser(userinfo), config });
    };
    run().catch((error: unknown) => {
      settled = true;
      if (cancelled) return;
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      settled = true;
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [locale, attempt]);

  useEffect(() => {
    const onPopState = () => setPath(location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const home = portalHome({ locale, portalSegment });
  const signedIn = state.kind === 'signedIn' ? state : null;
  const manager = signedIn?.manager ?? null;
  const oidcUser = signedIn?.oidcUser ?? null;
  // Per sign-in, not per state change: re-reading the user info must not make the screens reload.
  const again = useCallback(async () => {
    if (!manager) return;
    const redirecting = await signInAgain({ manager, returnPath: currentPath(), nowMs: Date.now() }).catch(
      () => false,
    );
    if (!redirecting) setState({ kind: 'failed', message: labels.reloginFailed });
  }, [manager, labels.reloginFailed]);
  // One token keeper and one SIS client per sign-in (manager): tokens are renewed before they expire,
  // and re-reading the user info must not replace the client, or the screens would reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `oidcUser` seeds the token keeper once per sign-in.
  const tokens = useMemo(
    () => (manager && oidcUser ? createTokenKeeper({ manager, user: oidcUser }) : null),
    [manager],
  );
  const sis = useMemo(
    () =>
      tokens
        ? createSisClient({
            idToken: async () => (await tokens.current()).id_token ?? '',
            locale: sisLocale,
            onUnauthenticated: () => void again(),
          })
        : null,
    [tokens, sisLocale, again],
  );
  const session = useMemo<PortalSession | null>(() => {
    if (!signedIn || !manager || !oidcUser || !tokens || !sis) return null;
    return {
      locale,
      home,
      user: signedIn.user,
      accessToken: async () => (await tokens.current()).access_token,
      config: signedIn.config,
      sis,
      navigate: (to: string) => {
        window.history.pushState(null, '', to);
        setPath(new URL(to, location.href).pathname);
        window.scrollTo(0, 0);
      },
      logOut: () => logOut(manager),
      refreshUser: async () => {
        const userinfo = await loadUserInfo(manager, await tokens.current()).catch(() => null);
        if (!userinfo) return;
        setState((current) =>
          current.kind === 'signedIn' && current.oidcUser === oidcUser
            ? { ...current, user: toCurrentUser(userinfo) }
            : current,
        );
      },
      signInAgain: again,
    };
  }, [signedIn, manager, oidcUser, tokens, sis, locale, home, again]);

  if (session) {
    const route = matchPortalRoute(portalScreen(path));
    return <PortalShell session={session} route={route} labels={labels} screenLabels={screenLabels} />;
  }
  if (state.kind === 'signingIn' || state.kind === 'signedIn') {
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
