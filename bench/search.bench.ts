import { type ChildProcess, fork } from 'node:child_process';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import express from 'express';
import { createLogger } from '../core/logger.ts';
import type { SearchAdapter } from '../plugins/search/engine/adapter.ts';
import { createEmbeddedAdapter } from '../plugins/search/engine/embedded-adapter.ts';
import { SEARCH_FOLDER } from '../plugins/search/engine/index-file.ts';
import { createPostgresAdapter } from '../plugins/search/engine/postgres-adapter.ts';
import { createRuntimeApp } from '../runtime/server/app.ts';
import { createRuntimeContext } from '../runtime/server/context.ts';
import { listen } from '../runtime/server/listen.ts';
import { loadServedSites } from '../runtime/server/site-registry.ts';
import { buildDemo } from '../tests/helpers/build-demo.ts';
import { demoPlugins } from '../tests/helpers/demo-plugins.ts';
import { startPostgres } from '../tests/helpers/real-services.ts';

/**
 * Search benchmark: builds the main site in one locale of each of its languages,
 * serves it with the runtime in a child process (so the load generator does not share its event loop),
 * and loads `POST /api/search-proxy/search` with autocannon from 50 connections on the main site's
 * largest locale (`en`), cycling through typical queries (exact, prefix, typo). Prints the p95 latency
 * against the baseline, express.static serving one of its answers as a JSON file of the same size under
 * the same load (target: at most 2× its p95), and the size of each language's index file, with its
 * bytes per locale. Then the two engines side by side, each asked directly (no HTTP) by 50 concurrent searchers for the same time: the
 * embedded index and PostgreSQL's full-text search (engine/postgres-adapter.ts) on a PostgreSQL server
 * the bench starts on loopback (skipped, with a line saying so, where PostgreSQL is not installed).
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
/** How many times the p95 of express.static serving an answer of the same size the API's p95 may be. */
const TARGET_P95_RATIO = 2;

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

/**
 * Child mode: the baseline, express.static serving `file` (a search answer saved as JSON) at
 * `/answer.json`, in a process of its own like the runtime.
 */
async function serveFile(file: string): Promise<void> {
  const app = express();
  app.use(express.static(path.dirname(file)));
  const server = await listen({ app, port: 0, host: HOST });
  process.send!({ url: server.url });
}

/** Child mode: the runtime over `outDir`, its API rate limit out of the way of the load. */
async function serve(outDir: string): Promise<void> {
  const logger = createLogger({ level: 'error', format: 'json' });
  const unlimited = { limit: 1_000_000_000, windowMs: 60_000 };
  const context = await createRuntimeContext({
    outDir,
    logger,
    endpoints: {},
    rateLimits: { api: unlimited, readOnlyApi: unlimited, editorAuthentication: unlimited },
  });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: HOST,
  });
  process.send!({ url: server.url });
}

async function startServer(...args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(SELF, args.length === 1 ? ['--serve', args[0]!] : args, {
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

/** Asks `adapter` from `connections` concurrent searchers for `seconds`; every search's latency in ms. */
async function loadEngine(input: {
  adapter: SearchAdapter;
  site: Parameters<SearchAdapter['search']>[0]['site'];
  locale: string;
  connections: number;
  seconds: number;
}): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + input.seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: input.connections }, async () => {
      while (performance.now() < until) {
        const query = QUERIES[next++ % QUERIES.length]!;
        const started = performance.now();
        await input.adapter.search({ site: input.site, locale: input.locale, query, page: 1, pageSize: 10 });
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/** The embedded and the PostgreSQL engine under the same load, as report lines. */
async function compareEngines(input: {
  out: string;
  locale: string;
  connections: number;
  seconds: number;
}): Promise<string[]> {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  try {
    postgres = await startPostgres();
  } catch (error) {
    return [`engines: PostgreSQL engine skipped (${(error as Error).message.split('\n')[0]})`];
  }
  const site = (await loadServedSites({ outDir: input.out })).find(
    (served) => served.manifest.site.key === 'main',
  )!;
  const database = createPostgresAdapter({ databaseUrl: await postgres.createDatabase() });
  try {
    const lines = [
      `engines asked directly by ${input.connections} concurrent searchers, ${input.seconds} s each:`,
    ];
    for (const [name, adapter] of [
      ['embedded', createEmbeddedAdapter()],
      ['postgres', database],
    ] as const) {
      await loadEngine({ ...input, adapter, site, seconds: 1 });
      const latencies = await loadEngine({ ...input, adapter, site });
      lines.push(
        `  ${name.padEnd(8)} p95 ${percentile(latencies, 0.95).toFixed(1).padStart(6)} ms, p50 ${percentile(latencies, 0.5).toFixed(1).padStart(6)} ms, ${Math.round(latencies.length / input.seconds)} searches/s`,
      );
    }
    return lines;
  } finally {
    await database.close();
    await postgres.stop();
  }
}

/** Loads a static file with GET; every answer's latency in ms. */
async function loadFile(input: { url: string; connections: number; seconds: number }): Promise<number[]> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: input.url, connections: input.connections, duration: input.seconds },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${result.errors} errors and ${result.non2xx} non-2xx answers from the static file.`);
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
    if (file === 'site.json' || file.endsWith('.texts.json')) continue;
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
  const answerFile = path.join(out, '.bench', 'answer.json');
  let file: { url: string; child: ChildProcess } | null = null;
  try {
    await load({ url, locale, connections, seconds: warmup });
    const latencies = await load({ url, locale, connections, seconds });
    const p95 = percentile(latencies, 0.95);
    // The baseline: the same number of answers of the same size, as a static file.
    const answer = await fetch(`${url}/api/search-proxy/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(url).origin },
      body: JSON.stringify({ localeCode: locale, siteSlug: null, query: QUERIES[0], page: 1 }),
    });
    await mkdir(path.dirname(answerFile), { recursive: true });
    await writeFile(answerFile, await answer.text());
    file = await startServer('--serve-file', answerFile);
    await loadFile({ url: `${file.url}/answer.json`, connections, seconds: warmup });
    const fileLatencies = await loadFile({ url: `${file.url}/answer.json`, connections, seconds });
    const fileP95 = percentile(fileLatencies, 0.95);
    process.stdout.write(
      `${[
        `Search benchmark: POST /api/search-proxy/search on the main site in ${locale}, ${connections} connections, ${seconds} s after a ${warmup} s warm-up (loopback; main site in ${LOCALES.length} locales built in ${buildSeconds.toFixed(1)} s)`,
        `search p95 latency ${p95.toFixed(1)} ms (p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ${Math.round(latencies.length / seconds)} req/s)`,
        `express.static p95 for the answer as a JSON file (${(await stat(answerFile)).size} bytes): ${fileP95.toFixed(1)} ms; ratio ${(p95 / Math.max(fileP95, 0.1)).toFixed(2)}× (target ≤ ${TARGET_P95_RATIO}×: ${p95 <= TARGET_P95_RATIO * fileP95 ? 'met' : 'missed'})`,
        'index size per language (shared by the language’s locales; the demo main site has one locale each here):',
        ...(await indexSizes(out)),
        ...(await compareEngines({ out, locale, connections, seconds })),
      ].join('\n')}\n`,
    );
  } finally {
    child.kill();
    file?.child.kill();
    await rm(out, { recursive: true, force: true });
  }
}

const serveIndex = process.argv.indexOf('--serve');
const serveFileIndex = process.argv.indexOf('--serve-file');
if (serveFileIndex >= 0) await serveFile(process.argv[serveFileIndex + 1]!);
else if (serveIndex >= 0) await serve(process.argv[serveIndex + 1]!);
else await main();
