import type { Logger } from '../logger.ts';

/** public-site §9: request log lines show the first 50 characters of the variables. */
export const LOGGED_VARIABLES_LENGTH = 50;

/**
 * The request log line of one GraphQL call (public-site §9 "Request logging shows the query name and
 * the first 50 characters of variables").
 *
 * @example requestLogLine({ service: 'content', operationName: 'navigationQuery', variables: { headerId: 'header-main' } })
 *   // 'content navigationQuery {"headerId":"header-main"}'
 * @param input.variables serialized as JSON and cut after 50 characters; absent is `{}`.
 */
export function requestLogLine(input: {
  service: string;
  operationName: string;
  variables?: Record<string, unknown>;
}): string {
  const variables = JSON.stringify(input.variables ?? {}).slice(0, LOGGED_VARIABLES_LENGTH);
  return `${input.service} ${input.operationName} ${variables}`;
}

/**
 * Whether an error carries nothing worth logging (public-site §8 "Empty error objects are not logged"):
 * null, undefined, an object without own keys (`{}`), or an Error without message and cause.
 */
export function isEmptyError(error: unknown): boolean {
  if (error === null || error === undefined) return true;
  if (error instanceof Error) return error.message === '' && error.cause === undefined;
  if (typeof error === 'object') return Object.keys(error).length === 0;
  return error === '';
}

/**
 * Logs a failed call at error level unless the error is empty (public-site §8).
 * @param input.context what was being done, e.g. `navigationQuery for site main`.
 */
export function logRequestFailure(input: { logger: Logger; error: unknown; context: string }): void {
  if (isEmptyError(input.error)) return;
  const message = input.error instanceof Error ? input.error.message : String(input.error);
  input.logger.error({ err: input.error }, `${input.context} failed: ${message}`);
}
