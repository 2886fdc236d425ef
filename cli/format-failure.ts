import { errorChain, SitefleetError } from '../core/errors.ts';

/** The error, its causes (one line each) and the hint, without stack traces unless DEBUG is set. */
export function formatFailure(error: unknown): string {
  const lines: string[] = [];
  for (const [index, link] of errorChain(error).entries()) {
    const message = link instanceof Error ? link.message : String(link);
    lines.push(index === 0 ? `✖ ${message}` : `  caused by: ${message}`);
  }
  if (error instanceof SitefleetError && error.hint) lines.push(`  hint: ${error.hint}`);
  if (process.env.DEBUG && error instanceof Error && error.stack) lines.push(error.stack);
  return lines.join('\n');
}
