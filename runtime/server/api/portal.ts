import express from 'express';
import { type ExternalServiceUrls, PORTAL_CLIENT_ID, PORTAL_SCOPES } from '../../../core/portal/constants.ts';
import type { RuntimeContext } from '../types.ts';

export { PORTAL_CLIENT_ID };

/** Scopes the portal requests, space-separated (customer-area §9). */
export const PORTAL_SCOPE = PORTAL_SCOPES.join(' ');

/** What `GET /api/portal/config` answers: the identity client's settings (customer-area §7, §9). */
export interface PortalClientConfig {
  /** Issuer URL of the identity provider, `http://127.0.0.1:41234/oauth2/alpha`. */
  issuer: string;
  clientId: string;
  /** Space-separated scopes: `openid profile email fr:idm:*`. */
  scope: string;
  /** The dashboard's external service URLs (config `portal.serviceUrls`); `{}` when none. */
  serviceUrls: ExternalServiceUrls;
}

/**
 * The portal's API, mounted at `/api/portal`: `GET /config` → {@link PortalClientConfig} (no-store), or
 * 503 `{ error }` when the runtime knows no identity provider (`context.identityIssuer` unset).
 */
export function createPortalRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.get('/config', (_request, response) => {
    response.setHeader('cache-control', 'no-store');
    if (!context.identityIssuer) {
      response.status(503).json({ error: 'No identity provider is configured' });
      return;
    }
    const config: PortalClientConfig = {
      issuer: context.identityIssuer,
      clientId: PORTAL_CLIENT_ID,
      scope: PORTAL_SCOPE,
      serviceUrls: context.portalServiceUrls ?? {},
    };
    response.json(config);
  });
  return router;
}

/**
 * Widens the page's Content-Security-Policy for the portal's pages (customer-area §4): the identity
 * provider's origin may be contacted (`connect-src`: discovery, token, user info, revocation) and framed
 * (`frame-src`: silent authorization in the hidden frame). Other pages keep the strict policy.
 *
 * @param input.policy the policy header set so far (helmet's), or undefined when there is none.
 * @param input.issuer the identity provider's issuer URL; no issuer leaves the policy as it is.
 * @returns the policy to send, or undefined when there was none.
 */
export function portalSecurityPolicy(input: {
  policy: string | undefined;
  issuer: string | undefined;
}): string | undefined {
  const { policy, issuer } = input;
  if (!policy || !issuer || !URL.canParse(issuer)) return policy;
  const origin = new URL(issuer).origin;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const widen = (name: string) => {
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
    if (index < 0) directives.push(`${name} 'self' ${origin}`);
    else directives[index] = `${directives[index]} ${origin}`;
  };
  widen('connect-src');
  widen('frame-src');
  return directives.join(';');
}
