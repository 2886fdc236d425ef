import path from 'node:path';
import type { ProjectConfig } from '../config/project-schema.ts';

/**
 * The feature settings the runtime and plugin commands are given (`RuntimeContext.settings`,
 * `PluginCommandContext.settings`), keyed by plugin folder name, from the project config's feature
 * sections:
 *
 * - `portal`: config `portal` (its service URLs);
 * - `forms`: `{ dataDir, databaseUrl, secret, smtpUrl }`, the store folder `<root>/.sitefleet` and config
 *   `forms` (plugins/forms/server/settings.ts), `smtpUrl` the configured one or `smtpUrl` given (the
 *   sandbox SMTP sink's);
 * - `rebuilds`: `{ webhookSecret }`, config `rebuild.webhookSecret` (plugins/rebuilds/settings.ts).
 */
export function pluginSettings(input: {
  root: string;
  config: ProjectConfig;
  smtpUrl?: string | null;
}): Record<string, unknown> {
  const { forms } = input.config;
  return {
    portal: input.config.portal,
    forms: {
      dataDir: path.join(input.root, '.sitefleet'),
      ...(forms.databaseUrl ? { databaseUrl: forms.databaseUrl } : {}),
      ...(forms.secret ? { secret: forms.secret } : {}),
      ...((forms.smtpUrl ?? input.smtpUrl) ? { smtpUrl: forms.smtpUrl ?? input.smtpUrl } : {}),
    },
    rebuilds: {
      ...(input.config.rebuild.webhookSecret ? { webhookSecret: input.config.rebuild.webhookSecret } : {}),
    },
  };
}
