/**
 * The rebuild webhook's secret from the runtime's feature settings (`RuntimeContext.settings.rebuilds`,
 * cli/plugin-settings.ts; config `rebuild.webhookSecret` / `SITEFLEET_REBUILD_WEBHOOK_SECRET`).
 * @returns the secret, or null when none is configured (the webhook answers 503).
 */
export function webhookSecretOf(settings: Readonly<Record<string, unknown>>): string | null {
  const own = settings.rebuilds as { webhookSecret?: unknown } | undefined;
  return typeof own?.webhookSecret === 'string' && own.webhookSecret !== '' ? own.webhookSecret : null;
}
