import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuild } from '../cli/build.ts';

/** Child process of the build benchmark: one full sitefleet build; prints its figures as JSON. */
const scale = Number(process.argv[2] ?? 1);
const workers = process.argv[3] ? Number(process.argv[3]) : undefined;
const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-bench-'));
const started = performance.now();
const { result } = await runBuild({ out, scale, workers, logLevel: 'error', quiet: true });
const ms = performance.now() - started;
await rm(out, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({ pages: result.pages, ms, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
