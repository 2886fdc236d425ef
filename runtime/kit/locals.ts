import type { Response } from 'express';
import type { RequestModes, ServedSite } from '../../core/serving/context.ts';

/** `response.locals` of a runtime request. */
export interface RuntimeLocals {
  modes: RequestModes;
  /** Request id (also in every log line of the request). */
  requestId: string;
  /** The matched site, once site matching ran (not set for /api, /_assets, /style-guide). */
  site?: ServedSite;
}

/**
 * The typed `response.locals` of a runtime request ({@link RuntimeLocals}): `requestId` is set by the
 * request log, `modes` by the modes middleware, `site` by the content handler.
 */
export function runtimeLocals(response: Response): RuntimeLocals {
  return response.locals as RuntimeLocals;
}
