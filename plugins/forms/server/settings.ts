import path from 'node:path';
import { z } from 'zod';
import type { RuntimeContext } from '../../../core/serving/context.ts';

/**
 * The forms' run-time settings, from the project config `forms` section as the CLI hands it to the
 * runtime (`context.settings.forms`, cli/plugin-settings.ts):
 *
 * - `dataDir`: absolute folder of the store and uploads (the project's `.sitefleet`);
 * - `databaseUrl`: PostgreSQL URL (config `forms.databaseUrl`); unset: SQLite in
 *   `{dataDir}/submissions.sqlite`;
 * - `secret`: the CSRF secret (config `forms.secret`, ≥ 32 characters); unset: derived from the server
 *   secret (config `editor.secret`, or the sandbox's generated one);
 * - `smtpUrl`: the SMTP server e-mail destinations go through (config `forms.smtpUrl`, or the sandbox
 *   SMTP sink's); unset: e-mail entries wait in the outbox.
 */
export const formsSettingsSchema = z.object({
  dataDir: z.string().refine((value) => path.isAbsolute(value), 'must be an absolute path'),
  databaseUrl: z.string().min(1).optional(),
  secret: z.string().min(32).optional(),
  smtpUrl: z.string().min(1).optional(),
});

/** See {@link formsSettingsSchema}. */
export type FormsSettings = z.output<typeof formsSettingsSchema>;

/**
 * The forms' settings of a runtime, or null when the runtime has none (a context made without the
 * project config, e.g. a test app): the forms API then answers 503 and no worker runs.
 *
 * @throws Error naming the problem when `settings.forms` is there but malformed.
 */
export function formsSettingsOf(context: RuntimeContext): FormsSettings | null {
  const raw = context.settings.forms;
  if (raw === undefined) return null;
  const parsed = formsSettingsSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`settings.forms: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The store's file (`{dataDir}/submissions.sqlite`) and the uploads folder (`{dataDir}/uploads`). */
export function storePaths(settings: FormsSettings): { file: string; uploads: string } {
  return {
    file: path.join(settings.dataDir, 'submissions.sqlite'),
    uploads: path.join(settings.dataDir, 'uploads'),
  };
}
