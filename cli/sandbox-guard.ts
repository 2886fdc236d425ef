import type { ProjectConfig } from '../config/project-schema.ts';
import { createError, SandboxIdentityHostRefused, SandboxMixRefused } from '../core/errors.ts';
import { isLoopbackHost } from '../core/routing/loopback-host.ts';

/** The services of config `services`, each configured (real) or left to its sandbox stand-in. */
export type ConfigService = 'content' | 'products' | 'identity' | 'sis';

/** The config key and environment variable that configure each service (docs/configuration.md). */
export const SERVICE_SETTINGS: Readonly<Record<ConfigService, { key: string; env: string }>> = {
  content: { key: 'services.content.url', env: 'SITEFLEET_CONTENT_URL' },
  products: { key: 'services.products.url', env: 'SITEFLEET_PRODUCTS_URL' },
  identity: { key: 'services.identity.url', env: 'SITEFLEET_IDENTITY_URL' },
  sis: { key: 'services.sis.url', env: 'SITEFLEET_SIS_URL' },
};

/** Sandbox stand-ins that hold demo credentials: the provider's accounts and the SIS that trusts it. */
const CREDENTIAL_SERVICES: readonly ConfigService[] = ['identity', 'sis'];

/** Which services a command uses are configured, and which would start as sandbox stand-ins. */
export interface ServicePlan {
  real: ConfigService[];
  sandbox: ConfigService[];
}

/**
 * Sorts the services a command needs into configured and sandbox ones.
 *
 * @param input.identity whether the command needs the identity provider and the SIS (runtime, sandbox
 *   command); a build needs content and products only.
 */
export function planServices(input: { services: ProjectConfig['services']; identity: boolean }): ServicePlan {
  const needed: ConfigService[] = input.identity
    ? ['content', 'products', 'identity', 'sis']
    : ['content', 'products'];
  return {
    real: needed.filter((name) => input.services[name] !== undefined),
    sandbox: needed.filter((name) => input.services[name] === undefined),
  };
}

/**
 * Refuses the sandbox stand-ins where their demo credentials would be reachable (docs/security.md rule 9;
 * docs/configuration.md "Real and sandbox services"), before anything starts:
 *
 * - the sandbox identity provider or SIS next to any configured service, unless `services.sandbox` is
 *   true: the provider signs anyone in with the published demo password, and the sandbox SIS trusts it;
 * - the sandbox identity provider for a preview on a non-loopback `preview.host`, even with
 *   `services.sandbox`: anyone who reaches the preview could sign in with the demo accounts.
 *
 * Sandbox content and products next to real services are allowed (they hold no credentials); the caller
 * warns about them.
 *
 * @throws SitefleetError `SandboxMixRefused` or `SandboxIdentityHostRefused`, naming the config keys and
 *   environment variables to set.
 */
export function checkSandboxUse(input: { config: ProjectConfig; plan: ServicePlan }): void {
  const { config, plan } = input;
  const credentialed = plan.sandbox.filter((name) => CREDENTIAL_SERVICES.includes(name));
  const missing = CREDENTIAL_SERVICES.filter((name) => config.services[name] === undefined).map(
    (name) => SERVICE_SETTINGS[name],
  );
  if (credentialed.length > 0 && plan.real.length > 0 && !config.services.sandbox) {
    throw createError(SandboxMixRefused, {
      real: plan.real.map((name) => SERVICE_SETTINGS[name].key),
      sandbox: credentialed,
      missing,
    });
  }
  if (plan.sandbox.includes('identity') && !isLoopbackHost(config.preview.host)) {
    throw createError(SandboxIdentityHostRefused, { host: config.preview.host, missing });
  }
}
