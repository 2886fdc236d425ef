import { z } from 'zod';
import { FORM_NAMES } from './schemas.ts';

/** Where one form's submissions go: an e-mail address (SMTP) or a webhook URL (POST JSON). */
const destinationSchema = z.union([
  z.object({ email: z.email() }).strict(),
  z.object({ webhook: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }) }).strict(),
]);

/**
 * Options of the forms plugin (public-site §3 public forms), as written in a
 * `sites/` file under `plugins.forms`. Secrets (the CSRF secret, the SMTP server's credentials, the
 * PostgreSQL URL) are NOT options: they come from the project config `forms` section
 * (config/project-schema.ts), never from the repository.
 */
export const optionsSchema = z
  .object({
    /**
     * Where each form's submissions are forwarded: `{ email }` (sent through the SMTP server of config
     * `forms.smtpUrl`, in the sandbox the local SMTP sink) or `{ webhook }` (POST JSON with
     * `Idempotency-Key: <submission id>`). Default: every form by e-mail to `forms@example.com`.
     */
    destinations: z.partialRecord(z.enum(FORM_NAMES), destinationSchema).default({}),
    /**
     * The support contact the longer apology names when a submission fails on the server's side (a 5xx,
     * public-site §8: 'a longer apology with a support contact'): an e-mail address (shown as a
     * `mailto:` link) or a telephone number. Per site. Default `support@example.com`.
     */
    supportContact: z.string().trim().min(3).max(200).default('support@example.com'),
    /** The e-mails' sender. Default `Sitefleet forms <no-reply@example.com>`. */
    from: z.string().min(3).default('Sitefleet forms <no-reply@example.com>'),
    /** Submissions per client address and form per minute (express-rate-limit; 429 beyond). Default 10. */
    perMinute: z.number().int().min(1).max(10_000).default(10),
    /** The outbox worker. */
    outbox: z
      .object({
        /** Attempts before an entry is `failed` (then `sitefleet submissions --retry`). Default 8. */
        maxAttempts: z.number().int().min(1).max(100).default(8),
        /** Delay before the 2nd attempt in ms, doubled for each further one (exponential backoff). Default 10 000. */
        backoffMs: z.number().int().min(10).default(10_000),
        /** Longest delay between attempts in ms. Default 3 600 000 (1 hour). */
        maxBackoffMs: z.number().int().min(10).default(3_600_000),
        /**
         * How long a claimed entry is reserved for its worker, in ms; a worker that dies (crash, SIGKILL)
         * frees it when this runs out. Sending gives up after half of it. Default 60 000.
         */
        leaseMs: z.number().int().min(200).default(60_000),
        /** How often the worker looks for due entries, in ms (a new submission wakes it at once). Default 5 000. */
        pollMs: z.number().int().min(10).default(5_000),
      })
      .strict()
      .prefault({}),
  })
  .strict();

export type Options = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;

/** The default destination of a form without one in {@link ResolvedOptions.destinations}. */
export const DEFAULT_DESTINATION = { email: 'forms@example.com' } as const;
