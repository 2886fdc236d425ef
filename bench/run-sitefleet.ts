import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runBuild } from '../cli/build.ts';
import { startSandboxProcess } from './sandbox-process.ts';

/**
 * Child process of the build benchmark: one full sitefleet build against the sandbox services in a
 * process of their own (bench/sandbox-process.ts: the peak memory is the build's, as against remote
 * services); prints its figures as JSON.
 */
const scale = Number(process.argv[2] ?? 1);
const workers = process.argv[3] ? Number(process.argv[3]) : undefined;
const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-bench-'));
const sandbox = await startSandboxProcess(scale);
const started = performance.now();
const { result } = await runBuild({
  out,
  workers,
  endpoints: sandbox.endpoints,
  logLevel: 'error',
  quiet: true,
}).finally(() => sandbox.close());
const ms = performance.now() - started;
await rm(out, { recursive: true, force: true });
process.stdout.write(
  `${JSON.stringify({ pages: result.pages, ms, maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
);
