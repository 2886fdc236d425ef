import express from 'express';
import { type ExternalServiceUrls, PORTAL_CLIENT_ID, PORTAL_SCOPES } from '../../../core/portal/protocol.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { settingsSchema } from '../options.ts';

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
 * The service URLs come from `context.settings.portal` (config `portal.serviceUrls`).
 */
export function createPortalRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  const settings = settingsSchema.parse(context.settings.portal);
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
      serviceUrls: settings.serviceUrls,
    };
    response.json(config);
  });
  return router;
}
