import express from 'express';
import PQueue from 'p-queue';
import { z } from 'zod';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { createAdmission } from '../../../runtime/kit/admission.ts';
import { accessCookieName, accessEntry, encodeGrant, hashesBelow, passwordFingerprint } from '../access.ts';
import { UNMATCHABLE_HASH, verifyPagePassword } from '../password-hash.ts';
import { accessTableOf } from './access-store.ts';
import { attemptHandlers, servedGate, setAccessCookie } from './attempt.ts';

/** public-site §5 "Password gate: 'Please enter a password'". */
export const PASSWORD_REQUIRED = 'Please enter a password';

/** The one answer to a password that opens nothing, whether or not the page exists. */
export const PASSWORD_REFUSED = 'The password is not correct.';

/**
 * How many password checks run at once in the process, whichever site or page they are for: each scrypt
 * check of the demo's cost (N = 2^15, r = 8) takes 32 MiB and about 0.1 s of a libuv thread, so that a
 * burst of unlocks waits its turn instead of taking the server's memory and threads.
 */
export const PASSWORD_CHECK_CONCURRENCY = 2;

/**
 * Unlock requests the process takes at once (each runs one check, plus one per password page below its
 * page): with {@link PASSWORD_CHECK_CONCURRENCY} checks at a time the last of them waits about a second.
 */
export const UNLOCKS_IN_FLIGHT = 16;

/**
 * Unlock requests one client address may have in the process at once: a visitor types one password at a
 * time, and a few visitors behind one office address still get through.
 */
export const UNLOCKS_PER_ADDRESS = 4;

// Process-wide: every router this process mounts (one per runtime app) shares them.
const passwordChecks = new PQueue({ concurrency: PASSWORD_CHECK_CONCURRENCY });
const unlockAdmission = createAdmission({
  what: 'password checks',
  inFlight: UNLOCKS_IN_FLIGHT,
  perAddress: UNLOCKS_PER_ADDRESS,
  retryAfterSeconds: 1,
});

/** {@link verifyPagePassword}, at most {@link PASSWORD_CHECK_CONCURRENCY} at a time in the process. */
function checkPassword(input: { password: string; passwordHash: string }): Promise<boolean> {
  return passwordChecks.add(() => verifyPagePassword(input));
}

const bodySchema = z.object({
  site: z.string().max(200),
  path: z.string().startsWith('/').max(1000),
  password: z.string().max(1000),
});

/**
 * The password gate's route (public-site §5, §6; customer-area §2, §6), mounted at
 * `/api/protected-pages`: `POST /unlock` with JSON `{ site, path, password }` — the site's key, the URL
 * path of the gate as the browser shows it (`/en/events/internal-2025`), the typed password:
 *
 * - 400 `{ error: 'Please enter a password' }` for an empty password;
 * - 401 `{ error: 'The password is not correct.' }` when the password does not open a password page at
 *   that path: the same answer, after the same scrypt work, whether the page exists or not;
 * - 200 `{ success: true }` with the page's access cookie when it does: HttpOnly, SameSite=Lax (sent
 *   when a visitor follows a link to the page from an e-mail or another site; the cookie only opens GET
 *   pages, and this POST is origin-checked), Secure over https, signed (cookie-parser `s:` signature
 *   with a key derived from the server secret,
 *   config `editor.secret`), `Path` = the page's URL path, so the browser sends it for the page and the
 *   pages below it only, for `accessHours`; the page guard then serves the page, and the password pages
 *   below it that the same password opens (checked now, access.ts `hashesBelow`; never a role page);
 * - 503 when the server has no secret to sign with; 400 for a body that is not such JSON.
 *
 * In front of it the `/api` guards: 403 for another Origin, 429 over `rateLimits.api`. Here, failed
 * attempts (any answer from 400 up) are limited by `rateLimits.editorAuthentication` per address
 * (default 10 per 15 minutes): 429 `{ error }` beyond (brute force). Password checks queue for
 * {@link PASSWORD_CHECK_CONCURRENCY} slots shared by the whole process, and the queue is bounded: before
 * anything else, a request beyond {@link UNLOCKS_IN_FLIGHT} unlocks in the process answers 503, one
 * beyond {@link UNLOCKS_PER_ADDRESS} from its address 429, both at once with `Retry-After: 1` and
 * `{ error }`, and neither counts as a failed attempt (runtime/kit/admission.ts).
 */
export function createUnlockRouter(input: {
  context: RuntimeContext;
  /** The `accessHours` option of a site, by site key. */
  accessHours: (siteKey: string) => number;
}): express.Router {
  const { context } = input;
  const router = express.Router();
  router.post(
    '/unlock',
    unlockAdmission,
    ...attemptHandlers({
      context,
      name: 'protected-page-password',
      schema: bodySchema,
      usage: 'Send JSON { site, path, password }.',
      handle: async ({ site, path: pathname, password }, request, response) => {
        if (password === '') {
          response.status(400).json({ error: PASSWORD_REQUIRED });
          return;
        }
        const { served, gate } = servedGate(context, { site, pathname });
        const table = served ? await accessTableOf(served) : null;
        const entry = gate ? accessEntry(table, gate) : undefined;
        const passwordHash = entry?.protection === 'password' ? entry.passwordHash : null;
        // The same scrypt work for a page that does not exist: the answer's timing tells nothing either.
        const matches = await checkPassword({ password, passwordHash: passwordHash ?? UNMATCHABLE_HASH });
        if (!served || !gate || !passwordHash || !matches) {
          response.status(401).json({ error: PASSWORD_REFUSED });
          return;
        }
        const secret = context.editor?.secret;
        if (!secret) {
          response.status(503).json({ error: 'Protected pages need a server secret: set editor.secret.' });
          return;
        }
        // The pages below with the same password (each with its own salted hash) open with this cookie too.
        const below = hashesBelow(table, { ...gate, passwordHash });
        const opened = await Promise.all(
          below.map((hash) =>
            checkPassword({ password, passwordHash: hash }).then((ok) => (ok ? [hash] : [])),
          ),
        );
        const maxAgeMs = input.accessHours(served.manifest.site.key) * 3_600_000;
        const value = encodeGrant({
          siteKey: served.manifest.site.key,
          locale: gate.locale,
          path: gate.path,
          fingerprint: passwordFingerprint(passwordHash),
          ...(opened.flat().length > 0 ? { below: opened.flat().map(passwordFingerprint) } : {}),
          expiresAt: Math.floor((Date.now() + maxAgeMs) / 1000),
        });
        setAccessCookie({
          request,
          response,
          secret,
          name: accessCookieName({ siteKey: served.manifest.site.key, path: gate.path }),
          value,
          path: gate.cookiePath,
          maxAgeMs,
        });
        response.json({ success: true });
      },
    }),
  );
  return router;
}
