import { z } from 'zod';

/**
 * Options of the rebuilds plugin, as written in a `sites/` file under `plugins.rebuilds`: none. Its
 * routes are fleet-wide; the webhook's secret is project config (`rebuild.webhookSecret`), not site data.
 */
export const optionsSchema = z.object({}).strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
