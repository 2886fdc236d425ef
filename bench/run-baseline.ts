import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderBaselineFleet } from './baseline/render-fleet.ts';

/**
 * Child process of the build benchmark: the baseline. Every page the sitefleet build writes (same
 * sites, locales and paths; content pages, catalogue, stories, media releases, locations, investors,
 * search, editor, portal, protected-page gates, error pages), rendered with plain React
 * `renderToString` of a minimal layout per page kind in one process, data straight from the sandbox
 * datasets (bench/baseline/render-fleet.ts). Prints `{ pages, ms, maxRssMb }`; `pages` counts as
 * sitefleet's `result.pages` does (not the protected pages' content below `_build/`).
 */
const scale = Number(process.argv[2] ?? 1);
const started = performance.now();
const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-baseline-'));
const { pages } = await renderBaselineFleet({
  scale,
  out,
  root: fileURLToPath(new URL('..', import.meta.url)),
});
const ms = performance.now() - started;
await rm(out, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify({ pages, ms, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
