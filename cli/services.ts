import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectConfig } from '../config/project-schema.ts';
import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import type { Logger } from '../core/logger.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../sandbox/content/server.ts';
import { createProductDataset } from '../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../sandbox/dataset/index.ts';
import { startProductService } from '../sandbox/products/server.ts';

/** Endpoints the clients talk to, and a way to stop the sandbox services started for them. */
export interface RunningServices {
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** Sandbox services started in-process, by name, with their URLs. */
  sandbox: { name: string; url: string }[];
  /**
   * Issuer URL of the identity provider (configured or sandbox, e.g.
   * `http://127.0.0.1:41234/oauth2/alpha`), or null when it was not asked for.
   */
  identityIssuer: string | null;
  close(): Promise<void>;
}

/**
 * Resolves the service endpoints: a configured endpoint is used as it is; an unset one gets its embedded
 * sandbox stand-in, started in-process on a free loopback port (ARCHITECTURE.md "Embedded default and
 * real services").
 *
 * @param input.scale multiplies the sandbox dataset (benchmarks); default 1.
 * @param input.identity also resolve the identity provider and the service-information system
 *   (customer-area §7; the runtime and the `sandbox` command need them, a build does not); default false.
 */
export async function startServices(input: {
  config: ProjectConfig;
  logger: Logger;
  scale?: number;
  seed?: number;
  port?: number;
  identity?: boolean;
  /** SQLite file of the sandbox SIS (its data survives a restart); default in-memory. */
  sisDatabaseFile?: string;
}): Promise<RunningServices> {
  const endpoints: Partial<Record<ServiceName, GraphQLEndpoint>> = {};
  const sandbox: { name: string; url: string }[] = [];
  const closers: (() => Promise<void>)[] = [];
  const { services } = input.config;

  if (services.content) {
    endpoints.content = { service: 'content', url: services.content.url, token: services.content.token };
  } else {
    const dataset = createContentDataset({ scale: input.scale ?? 1, seed: input.seed ?? 1 });
    const service = await startContentService({ dataset, port: input.port ?? 0 });
    closers.push(service.close);
    // The sandbox's draft token stands in for the CMS token a real deployment configures.
    endpoints.content = { service: 'content', url: service.url, token: DEFAULT_DRAFT_TOKEN };
    sandbox.push({ name: 'content', url: service.url });
    input.logger.debug(`sandbox content service at ${service.url}`);
  }
  if (services.products) {
    endpoints.products = { service: 'products', url: services.products.url };
  } else {
    const dataset = createProductDataset({ scale: input.scale ?? 1, seed: input.seed ?? 1 });
    const service = await startProductService({ dataset });
    closers.push(service.close);
    endpoints.products = { service: 'products', url: service.url };
    sandbox.push({ name: 'products', url: service.url });
  }

  let identityIssuer: string | null = null;
  if (input.identity) {
    if (services.identity) {
      identityIssuer = services.identity.url;
    } else {
      // Loaded on demand: oidc-provider is only needed when the runtime or the sandbox command runs.
      const { startIdentityProvider } = await import('../sandbox/identity/server.ts');
      const provider = await startIdentityProvider({});
      closers.push(provider.close);
      identityIssuer = provider.issuer;
      sandbox.push({ name: 'identity', url: provider.issuer });
    }
    if (services.sis) {
      endpoints.sis = { service: 'sis', url: services.sis.url };
    } else {
      const sis = await startSandboxSis({ issuer: identityIssuer, databaseFile: input.sisDatabaseFile });
      closers.push(sis.close);
      endpoints.sis = { service: 'sis', url: sis.url };
      sandbox.push({ name: 'sis', url: sis.url });
    }
  }

  return {
    endpoints,
    sandbox,
    identityIssuer,
    async close() {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/**
 * Starts the sandbox SIS, trusting id tokens signed by `issuer`'s keys (read from its well-known
 * configuration) for the portal client (customer-area §7 `ciam_id_token`).
 */
async function startSandboxSis(input: { issuer: string; databaseFile?: string }) {
  const { startSisService } = await import('../sandbox/sis/server.ts');
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;
  const verifyToken = async (token: string) => {
    if (!keys) {
      const discovery = (await (await fetch(`${input.issuer}/.well-known/openid-configuration`)).json()) as {
        jwks_uri: string;
      };
      keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    }
    const { payload } = await jwtVerify(token, keys, { issuer: input.issuer }).catch(() => ({
      payload: null,
    }));
    return payload?.sub ? { sub: payload.sub } : null;
  };
  return startSisService({ databaseFile: input.databaseFile, verifyToken });
}

/**
 * Where the sandbox SIS keeps its data between runs: `<root>/.sitefleet/sis.sqlite` (ignored by git);
 * the folder is created.
 */
export async function sisDatabaseFile(root: string): Promise<string> {
  const folder = path.join(root, '.sitefleet');
  await mkdir(folder, { recursive: true });
  return path.join(folder, 'sis.sqlite');
}
