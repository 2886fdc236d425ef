import { z } from 'zod';

/** Options of the editor plugin, as written in a `sites/` file under `plugins.editor`. None yet. */
export const optionsSchema = z.object({}).strict();

export type Options = z.input<typeof optionsSchema>;
