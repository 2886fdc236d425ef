import type { CurrentUser } from '../../../core/portal/current-user.ts';
import type { PortalConfig } from './auth.ts';
import type { SisClient } from './sis-client.ts';

/**
 * What every portal screen gets once the visitor is signed in (customer-area §2 screens, §3 current
 * user). Screens read and write the SIS only through `sis`, and the identity provider's account API
 * only with `accessToken()` (customer-area §7).
 */
export interface PortalSession {
  /** Locale URL code (`en`, `de-ch`). */
  locale: string;
  /** The portal home path, `/en/mykomax`. */
  home: string;
  /** The signed-in user from the identity provider's user info (customer-area §3). */
  user: CurrentUser;
  /**
   * The user's current OAuth access token (bearer token of the identity provider's account API),
   * renewed first when it expires within 30 000 ms (customer-area §9 client token threshold).
   */
  accessToken(): Promise<string>;
  /** The runtime's portal configuration (issuer, client id, scope, external service URLs). */
  config: PortalConfig;
  /** The authenticated SIS client (through the same-origin tickets proxy). */
  sis: SisClient;
  /** Goes to another portal path in the same page (history entry added), e.g. `/en/mykomax/tickets/1`. */
  navigate(path: string): void;
  /** Logs out (customer-area §4 step 5): revoke, end the session, clear tokens and user. */
  logOut(): Promise<void>;
  /**
   * Reads the user info again (after the account screen changed the profile), so the shell and the
   * dashboard show the new name. A failure leaves the user as it was.
   */
  refreshUser(): Promise<void>;
  /** Sends the visitor through login again, coming back to the current path (customer-area §4 step 6). */
  signInAgain(): Promise<void>;
}
