import type { BuildProgress, BuildResult } from '../core/pipeline/build.ts';

/**
 * Live progress on stderr while building: one line rewritten in place on a terminal, a line per event
 * otherwise (CI logs).
 */
export function createProgressPrinter(stream: NodeJS.WriteStream = process.stderr): {
  onProgress(progress: BuildProgress): void;
  done(): void;
} {
  const interactive = stream.isTTY === true;
  let lastLine = '';
  const show = (line: string) => {
    if (interactive) {
      stream.write(`\r\x1b[2K${line}`);
      lastLine = line;
    } else if (line !== lastLine) {
      stream.write(`${line}\n`);
      lastLine = line;
    }
  };
  return {
    onProgress(progress) {
      switch (progress.phase) {
        case 'system-data':
          return show('Loading system data…');
        case 'load':
          return show(`[${progress.site}] loading content…`);
        case 'render': {
          const percent = Math.round((progress.done / Math.max(progress.total, 1)) * 100);
          return show(`[${progress.site}] rendered ${progress.done}/${progress.total} pages (${percent}%)`);
        }
        case 'emit':
          return show(`[${progress.site}] writing build files…`);
        case 'commit':
          return show('Swapping the new output into place…');
      }
    },
    done() {
      if (interactive && lastLine) stream.write('\r\x1b[2K');
    },
  };
}

/** The end-of-build summary: sites, locales, pages written, time, warnings. */
export function formatSummary(result: BuildResult, warnings: number, outDir: string): string {
  const seconds = result.durationMs / 1000;
  const rate = result.rendered / Math.max(seconds, 0.001);
  const width = Math.max(...result.sites.map((site) => site.technicalName.length), 4);
  const lines = result.sites.map(
    (site) =>
      `  ${site.technicalName.padEnd(width)}  ${String(site.locales).padStart(4)} locales  ${String(site.pages).padStart(6)} pages  ${formatBytes(site.bytes).padStart(9)}  ${siteChange(site)}`,
  );
  const locales = result.sites.reduce((sum, site) => sum + site.locales, 0);
  return [
    `Build ${result.buildId} → ${outDir}`,
    ...lines,
    `${result.sites.length} sites, ${locales} locales, ${result.pages} pages (${formatBytes(result.bytes)}), ${result.rendered} rendered, in ${seconds.toFixed(1)} s (${Math.round(rate)} rendered pages/s, ${result.threads} render thread${result.threads === 1 ? '' : 's'})`,
    `${result.fetch.requests} service requests (${result.fetch.deduplicated} de-duplicated, ${result.fetch.retries} retried), ${warnings} warning${warnings === 1 ? '' : 's'}`,
  ].join('\n');
}

/** What a build did to a site: `unchanged`, or how many pages it rendered and removed. */
function siteChange(site: BuildResult['sites'][number]): string {
  if (!site.changed) return 'unchanged';
  return `${site.rendered} rendered${site.removed > 0 ? `, ${site.removed} removed` : ''}`;
}

/** `12.3 MB`-style size of `bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
