import type { Request } from 'express';
import { z } from 'zod';
import { UI_LANGUAGES } from '../../core/model/constants.ts';

/**
 * One query parameter of a request, as the visitor wrote it. Express parses the query string anew on
 * every read of `request.query`: a caller reading several parameters passes `{ query: request.query }`.
 * @returns the first value (`?a=1&a=2` → `'1'`), `''` for a bare flag (`?direct`), or undefined when absent.
 */
export function queryValue(request: Pick<Request, 'query'>, name: string): string | undefined {
  const value: unknown = request.query[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** A 4xx/5xx answer of an API route, sent as JSON `{ error: message }`. */
export class ApiProblem extends Error {
  constructor(
    /** HTTP status, 400–599. */
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Validates a request's query string with `schema` (zod; docs STYLE rule 8: validate at the boundary),
 * each parameter as its first value ({@link queryValue}).
 *
 * @returns the schema's output.
 * @throws ApiProblem 400 with the first issue's message (the schema's own words for the visitor).
 */
export function parseQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const given = { query: request.query };
  const values = Object.fromEntries(Object.keys(given.query).map((name) => [name, queryValue(given, name)]));
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  throw new ApiProblem(400, parsed.error.issues[0]?.message ?? 'Invalid query.');
}

/**
 * A required query parameter naming one of the UI languages (`de`), with the messages
 * `Missing {name}: use one of the UI languages en, cs, …` and `Unknown {name} 'xx': …`.
 */
export function uiLanguageParameter(name: string) {
  const languages = `use one of the UI languages ${UI_LANGUAGES.join(', ')}.`;
  return z.enum(UI_LANGUAGES, {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input !== ''
        ? `Unknown ${name} '${issue.input}': ${languages}`
        : `Missing ${name}: ${languages}`,
  });
}
