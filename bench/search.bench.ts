import { type ChildProcess, fork } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createLogger } from '../core/logger.ts';
import { SEARCH_FOLDER } from '../plugins/search/engine/index-file.ts';
import { createRuntimeApp } from '../runtime/server/app.ts';
import { createRuntimeContext } from '../runtime/server/context.ts';
import { listen } from '../runtime/server/listen.ts';
import { buildDemo } from '../tests/helpers/build-demo.ts';
import { demoPlugins } from '../tests/helpers/demo-plugins.ts';

/**
 * Search benchmark: builds the main site in one locale of each of its languages,
 * serves it with the runtime in a child process (so the load generator does not share its event loop),
 * and loads `POST /api/search-proxy/search` with autocannon from 50 connections on the main site's
 * largest locale (`en`), cycling through typical queries (exact, prefix, typo). Prints the p95 latency
 * (target ≤ 20 ms) and the size of each language's index file, with its bytes per locale.
 *
 * Flags: `--connections` (default 50), `--duration` in s (default 10), `--warmup` in s (default 2),
 * `--locale` (default `en`). The child mode `--serve <outDir>` is internal.
 */
const SELF = fileURLToPath(import.meta.url);
const HOST = '127.0.0.1';
/** One locale per language of the main site: every language's index gets written. */
const LOCALES = [
  'en',
  'de-ch',
  'fr-fr',
  'es-es',
  'pt-br',
  'cs-cz',
  'hu-hu',
  'ro-ro',
  'sk-sk',
  'ja-jp',
  'zh-cn',
];
const QUERIES = [
  'crimping',
  'omega 740',
  'calibraton',
  'harness manuf',
  'quality inspection',
  'stri',
  'dashbord',
];
/** p95 latency the API should stay under, in ms. */
const TARGET_P95_MS = 20;

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

/** Child mode: the runtime over `outDir`, its API rate limit out of the way of the load. */
async function serve(outDir: string): Promise<void> {
  const logger = createLogger({ level: 'error', format: 'json' });
  const unlimited = { limit: 1_000_000_000, windowMs: 60_000 };
  const context = await createRuntimeContext({
    outDir,
    logger,
    endpoints: {},
    rateLimits: { api: unlimited, editorAuthentication: unlimited },
  });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: HOST,
  });
  process.send!({ url: server.url });
}

async function startServer(outDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(SELF, ['--serve', outDir], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`The runtime exited with code ${code} before listening.`)));
  });
  return { url, child };
}

/** Loads the search API; every answer's latency in ms. */
async function load(input: {
  url: string;
  locale: string;
  connections: number;
  seconds: number;
}): Promise<number[]> {
  const latencies: number[] = [];
  const origin = new URL(input.url).origin;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${input.url}/api/search-proxy/search`,
        connections: input.connections,
        duration: input.seconds,
        requests: QUERIES.map((query) => ({
          method: 'POST' as const,
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ localeCode: input.locale, siteSlug: null, query, page: 1 }),
        })),
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${result.errors} errors and ${result.non2xx} non-2xx answers from the search API.`);
  }
  return latencies;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function indexSizes(outDir: string): Promise<string[]> {
  const site = (await readdir(outDir)).find((entry) => !/^[._]/.test(entry))!;
  const folder = path.join(outDir, site, SEARCH_FOLDER);
  const lines: string[] = [];
  for (const file of (await readdir(folder)).sort()) {
    if (file === 'site.json') continue;
    const { size } = await stat(path.join(folder, file));
    lines.push(`  index ${file.replace('.json', '').padEnd(3)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  return lines;
}

async function main(): Promise<void> {
  const connections = Number(flag('connections', '50'));
  const seconds = Number(flag('duration', '10'));
  const warmup = Number(flag('warmup', '2'));
  const locale = flag('locale', 'en');
  const started = performance.now();
  const { out } = await buildDemo({ site: ['main'], locale: LOCALES });
  const buildSeconds = (performance.now() - started) / 1000;
  const { url, child } = await startServer(out);
  try {
    await load({ url, locale, connections, seconds: warmup });
    const latencies = await load({ url, locale, connections, seconds });
    const p95 = percentile(latencies, 0.95);
    process.stdout.write(
      `${[
        `Search benchmark: POST /api/search-proxy/search on the main site in ${locale}, ${connections} connections, ${seconds} s after a ${warmup} s warm-up (loopback; main site in ${LOCALES.length} locales built in ${buildSeconds.toFixed(1)} s)`,
        `search p95 latency ${p95.toFixed(1)} ms (p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ${Math.round(latencies.length / seconds)} req/s; target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'missed'})`,
        'index size per language (shared by the language’s locales; the demo main site has one locale each here):',
        ...(await indexSizes(out)),
      ].join('\n')}\n`,
    );
  } finally {
    child.kill();
    await rm(out, { recursive: true, force: true });
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await serve(process.argv[serveIndex + 1]!);
else await main();
