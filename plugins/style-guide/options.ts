import { z } from 'zod';

/** Options of the style-guide plugin, as written in a `sites/` file under `plugins['style-guide']`. None yet. */
export const optionsSchema = z.object({}).strict();

export type Options = z.input<typeof optionsSchema>;
