import type { PluginCommand } from '../../core/pipeline/plugin.ts';
import { formsSettingsSchema, storePaths } from './server/settings.ts';
import { openFormsDatabase } from './store/database.ts';
import { listEntries, type OutboxEntry, retryFailed } from './store/submissions.ts';

/**
 * `sitefleet submissions [--retry]`: lists the submissions whose forwarding is
 * `pending`, `sending` or `failed` (id, form, site, received, status, attempts, last error), from the
 * project's store (`.sitefleet/submissions.sqlite`, or config `forms.databaseUrl`). `--retry` puts every
 * `failed` one back to `pending` with its attempts reset: the running runtime's outbox worker forwards
 * them on its next round (option `outbox.pollMs`).
 */
export const submissionsCommand: PluginCommand = {
  name: 'submissions',
  description: 'List form submissions not yet forwarded (pending, failed); --retry retries the failed ones.',
  options: [{ flags: '--retry', description: 'put failed submissions back into the outbox' }],
  async run({ options, settings, write }) {
    const parsed = formsSettingsSchema.parse(settings.forms);
    const store = await openFormsDatabase({ file: storePaths(parsed).file, databaseUrl: parsed.databaseUrl });
    try {
      if (options.retry === true) {
        const count = await retryFailed({ store });
        write(`${count} failed submission${count === 1 ? '' : 's'} put back into the outbox.\n`);
      }
      const entries = await listEntries({ store, statuses: ['pending', 'sending', 'failed'] });
      write(formatEntries(entries));
    } finally {
      await store.close();
    }
  },
};

/** One line per entry, or a line saying there is none. */
export function formatEntries(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) return 'No pending or failed submissions.\n';
  const lines = entries.map((entry) =>
    [
      entry.submission.id,
      entry.submission.form.padEnd(19),
      entry.submission.site,
      new Date(entry.submission.createdAt).toISOString(),
      entry.status.padEnd(7),
      `attempts ${entry.attempts}`,
      entry.lastError ? `last error: ${entry.lastError}` : '',
    ]
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\n`;
}
