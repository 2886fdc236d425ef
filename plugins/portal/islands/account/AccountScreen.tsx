import { useEffect, useMemo, useRef, useState } from 'react';
import type { PortalSession } from '../session.ts';
import { InternalAccount } from './InternalAccount.tsx';
import { createIdmClient, type IdmClient } from './idm-client.ts';
import type { AccountLabels } from './labels.ts';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import type { IdmProfile } from './profile-form.ts';

/** Props of {@link AccountScreen}. */
export interface AccountScreenProps {
  session: PortalSession;
  labels: AccountLabels;
}

/** Where loading the profile stands: loading, the profile, or the failure's message ('Timeout'…). */
export type AccountState =
  | { status: 'loading' }
  | { status: 'ready'; profile: IdmProfile }
  | { status: 'failed'; message: string };

/**
 * Account settings (customer-area §2 `/account`, §3 account profile, §5 profile and password-policy
 * messages, §6 internal employee): loads the signed-in user's profile from the identity provider's
 * account API (`{issuer origin}/openidm/managed/alpha_user/{user id}` with the access token, 5000 ms
 * limit) and shows it ({@link AccountView}). A 401 answer sends the visitor through login again.
 */
export function AccountScreen({ session, labels }: AccountScreenProps) {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  // The session object changes when the user info is re-read after a save; the client must not.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const { issuer } = session.config;
  const { id: userId } = session.user;
  const { accessToken } = session;
  const client = useMemo(
    () =>
      createIdmClient({
        issuer,
        userId,
        accessToken,
        onUnauthenticated: () => void sessionRef.current.signInAgain(),
      }),
    [issuer, userId, accessToken],
  );

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    client.readProfile().then(
      (profile) => {
        if (current) setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => {
      current = false;
    };
  }, [client]);

  return (
    <AccountView
      labels={labels}
      state={state}
      client={client}
      onProfileSaved={(profile) => {
        setState({ status: 'ready', profile });
        void sessionRef.current.refreshUser();
      }}
    />
  );
}

/** Props of {@link AccountView}. */
export interface AccountViewProps {
  labels: AccountLabels;
  state: AccountState;
  client: IdmClient;
  onProfileSaved(profile: IdmProfile): void;
}

/**
 * What the account screen shows for a load state: the h1, then a loading note, the failure
 * (role="alert", with the message such as 'Timeout'), or the account: for an internal employee the
 * read-only profile and "Reset MFA" ({@link InternalAccount}); for everyone else the profile form
 * ({@link ProfileSection}) and the password form ({@link PasswordSection}).
 */
export function AccountView({ labels, state, client, onProfileSaved }: AccountViewProps) {
  return (
    <section className="sf-account">
      <h1 className="sf-page__title">{labels.title}</h1>
      {state.status === 'loading' ? (
        <p className="sf-portal__status" role="status">
          {labels.loading}
        </p>
      ) : state.status === 'failed' ? (
        <div className="sf-portal__note sf-account__failure" role="alert">
          <p>{labels.loadFailed}</p>
          {state.message && <p className="sf-account__detail">{state.message}</p>}
        </div>
      ) : state.profile.internal ? (
        <InternalAccount profile={state.profile} labels={labels} client={client} />
      ) : (
        <>
          <ProfileSection profile={state.profile} labels={labels} client={client} onSaved={onProfileSaved} />
          <PasswordSection userName={state.profile.userName} labels={labels} client={client} />
        </>
      )}
    </section>
  );
}
