/**
 * The error catalogue (STYLE.md rule 6). Each entry says what happened, why, and what to do next.
 * Names never change; messages the specifications spell out are verbatim (public-site §8).
 */
export interface ErrorData<Args> {
  name: string;
  title: string;
  message(args: Args): string;
  hint?: string;
}

function defineError<Args>(data: ErrorData<Args>): ErrorData<Args> {
  return data;
}

export const ConfigInvalid = defineError<{ problems: string[] }>({
  name: 'ConfigInvalid',
  title: 'The configuration is invalid.',
  message: ({ problems }) =>
    `The configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  hint: 'Fix each listed key in the named file; see docs/configuration.md.',
});

export const SiteConfigMissing = defineError<{ siteId: string; siteName: string; sitesDir: string }>({
  name: 'SiteConfigMissing',
  title: 'A site has no configuration.',
  message: ({ siteId, siteName, sitesDir }) =>
    `Missing site configuration: the content service lists site '${siteId}' (${siteName}) but ${sitesDir}/${siteId}.ts does not exist.`,
  hint: 'Add a file for the site in sites/, or remove the site from the content service.',
});

export const UnknownSite = defineError<{ requested: string; known: string[] }>({
  name: 'UnknownSite',
  title: 'Unknown site.',
  message: ({ requested, known }) => `Unknown site '${requested}'. Known sites: ${known.join(', ')}.`,
});

export const UnknownLocale = defineError<{ requested: string; sites: string }>({
  name: 'UnknownLocale',
  title: 'Unknown locale.',
  message: ({ requested, sites }) =>
    `Locale '${requested}' is not a locale of the selected sites (${sites}). Use URL codes such as en or de-ch.`,
});

export const ServiceUnreachable = defineError<{
  service: string;
  url: string;
  query: string;
  reason: string;
}>({
  name: 'ServiceUnreachable',
  title: 'A service could not be reached.',
  message: ({ service, url, query, reason }) =>
    `The ${service} service at ${url} could not be reached for ${query}: ${reason}`,
  hint: 'Check the endpoint (config file or SITEFLEET_*_URL); unset it to use the embedded sandbox service.',
});

export const ServiceAnswerInvalid = defineError<{ service: string; query: string; issues: string[] }>({
  name: 'ServiceAnswerInvalid',
  title: 'A service answered with unexpected data.',
  message: ({ service, query, issues }) =>
    `The ${service} service answered ${query} with unexpected data:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`,
  hint: 'The content model and the query disagree; fix the content or the schema in core/model.',
});

export const PluginFailed = defineError<{ plugin: string; hook: string; site: string }>({
  name: 'PluginFailed',
  title: 'A plugin failed.',
  message: ({ plugin, hook, site }) => `Plugin ${plugin} failed in its ${hook} hook for site '${site}'.`,
});

export const BrokenLinks = defineError<{ summary: string }>({
  name: 'BrokenLinks',
  title: 'Pages link to pages that were not built.',
  message: ({ summary }) => `The build stopped because linkCheck is 'fail'. ${summary}`,
  hint: 'Fix the links in the content service or publish the pages they name; set linkCheck to warn to build anyway (docs/configuration.md).',
});

/** A service to configure: its config key and environment variable. */
interface ServiceSetting {
  key: string;
  env: string;
}

const settingsList = (settings: ServiceSetting[]) =>
  settings.map(({ key, env }) => `${key} (${env})`).join(' and ');

export const SandboxMixRefused = defineError<{
  /** Config keys of the configured services, e.g. `services.content.url`. */
  real: string[];
  /** The sandbox stand-ins that would start: `identity`, `sis`. */
  sandbox: string[];
  /** The settings that would replace them. */
  missing: ServiceSetting[];
}>({
  name: 'SandboxMixRefused',
  title: 'Real services were mixed with the sandbox identity provider or SIS.',
  message: ({ real, sandbox, missing }) =>
    `Refusing to start the sandbox ${sandbox.map((name) => (name === 'sis' ? 'SIS' : 'identity provider')).join(' and ')} next to real services (${real.join(', ')} configured): ${
      sandbox.includes('identity')
        ? 'the sandbox identity provider signs anyone in with its demo accounts, whose password is published'
        : "the sandbox SIS would answer the real identity provider's users with its demo data"
    }. Set ${settingsList(missing)} to the real ${missing.length > 1 ? 'services' : 'service'}, or, to run the sandbox next to real services on purpose, set services.sandbox to true (SITEFLEET_SANDBOX=1).`,
  hint: 'See docs/configuration.md "Real and sandbox services".',
});

export const SandboxIdentityHostRefused = defineError<{ host: string; missing: ServiceSetting[] }>({
  name: 'SandboxIdentityHostRefused',
  title: 'The sandbox identity provider was asked for on a non-loopback host.',
  message: ({ host, missing }) =>
    `Refusing to start the sandbox identity provider for a preview on '${host}', which is not a loopback address: its demo accounts share a published password, so anyone who reaches the preview could sign in. Listen on a loopback address (--host 127.0.0.1, or preview.host), or set ${settingsList(missing)} to the real ${missing.length > 1 ? 'services' : 'service'}. services.sandbox does not lift this.`,
  hint: 'See docs/configuration.md "Real and sandbox services".',
});

export const OutDirLocked = defineError<{ outDir: string; waitedSeconds: number }>({
  name: 'OutDirLocked',
  title: 'Another build is writing the output folder.',
  message: ({ outDir, waitedSeconds }) =>
    `The output folder ${outDir} is in use by another build (sitefleet build, or a preview or dev session rebuilding into it): still locked after ${waitedSeconds} s.`,
  hint: 'Wait for that build to finish, or build into another folder with --out. The lock of a killed process is taken over 30 s after it stopped.',
});

/** An error of the catalogue: carries `name`, `hint` and the original error as `cause`. */
export class SitefleetError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, options: { name: string; hint?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = options.name;
    this.hint = options.hint;
  }
}

/** Creates the catalogue error `data` with `args`, passing `cause` on. */
export function createError<Args>(data: ErrorData<Args>, args: Args, cause?: unknown): SitefleetError {
  return new SitefleetError(data.message(args), { name: data.name, hint: data.hint, cause });
}

/** The chain of causes of an error, outermost first (for printing). */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && chain.length < 10) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}
