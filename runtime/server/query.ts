import type { Request } from 'express';

/**
 * One query parameter of a request, as the visitor wrote it.
 * @returns the first value (`?a=1&a=2` → `'1'`), `''` for a bare flag (`?direct`), or undefined when absent.
 */
export function queryValue(request: Request, name: string): string | undefined {
  const value: unknown = request.query[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
