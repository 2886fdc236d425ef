import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createError } from '../core/errors.ts';
import { ArtifactsInvalid, type VerifyReport, verifyArtifacts } from '../core/pipeline/artifacts-verify.ts';
import { formatBytes } from './output.ts';

/** Options of `sitefleet verify <dir>`. */
export interface VerifyCommandOptions {
  /** The artifacts folder written by `sitefleet build --artifacts <dir>`, relative to the working directory. */
  dir: string;
  /** Print no progress, result lines or summary (default false). */
  quiet?: boolean;
}

/**
 * `sitefleet verify <dir>`: checks an artifacts folder (docs/ci.md "Verifying"): every archive's SHA-256
 * against `SHA256SUMS` and `artifacts.json`, nothing missing or extra, each archive holding its site's
 * latest-build file. Progress on stderr; one line per archive (`ok` or what is wrong) and a summary on
 * stdout.
 * @returns the report when everything is in order.
 * @throws SitefleetError `ArtifactsInvalid` naming every file with a problem (the CLI exits with 1).
 */
export async function runVerify(options: VerifyCommandOptions): Promise<VerifyReport> {
  const started = performance.now();
  const dir = path.resolve(options.dir);
  const shown = path.relative(process.cwd(), dir) || '.';
  const interactive = process.stderr.isTTY === true;
  const report = await verifyArtifacts({
    dir,
    onProgress: ({ file, done, total }) => {
      if (options.quiet) return;
      const line = `Verifying ${file} (${done}/${total})…`;
      process.stderr.write(interactive ? `\r\x1b[2K${line}` : `${line}\n`);
    },
  });
  if (interactive && !options.quiet) process.stderr.write('\r\x1b[2K');
  if (!options.quiet) process.stdout.write(`${formatReport(report, shown, performance.now() - started)}\n`);
  if (report.ok) return report;
  const files = [
    ...report.problems.map((problem) => problem.file),
    ...report.archives.filter((archive) => archive.problems.length > 0).map((archive) => archive.file),
  ];
  const problems =
    report.problems.length + report.archives.reduce((sum, archive) => sum + archive.problems.length, 0);
  throw createError(ArtifactsInvalid, { dir: shown, files: [...new Set(files)], problems });
}

/** The result lines (`ok  events  events_north_america.tar.gz  …` or `✖ … what is wrong`) and the summary. */
function formatReport(report: VerifyReport, dir: string, durationMs: number): string {
  const width = Math.max(...report.archives.map((archive) => (archive.entry?.site ?? '?').length), 4);
  const lines = report.problems.map((problem) => `✖   ${problem.file} ${problem.message}`);
  for (const archive of report.archives) {
    const site = (archive.entry?.site ?? '?').padEnd(width);
    if (archive.problems.length > 0) {
      lines.push(`✖   ${site}  ${archive.file} ${archive.problems.join('; ')}`);
    } else {
      const build = archive.entry
        ? `  build ${archive.entry.buildId}  ${String(archive.entry.pages).padStart(6)} pages`
        : '';
      lines.push(`ok  ${site}  ${archive.file}${build}  ${formatBytes(archive.bytes ?? 0).padStart(9)}`);
    }
  }
  const ok = report.archives.filter((archive) => archive.problems.length === 0).length;
  const bytes = report.archives.reduce((sum, archive) => sum + (archive.bytes ?? 0), 0);
  const failed = report.archives.length - ok;
  lines.push(
    `Verified ${report.archives.length} archive${report.archives.length === 1 ? '' : 's'} (${formatBytes(bytes)}) in ${dir} in ${(durationMs / 1000).toFixed(1)} s: ${ok} ok, ${failed} with problems${report.problems.length > 0 ? `, ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} with the folder` : ''}`,
  );
  return lines.join('\n');
}
