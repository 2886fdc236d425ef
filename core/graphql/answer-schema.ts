import type { z } from 'zod';
import { createError, ServiceAnswerInvalid } from '../errors.ts';

/**
 * Validates a GraphQL answer's `data` where it enters (STYLE.md rule 8): the one zod check of every
 * service call, for the build's queue and the runtime's transports alike.
 *
 * @param input.service the service's name, for the message (`content`).
 * @param input.operationName the query's name, for the message (`navigationQuery`).
 * @returns the data as `schema` outputs it.
 * @throws SitefleetError `ServiceAnswerInvalid` naming each field path that does not match `schema`.
 */
export function parseAnswer<Schema extends z.ZodType>(input: {
  service: string;
  operationName: string;
  schema: Schema;
  data: unknown;
}): z.output<Schema> {
  const parsed = input.schema.safeParse(input.data);
  if (parsed.success) return parsed.data;
  throw createError(ServiceAnswerInvalid, {
    service: input.service,
    query: input.operationName,
    issues: parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
  });
}

/**
 * A zod issue path as written in messages.
 * @example formatPath(['pagesConnection', 'edges', 3, 'node', 'title']) // 'pagesConnection.edges[3].node.title'
 * @returns the path, or `(root)` for an empty one.
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${String(part)}` : String(part);
  }
  return text || '(root)';
}
