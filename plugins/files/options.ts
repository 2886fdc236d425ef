import { z } from 'zod';

/** Options of the files plugin, as written in a `sites/` file under `plugins.files`. None yet. */
export const optionsSchema = z.object({}).strict();

export type Options = z.input<typeof optionsSchema>;
