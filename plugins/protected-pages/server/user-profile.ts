import { z } from 'zod';
import type { UserInfo } from '../../../core/portal/current-user.ts';
import { IDENTITY_REQUEST_TIMEOUT_MS } from '../../../core/portal/timeouts.ts';
import { joinPath } from '../../../core/routing/url.ts';

/** The user profile as the role check reads it (customer-area §7 userinfo). */
export interface UserProfile {
  sub?: string;
  subname?: string;
  roles?: UserInfo['roles'];
}

/** Outcome of {@link readUserProfile}. */
export type UserProfileAnswer =
  | { kind: 'profile'; profile: UserProfile }
  /** The provider refused the access token (401/403): signed out, revoked or expired. */
  | { kind: 'refused' }
  /** The provider could not be asked, or answered something else. */
  | { kind: 'unavailable'; message: string };

const discoverySchema = z.object({ userinfo_endpoint: z.url() });
const profileSchema = z.object({
  sub: z.string().optional(),
  subname: z.string().optional(),
  roles: z.union([z.string(), z.array(z.string())]).nullish(),
});

// One user-info endpoint per issuer, kept for the process; a failed discovery is asked again next time.
const endpoints = new Map<string, Promise<string>>();

function userInfoEndpointOf(issuer: string): Promise<string> {
  let endpoint = endpoints.get(issuer);
  if (!endpoint) {
    const url = joinPath({ base: issuer, segments: ['.well-known', 'openid-configuration'] });
    endpoint = fetch(url, { signal: AbortSignal.timeout(IDENTITY_REQUEST_TIMEOUT_MS) }).then(
      async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return discoverySchema.parse(await response.json()).userinfo_endpoint;
      },
    );
    endpoints.set(issuer, endpoint);
    endpoint.catch(() => endpoints.delete(issuer));
  }
  return endpoint;
}

/**
 * Reads the signed-in user's profile from the identity provider (customer-area §6 "Roles are read from
 * the role claim of the user profile"; §7 `GET oauth2/{realm}/userinfo` with the bearer token): the
 * user-info endpoint named by the issuer's well-known configuration (read once per issuer), asked with
 * the user's access token within `IDENTITY_REQUEST_TIMEOUT_MS` (5 000 ms).
 * @param input.issuer the identity provider's issuer URL (RuntimeContext `identityIssuer`).
 * @param input.accessToken the user's OAuth access token.
 * @returns the profile (`sub`, `subname`, `roles`); `refused` for a 401/403 answer; `unavailable` when
 *   the provider cannot be reached or answers otherwise. Never throws.
 */
export async function readUserProfile(input: {
  issuer: string;
  accessToken: string;
}): Promise<UserProfileAnswer> {
  try {
    const endpoint = await userInfoEndpointOf(input.issuer);
    const response = await fetch(endpoint, {
      headers: { authorization: `Bearer ${input.accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(IDENTITY_REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) return { kind: 'refused' };
    if (!response.ok) return { kind: 'unavailable', message: `user info answered ${response.status}` };
    const profile = profileSchema.safeParse(await response.json().catch(() => undefined));
    if (!profile.success) return { kind: 'unavailable', message: 'user info answer is not a profile' };
    return { kind: 'profile', profile: profile.data };
  } catch (error) {
    return { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) };
  }
}
