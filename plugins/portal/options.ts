import { z } from 'zod';

/**
 * Options of the portal plugin, as written in a `sites/` file under `plugins.portal`. None yet: the
 * customer-area segment comes from the project configuration (`portalSegment`).
 */
export const optionsSchema = z.object({}).strict();

export type Options = z.input<typeof optionsSchema>;
