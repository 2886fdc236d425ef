import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../../core/logger.ts';
import type { RuntimeContext } from '../../../../../core/serving/context.ts';
import { createPortalRouter } from '../../../../../plugins/portal/server/config-route.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A real Express app with only the portal router at `/api/portal`; returns its base URL. */
async function startPortalApi(identityIssuer?: string): Promise<string> {
  const context: RuntimeContext = {
    outDir: '/nonexistent',
    logger: silentLogger(),
    endpoints: {},
    sites: () => [],
    assets: () => ({ scripts: [], styles: [] }),
    settings: {},
    ...(identityIssuer ? { identityIssuer } : {}),
  };
  const app = express();
  app.use('/api/portal', createPortalRouter(context));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('GET /api/portal/config (customer-area §7, §9)', () => {
  it('answers the issuer, the fixed client id and the spec scopes', async () => {
    const base = await startPortalApi('http://127.0.0.1:4444/oauth2/alpha');
    const response = await fetch(`${base}/api/portal/config`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      issuer: 'http://127.0.0.1:4444/oauth2/alpha',
      clientId: 'sitefleet-portal',
      serviceUrls: {},
      scope: 'openid profile email fr:idm:*',
    });
  });

  it('answers 503 when the runtime knows no identity provider', async () => {
    const base = await startPortalApi();
    const response = await fetch(`${base}/api/portal/config`);
    expect(response.status).toBe(503);
  });
});
