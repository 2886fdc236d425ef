import { z } from 'zod';

/** Options of the portal plugin, as written in a `sites/` file under `plugins.portal`. */
export const optionsSchema = z
  .object({
    /** Customer-area path segment (customer-area §2): `/{locale}/{segment}/**`. Default `mykomax`. */
    segment: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits or hyphens')
      .default('mykomax'),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;

/**
 * The portal's settings in the project configuration (config `portal`, handed to routes as
 * `context.settings.portal`): the external service URLs the dashboard links to (customer-area §2).
 */
export const settingsSchema = z
  .object({ serviceUrls: z.record(z.string(), z.string()).default({}) })
  .default({ serviceUrls: {} });
