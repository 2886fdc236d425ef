import { useCallback, useMemo, useRef } from 'react';
import { type LoadState, LoadStateView, useLoad } from '../load-state.tsx';
import type { PortalSession } from '../session.ts';
import { AccountFailure } from './AccountFailure.tsx';
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

/** Where loading the profile stands: loading, the profile, or the failure (an IdmRequestError: 'Timeout'…). */
export type AccountState = LoadState<IdmProfile>;

/**
 * Account settings (customer-area §2 `/account`, §3 account profile, §5 profile and password-policy
 * messages, §6 internal employee): loads the signed-in user's profile from the identity provider's
 * account API (`{issuer origin}/openidm/managed/alpha_user/{user id}` with the access token, 5000 ms
 * limit) and shows it ({@link AccountView}). A 401 answer sends the visitor through login again.
 */
export function AccountScreen({ session, labels }: AccountScreenProps) {
  // The session object changes when the user info is re-read after a save; the client must not.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const { issuer } = session.config;
  const { id: userId } = session.user;
  const client = useMemo(
    () =>
      createIdmClient({
        issuer,
        userId,
        accessToken: () => sessionRef.current.accessToken(),
        onUnauthenticated: () => void sessionRef.current.signInAgain(),
      }),
    [issuer, userId],
  );

  const [state, setProfile] = useLoad(useCallback(() => client.readProfile(), [client]));

  return (
    <AccountView
      labels={labels}
      state={state}
      client={client}
      onProfileSaved={(profile) => {
        setProfile(profile);
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
      <LoadStateView
        state={state}
        loadingText={labels.loading}
        failed={(error) => <AccountFailure text={labels.loadFailed} error={error} />}
      >
        {(profile) =>
          profile.internal ? (
            <InternalAccount profile={profile} labels={labels} client={client} />
          ) : (
            <>
              <ProfileSection profile={profile} labels={labels} client={client} onSaved={onProfileSaved} />
              <PasswordSection userName={profile.userName} labels={labels} client={client} />
            </>
          )
        }
      </LoadStateView>
    </section>
  );
}
