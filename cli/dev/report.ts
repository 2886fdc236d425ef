import path from 'node:path';
import type { DevBuildAnswer } from './dev-rebuild.ts';

/**
 * How `sitefleet dev` names changed files in its output: relative to the project root when inside it,
 * else relative to sitefleet's folder (its plugins, UI kit, dataset), else as they are; the first file,
 * then `(+N more)`; `first build` for none.
 */
export function describeFiles(files: readonly string[], roots: readonly string[]): string {
  if (files.length === 0) return 'first build';
  const name = (file: string) => {
    for (const root of roots) {
      const relative = path.relative(root, file);
      if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) return relative;
    }
    return file;
  };
  return files.length === 1 ? name(files[0]!) : `${name(files[0]!)} (+${files.length - 1} more)`;
}

/** Seconds with one decimal: `3.2 s`. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The line `sitefleet dev` prints after a build: what changed, then per site what was re-rendered, or
 * the failure (cli/format-failure.ts lines, indented) and that the previous pages are still served.
 *
 * @param input.what {@link describeFiles} of the batch.
 * @param input.ms the wall time of the whole step (process start, build, swap), in ms.
 * @example `locales/de/common.json → machinery_group: 109 of 221 pages re-rendered in 3.4 s`
 */
export function formatBuildLine(input: { what: string; answer: DevBuildAnswer; ms: number }): string {
  const { what, answer } = input;
  if (!answer.ok) {
    const reason = answer.error
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    return `${what} → build failed in ${seconds(input.ms)}; the previous pages are still served:\n${reason}`;
  }
  const sites = answer.sites.map((site) => {
    if (!site.changed) return `${site.technicalName}: unchanged (${site.pages} pages)`;
    const removed = site.removed > 0 ? `, ${site.removed} removed` : '';
    return `${site.technicalName}: ${site.rendered} of ${site.pages} pages re-rendered${removed}`;
  });
  const warnings =
    answer.warnings > 0 ? ` (${answer.warnings} warning${answer.warnings === 1 ? '' : 's'})` : '';
  return `${what} → ${sites.join('; ') || 'no site built'} in ${seconds(input.ms)}${warnings}`;
}
