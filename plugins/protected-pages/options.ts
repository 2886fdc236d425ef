import { z } from 'zod';

/** Options of the protected-pages plugin, as written in a `sites/` file under `plugins.protected-pages`. */
export const optionsSchema = z
  .object({
    /** How long an unlocked page stays unlocked (the access cookie's lifetime), in hours, 1 to 720. Default 12. */
    accessHours: z.number().int().min(1).max(720).default(12),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
