import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOrigins, type RunningServices, startServices } from '../../../cli/services.ts';
import { projectConfigSchema } from '../../../config/project-schema.ts';
import { silentLogger } from '../../../core/logger.ts';
import { exchangeCode, signIn } from '../../sandbox/identity/oidc-client.ts';

let services: RunningServices;

beforeAll(async () => {
  services = await startServices({
    config: projectConfigSchema.parse({}),
    logger: silentLogger(),
    identity: true,
  });
}, 60_000);
afterAll(() => services?.close());

async function sis(query: string, idToken?: string) {
  const response = await fetch(services.endpoints.sis!.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { ciam_id_token: idToken, 'x-debug-level': '1' } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: { me?: { username: string } };
    errors?: { extensions?: { code?: string } }[];
  };
}

describe('the sandbox services started together (customer-area §7)', () => {
  it('lists every sandbox service with its URL', () => {
    expect(services.sandbox.map((service) => service.name)).toEqual([
      'content',
      'products',
      'identity',
      'sis',
    ]);
    expect(services.identityIssuer).toMatch(/\/oauth2\/alpha$/);
  });

  it("lets the SIS trust the identity provider's id token and refuse calls without one", async () => {
    const issuer = services.identityIssuer!;
    const { code, pkce } = await signIn({ issuer, username: 'customer.full', password: 'Portal-demo-1' });
    const tokens = (await (await exchangeCode({ issuer, code, verifier: pkce.verifier })).json()) as {
      id_token: string;
    };
    expect((await sis('{ me { username } }', tokens.id_token)).data?.me?.username).toBe('customer.full');
    expect((await sis('{ me { username } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the sandbox image service (config images.assetHost)', () => {
  it('starts on the configured loopback host, serving the images the sandbox datasets point at', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const assetHost = `http://127.0.0.1:${port}/`;
    const running = await startServices({
      config: projectConfigSchema.parse({ images: { assetHost } }),
      logger: silentLogger(),
      images: true,
    });
    try {
      expect(running.imageAssetHost).toBe(assetHost);
      expect(running.sandbox).toContainEqual({ name: 'images', url: assetHost });
      const response = await fetch(`${assetHost}brands/aurum.png?h=96&fit=crop&fm=webp&q=100`);
      expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
    } finally {
      await running.close();
    }
  });

  it('starts none for an asset host that is not on loopback', async () => {
    const running = await startServices({
      config: projectConfigSchema.parse({ images: { assetHost: 'https://assets.example.test' } }),
      logger: silentLogger(),
      images: true,
    });
    await running.close();
    expect(running.sandbox.map((service) => service.name)).toEqual(['content', 'products']);
    expect(running.imageAssetHost).toBe('https://assets.example.test/');
  });
});

describe('previewOrigins (the runtime origins the sandbox provider registers at start)', () => {
  it.each([
    [{ host: '127.0.0.1', port: 4321 }, ['http://127.0.0.1:4321', 'http://localhost:4321']],
    [{ host: 'localhost', port: 8080 }, ['http://localhost:8080', 'http://127.0.0.1:8080']],
    [{ host: '::1', port: 4321 }, ['http://[::1]:4321', 'http://localhost:4321', 'http://127.0.0.1:4321']],
    [{ host: '127.0.0.1', port: 80 }, ['http://127.0.0.1', 'http://localhost']],
    [{ host: '127.0.0.1', port: 0 }, []],
  ])('%o → %o', (preview, origins) => {
    expect(previewOrigins({ ...preview, trustProxy: false })).toEqual(origins);
  });
});
