import express, { type NextFunction, type Request, type Response } from 'express';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { webhookSecretOf } from '../settings.ts';
import {
  checkWebhookSignature,
  createReplayGuard,
  SIGNATURE_HEADER,
  type SignatureProblem,
} from './signature.ts';
import { affectedSites, webhookChange, webhookPayloadSchema } from './webhook-payload.ts';

/** Largest webhook body read, in bytes (Hygraph's payloads of a few entries are a few kB). */
export const WEBHOOK_BODY_LIMIT = 1_048_576;

const PROBLEMS: Record<SignatureProblem, string> = {
  missing: `Missing ${SIGNATURE_HEADER} header: the webhook must be signed with the configured secret.`,
  malformed: `Malformed ${SIGNATURE_HEADER} header: expected 'sign=<base64>, env=<environment>, t=<epoch ms>'.`,
  stale: `Stale ${SIGNATURE_HEADER} timestamp: a delivery older than 5 minutes is refused as a replay.`,
  mismatch: `Invalid ${SIGNATURE_HEADER} signature: it does not match the body and the configured secret.`,
  replayed: `Replayed ${SIGNATURE_HEADER} signature: this delivery was already accepted.`,
};

/**
 * The CMS webhook, mounted at `/api/rebuild` as a server-to-server route (core/pipeline/plugin.ts
 * `serverToServer`: no `Origin` needed, the `/api` rate limit applies; docs/security.md rule 13):
 * `POST /` with a Hygraph body (`{ operation, data: { __typename, id } }`, `data` also a list, or a list
 * of such) signed in the `gcms-signature` header (./signature.ts) with config `rebuild.webhookSecret`.
 * Queues a rebuild (trigger `webhook`) of the served sites whose manifest names one of the entry ids
 * (./webhook-payload.ts `affectedSites`; none: every served site) and answers 202 `{ runs }`
 * (core/serving/rebuild.ts `RebuildRun`s, as `RebuildQueue.submit` recorded them: with several runtime
 * instances, the runs that build, wherever they were queued).
 *
 * Refusals, JSON `{ error }`, `no-store`, nothing queued: 503 without a configured secret (naming the
 * setting) or without a rebuild queue (`RuntimeContext.rebuilds`); 401 for a missing, malformed, stale or
 * wrong signature, and for a delivery this instance already accepted (./signature.ts `ReplayGuard`); 400 for
 * a body that is not such JSON; 413 past {@link WEBHOOK_BODY_LIMIT}.
 */
export function createWebhookRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  const replays = createReplayGuard();
  router.post(
    '/',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (request: Request, response: Response) => {
      response.setHeader('cache-control', 'no-store');
      const secret = webhookSecretOf(context.settings);
      if (!secret) {
        response.status(503).json({
          error:
            'The rebuild webhook is off: set rebuild.webhookSecret (SITEFLEET_REBUILD_WEBHOOK_SECRET) to the secret of the CMS webhook.',
        });
        return;
      }
      const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const header = request.get(SIGNATURE_HEADER);
      let problem = checkWebhookSignature({ header, body, secret });
      // Only a verified delivery is remembered: unsigned noise cannot fill the guard.
      if (!problem && !replays.accept({ header: header ?? '' })) problem = 'replayed';
      if (problem) {
        context.logger.warn({ problem }, 'Rebuild webhook refused: bad signature');
        response.status(401).json({ error: PROBLEMS[problem] });
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        response.status(400).json({ error: 'The webhook body is not JSON.' });
        return;
      }
      const parsed = webhookPayloadSchema.safeParse(json);
      if (!parsed.success) {
        response.status(400).json({
          error:
            'The webhook body must be { operation, data: { __typename, id } } (data one entry or a list).',
        });
        return;
      }
      const queue = context.rebuilds;
      if (!queue) {
        response
          .status(503)
          .json({ error: 'This server cannot rebuild sites: it runs without a rebuild queue.' });
        return;
      }
      const change = webhookChange(parsed.data);
      const sites = affectedSites({ sites: context.sites(), entryIds: change.entryIds });
      // The runs as recorded: with several runtime instances, the ones that build (not a guess).
      const runs = await queue.submit({
        sites,
        trigger: 'webhook',
        reason: change.reason,
        entryIds: change.entryIds,
      });
      context.logger.info({ sites, entryIds: change.entryIds }, `Rebuild requested: ${change.reason}`);
      response.status(202).json({ runs });
    },
  );
  // A body the raw parser refuses (over the limit, a bad encoding) is answered in the route's JSON shape.
  router.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (response.headersSent || typeof status !== 'number' || status < 400 || status >= 500) {
      next(error);
      return;
    }
    response.setHeader('cache-control', 'no-store');
    response.status(status).json({
      error:
        status === 413
          ? `The webhook body is over ${WEBHOOK_BODY_LIMIT} bytes.`
          : 'The webhook body could not be read.',
    });
  });
  return router;
}
