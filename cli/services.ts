import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectConfig } from '../config/project-schema.ts';
import type { GraphQLEndpoint, ServiceName } from '../core/graphql/client.ts';
import type { Logger } from '../core/logger.ts';
import { isLoopbackHost } from '../core/routing/loopback-host.ts';
import { DEFAULT_DRAFT_TOKEN, startContentService } from '../sandbox/content/server.ts';
import { createProductDataset } from '../sandbox/dataset/catalogue/index.ts';
import { createContentDataset } from '../sandbox/dataset/index.ts';
import { collectImages } from '../sandbox/images/catalogue.ts';
import { startImageService } from '../sandbox/images/server.ts';
import { startProductService } from '../sandbox/products/server.ts';
import { createIdTokenVerifier } from './id-token-verifier.ts';
import { checkSandboxUse, planServices, SERVICE_SETTINGS } from './sandbox-guard.ts';

/** Endpoints the clients talk to, and a way to stop the sandbox services started for them. */
export interface RunningServices {
  endpoints: Partial<Record<ServiceName, GraphQLEndpoint>>;
  /** Sandbox services started in-process, by name, with their URLs. */
  sandbox: { name: string; url: string }[];
  /**
   * The image asset host pages show images from (config `images.assetHost`, e.g.
   * `http://127.0.0.1:4322/`): the CSP's `img-src` allows its origin.
   */
  imageAssetHost: string;
  /**
   * Issuer URL of the identity provider (configured or sandbox, e.g.
   * `http://127.0.0.1:41234/oauth2/alpha`), or null when it was not asked for.
   */
  identityIssuer: string | null;
  /**
   * The SMTP server the forms send e-mail through (plugins/forms): config `forms.smtpUrl`, or the
   * sandbox SMTP sink's `smtp://127.0.0.1:{port}`; null when neither (not asked for, or real services
   * without an SMTP server).
   */
  smtpUrl: string | null;
  /**
   * Registers an origin of the portal runtime with the sandbox identity provider, which then accepts
   * exactly that origin's callback and post-logout URIs (`{origin}/{locale}/callback`,
   * `{origin}/blank-callback`, `{origin}/{locale}`) and its CORS calls. Call it once the runtime
   * listens, with its URL (`http://127.0.0.1:41234`); does nothing when no sandbox provider runs.
   * @throws Error when `origin` is not exactly an http(s) origin (no path).
   */
  registerRuntimeOrigin(origin: string): void;
  close(): Promise<void>;
}

/**
 * The runtime origins the config already names: `http://{preview.host}:{preview.port}`, and on a
 * loopback host also `http://localhost:{port}` and `http://127.0.0.1:{port}`; none when the port is 0
 * (chosen at listen time: register it then with {@link RunningServices.registerRuntimeOrigin}).
 */
export function previewOrigins(preview: ProjectConfig['preview']): string[] {
  if (preview.port === 0) return [];
  const bracketed = preview.host.includes(':') && !preview.host.startsWith('[');
  const hosts = [bracketed ? `[${preview.host}]` : preview.host];
  if (isLoopbackHost(preview.host)) hosts.push('localhost', '127.0.0.1');
  // The URL parser writes each origin as a browser sends it (lower case, no default port).
  const origins = hosts.flatMap((host) => URL.parse(`http://${host}:${preview.port}`)?.origin ?? []);
  return [...new Set(origins)];
}

/**
 * Resolves the service endpoints: a configured endpoint is used as it is; an unset one gets its embedded
 * sandbox stand-in, started in-process on a free loopback port (ARCHITECTURE.md "Embedded default and
 * real services"). Before anything starts, the sandbox identity provider and SIS are refused next to
 * configured services (unless `services.sandbox`) and for a non-loopback `preview.host`
 * (sandbox-guard.ts); sandbox content or products next to configured services are logged as a warning.
 *
 * @param input.scale multiplies the sandbox dataset (benchmarks); default 1.
 * @param input.images also start the sandbox image service (sandbox/images/) with the sandbox datasets'
 *   images, on the address of config `images.assetHost` (the runtime and the `sandbox` command need it,
 *   a build only needs the datasets to point there); only while the content or product-data sandbox runs
 *   and the asset host is a loopback http URL. A taken port is logged as a warning (another preview's
 *   image service answers there). Default false.
 * @param input.identity also resolve the identity provider and the service-information system
 *   (customer-area §7; the runtime and the `sandbox` command need them, a build does not); default false.
 * @param input.smtp also resolve the forms' SMTP server: config `forms.smtpUrl`, or, while the sandbox is in
 *   use (no service configured, or `services.sandbox`), the sandbox SMTP sink (sandbox/smtp/), listed as
 *   `smtp` with the URL of its page of received mails. Never a sink next to real services only: mails
 *   would vanish there. Default false.
 * @param input.runtimeOrigins origins of the portal runtime the sandbox provider redirects to; default
 *   {@link previewOrigins} of the config. More can be registered later
 *   ({@link RunningServices.registerRuntimeOrigin}).
 * @throws SitefleetError `SandboxMixRefused` or `SandboxIdentityHostRefused` (core/errors.ts).
 */
export async function startServices(input: {
  config: ProjectConfig;
  logger: Logger;
  scale?: number;
  seed?: number;
  port?: number;
  identity?: boolean;
  images?: boolean;
  smtp?: boolean;
  /** SQLite file of the sandbox SIS (its data survives a restart); default in-memory. */
  sisDatabaseFile?: string;
  /**
   * SQLite file of the sandbox content service's page edits (`updatePage`, `publishPage`: drafts and
   * published changes survive a restart); default in-memory. See {@link contentDatabaseFile}.
   */
  contentDatabaseFile?: string;
  runtimeOrigins?: readonly string[];
}): Promise<RunningServices> {
  const endpoints: Partial<Record<ServiceName, GraphQLEndpoint>> = {};
  const sandbox: { name: string; url: string }[] = [];
  const closers: (() => Promise<void>)[] = [];
  const { services } = input.config;
  const plan = planServices({ services, identity: input.identity ?? false });
  checkSandboxUse({ config: input.config, plan });
  if (plan.real.length > 0 && plan.sandbox.length > 0) {
    const unset = plan.sandbox.map((name) => SERVICE_SETTINGS[name].key).join(', ');
    input.logger.warn(`Demo sandbox services stand in for ${unset} (unset) next to the configured ones`);
  }
  let registerRuntimeOrigin: (origin: string) => void = () => {};
  // The sandbox datasets point their images at the configured asset host (default: the image service's).
  const { assetHost } = input.config.images;
  const datasets: unknown[] = [];

  if (services.content) {
    endpoints.content = { service: 'content', url: services.content.url, token: services.content.token };
  } else {
    const dataset = createContentDataset({ scale: input.scale ?? 1, seed: input.seed ?? 1, assetHost });
    datasets.push(dataset);
    const service = await startContentService({
      dataset,
      port: input.port ?? 0,
      databaseFile: input.contentDatabaseFile,
    });
    closers.push(service.close);
    // The sandbox's draft token stands in for the CMS token a real deployment configures.
    endpoints.content = { service: 'content', url: service.url, token: DEFAULT_DRAFT_TOKEN };
    sandbox.push({ name: 'content', url: service.url });
    input.logger.debug(`sandbox content service at ${service.url}`);
  }
  if (services.products) {
    endpoints.products = { service: 'products', url: services.products.url };
  } else {
    const dataset = createProductDataset({ scale: input.scale ?? 1, seed: input.seed ?? 1, assetHost });
    datasets.push(dataset);
    const service = await startProductService({ dataset });
    closers.push(service.close);
    endpoints.products = { service: 'products', url: service.url };
    sandbox.push({ name: 'products', url: service.url });
  }

  if (input.images && datasets.length > 0) {
    const images = await startSandboxImages({ assetHost, datasets, logger: input.logger });
    if (images) {
      closers.push(images.close);
      sandbox.push({ name: 'images', url: images.assetHost });
    }
  }

  let identityIssuer: string | null = null;
  if (input.identity) {
    if (services.identity) {
      identityIssuer = services.identity.url;
    } else {
      // Loaded on demand: oidc-provider is only needed when the runtime or the sandbox command runs.
      const { startIdentityProvider } = await import('../sandbox/identity/server.ts');
      const provider = await startIdentityProvider({
        runtimeOrigins: input.runtimeOrigins ?? previewOrigins(input.config.preview),
        loginRateLimit: input.config.rateLimits.login,
      });
      closers.push(provider.close);
      identityIssuer = provider.issuer;
      registerRuntimeOrigin = provider.registerOrigin;
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

  let smtpUrl: string | null = null;
  if (input.smtp) {
    if (input.config.forms.smtpUrl) {
      smtpUrl = input.config.forms.smtpUrl;
    } else if (services.sandbox || plan.real.length === 0) {
      const { startSmtpSink } = await import('../sandbox/smtp/server.ts');
      const sink = await startSmtpSink();
      closers.push(sink.close);
      smtpUrl = sink.smtpUrl;
      sandbox.push({ name: 'smtp', url: sink.webUrl });
    } else {
      input.logger.warn(
        'No SMTP server for the forms (forms.smtpUrl, SITEFLEET_FORMS_SMTP_URL): submissions to e-mail destinations wait in the outbox.',
      );
    }
  }

  return {
    endpoints,
    sandbox,
    imageAssetHost: assetHost,
    identityIssuer,
    smtpUrl,
    registerRuntimeOrigin: (origin) => registerRuntimeOrigin(origin),
    async close() {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/**
 * Starts the sandbox image service with the images of `datasets` on the asset host's address, when that
 * is a loopback http URL (a real asset host is left alone). A port already taken is a warning, not a
 * failure: an earlier preview's image service, drawing the same demo images, answers there.
 * @returns the running service, or null when none was started.
 */
async function startSandboxImages(input: { assetHost: string; datasets: unknown[]; logger: Logger }) {
  const url = new URL(input.assetHost);
  if (url.protocol !== 'http:' || !isLoopbackHost(url.hostname)) {
    input.logger.debug(
      `images.assetHost ${input.assetHost} is not a loopback http URL: no sandbox image service`,
    );
    return null;
  }
  const images = collectImages({ assetHost: input.assetHost, datasets: input.datasets });
  try {
    const service = await startImageService({ images, assetHost: input.assetHost });
    input.logger.debug(`sandbox image service at ${service.assetHost} (${images.size} images)`);
    return service;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    input.logger.warn(
      `The sandbox image service cannot listen on ${input.assetHost} (the port is taken, perhaps by another sitefleet preview); images are loaded from whatever answers there. Set images.assetHost to another loopback port to start one of its own.`,
    );
    return null;
  }
}

/**
 * Starts the sandbox SIS, trusting id tokens of the portal client signed by `issuer`'s published keys
 * (customer-area §7 `ciam_id_token`; issuer, audience and algorithm checked by id-token-verifier.ts).
 */
async function startSandboxSis(input: { issuer: string; databaseFile?: string }) {
  const { startSisService } = await import('../sandbox/sis/server.ts');
  return startSisService({
    databaseFile: input.databaseFile,
    verifyToken: createIdTokenVerifier({ issuer: input.issuer }),
  });
}

/**
 * Where the sandbox content service keeps the editors' page edits between runs (drafts and published
 * changes, sandbox/content/page-edits.ts): `<root>/.sitefleet/content.sqlite` (ignored by git); the
 * folder is created. `preview`, `sandbox` and `dev` pass it; builds, tests and the bench keep edits in
 * memory.
 */
export async function contentDatabaseFile(root: string): Promise<string> {
  const folder = path.join(root, '.sitefleet');
  await mkdir(folder, { recursive: true });
  return path.join(folder, 'content.sqlite');
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
