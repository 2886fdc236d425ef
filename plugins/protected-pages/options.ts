import { z } from 'zod';
import { PORTAL_SEGMENT_DEFAULT } from '../../core/portal/protocol.ts';

/** Options of the protected-pages plugin, as written in a `sites/` file under `plugins.protected-pages`. */
export const optionsSchema = z
  .object({
    /**
     * How long an unlocked page stays unlocked (the access cookie's lifetime), in hours, 1 to 720. Default
     * 12. A role page's grant also ends with the identity token it was given for.
     */
    accessHours: z.number().int().min(1).max(720).default(12),
    /**
     * Where the gate of a role page sends a visitor to sign in (customer-area §2 `/{locale}/mykomax`, the
     * portal's sign-in): a same-origin path, `{locale}` replaced by the page's locale. Default
     * `/{locale}/mykomax`.
     */
    signInPath: z
      .string()
      .regex(/^\/(?![/\\])[^\\\s]*$/, 'a path on the same site, starting with one /')
      .default(`/{locale}/${PORTAL_SEGMENT_DEFAULT}`),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;
