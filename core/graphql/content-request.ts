import type { z } from 'zod';
import { createError, ServiceAnswerInvalid } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_LANGUAGE } from '../model/system-data.ts';
import { formatPath } from '../pipeline/fetch-queue.ts';
import { executeGraphQL, type GraphQLEndpoint } from './client.ts';

/** The locale-preference request header of the content service (Hygraph `gcms-locales`, public-site §7). */
export const LOCALE_PREFERENCE_HEADER = 'gcms-locales';

/**
 * The locale preference of a content call (public-site §7): current language, fallback language, then
 * en, without duplicates.
 *
 * @example localePreference({ language: 'de', fallbackLanguage: 'fr' }) // ['de', 'fr', 'en']
 * @param input.fallbackLanguage the visitor's fallback (alternate) language, or null.
 */
export function localePreference(input: { language: string; fallbackLanguage?: string | null }): string[] {
  return [...new Set([input.language, input.fallbackLanguage ?? DEFAULT_LANGUAGE, DEFAULT_LANGUAGE])];
}

/**
 * Request headers of a content call: the `gcms-locales` preference and, when given, an
 * `authorization: Bearer …` that overrides the endpoint's token (public-site §7 bearer override).
 */
export function contentHeaders(input: {
  languages: readonly string[];
  token?: string;
}): Record<string, string> {
  return {
    [LOCALE_PREFERENCE_HEADER]: input.languages.join(','),
    ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
  };
}

/** One content-service call made by the runtime. */
export interface ContentRequest<Schema extends z.ZodType> {
  endpoint: GraphQLEndpoint;
  query: string;
  /** The operation name, e.g. `navigationQuery`; logged and named in errors. */
  operationName: string;
  variables?: Record<string, unknown>;
  /** Locale preference, from {@link localePreference}. */
  languages: readonly string[];
  /** Bearer token overriding the endpoint's, e.g. for drafts. */
  token?: string;
  schema: Schema;
  logger: Logger;
  signal?: AbortSignal;
}

/**
 * Sends a content call with the locale-preference header and validates the answer where it enters
 * (STYLE.md rule 8). The request log line goes to `logger` at debug level.
 *
 * @throws GraphQLRequestError on failure (public-site §8 messages); SitefleetError `ServiceAnswerInvalid`
 *   when the data does not match `schema`, naming each field path.
 */
export async function requestContent<Schema extends z.ZodType>(
  request: ContentRequest<Schema>,
): Promise<z.output<Schema>> {
  const data = await executeGraphQL(request.endpoint, {
    query: request.query,
    operationName: request.operationName,
    variables: request.variables,
    headers: contentHeaders({ languages: request.languages, token: request.token }),
    signal: request.signal,
    logger: request.logger,
  });
  const parsed = request.schema.safeParse(data);
  if (!parsed.success) {
    throw createError(ServiceAnswerInvalid, {
      service: request.endpoint.service,
      query: request.operationName,
      issues: parsed.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
    });
  }
  return parsed.data;
}
