import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { checkState, readCallbackParams } from '../../../core/portal/callback.ts';
import { IDENTITY_ERRORS } from '../../../core/portal/messages.ts';
import { createUserManager, fetchPortalConfig } from './auth.ts';
import type { PortalLabels } from './labels.ts';
import { RETURN_PATH_KEY, returnPath } from './portal-paths.ts';

/** Props of {@link Callback}: the login callback page, or the hidden frame of silent authorization. */
export type CallbackProps =
  | { mode: 'redirect'; locale: string; portalSegment: string; labels: PortalLabels }
  | { mode: 'silent' };

/**
 * Completes a login (customer-area §2 `/callback`, §4 step 4, §5). In `redirect` mode: reads the query
 * with core/portal `readCallbackParams`; on failure shows its message ('missing params…'); a state this
 * browser did not start login with shows 'State mismatch'; otherwise exchanges the code with the PKCE
 * verifier (a refused exchange shows 'Unable to exchange authorization for tokens' with the provider's
 * reason; an answer without access token 'Access token not found in response') and replaces the
 * location with the remembered portal path, so neither code nor state stays in the URL or the history.
 * In `silent` mode (`/blank-callback` in the hidden frame) it hands the answer to the waiting page.
 */
export function Callback(props: CallbackProps) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const complete = async () => {
      const config = await fetchPortalConfig();
      if (props.mode === 'silent') {
        const manager = createUserManager({ config, origin: location.origin, locale: '' });
        await manager.signinSilentCallback();
        return;
      }
      const params = readCallbackParams(location.search);
      if (!params.ok) {
        setMessage(params.message);
        return;
      }
      const manager = createUserManager({ config, origin: location.origin, locale: props.locale });
      const stored = await manager.settings.stateStore.get(params.state);
      const state = checkState({ expected: stored ? params.state : null, received: params.state });
      if (!state.ok) {
        setMessage(state.message);
        return;
      }
      let user: User;
      try {
        user = await manager.signinRedirectCallback();
      } catch (error) {
        const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
        throw new Error(`${IDENTITY_ERRORS.exchangeFailed}${detail}`, { cause: error });
      }
      if (!user.access_token) {
        await manager.removeUser();
        throw new Error(IDENTITY_ERRORS.accessTokenMissing);
      }
      const target = returnPath({
        remembered: window.sessionStorage.getItem(RETURN_PATH_KEY),
        locale: props.locale,
        portalSegment: props.portalSegment,
      });
      window.sessionStorage.removeItem(RETURN_PATH_KEY);
      location.replace(target);
    };
    complete().catch((error: unknown) => setMessage(error instanceof Error ? error.message : String(error)));
  }, [props]);

  if (props.mode === 'silent') return null;
  return (
    <div className="sf-portal__status" role={message ? 'alert' : 'status'}>
      <p>{message ? `${props.labels.callbackFailed} ${message}` : props.labels.signingIn}</p>
      {message ? <a href={`/${props.locale}/${props.portalSegment}`}>{props.labels.backToPortal}</a> : null}
    </div>
  );
}
