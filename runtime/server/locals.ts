import type { Response } from 'express';
import type { RuntimeLocals } from './types.ts';

/**
 * The typed `response.locals` of a runtime request (runtime/server/types.ts `RuntimeLocals`):
 * `requestId` is set by the request log, `modes` by the modes middleware, `site` by the content handler.
 */
export function runtimeLocals(response: Response): RuntimeLocals {
  return response.locals as RuntimeLocals;
}
