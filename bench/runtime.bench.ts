import { type ChildProcess, fork } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import express from 'express';
import { createLogger } from '../core/logger.ts';
import { createRuntimeApp } from '../runtime/server/app.ts';
import { createRuntimeContext } from '../runtime/server/context.ts';
import { listen } from '../runtime/server/listen.ts';
import { buildDemo } from '../tests/helpers/build-demo.ts';
import { demoPlugins } from '../tests/helpers/demo-plugins.ts';

/**
 * Runtime load benchmark (see bench/README.md): builds the main site in `en`, then serves it
 * twice, each server in its own child process so the load generator does not share its CPU: the
 * sitefleet runtime (`createRuntimeApp` over `createRuntimeContext`) and, as the baseline, plain
 * `express.static` over the same site folder. autocannon loads a content page on each over loopback
 * and the figures print side by side with their ratio. Then scale-out: one runtime instance behind a
 * round-robin proxy (node:http, a child process of its own) against two instances behind it, with
 * their ratio (on two cores the instances, the proxy and autocannon share them: the ratio says what a
 * second instance adds on this machine, not on a machine per instance).
 *
 * Flags: `--path` (default `/en/company`), `--connections` (default 10), `--duration` in s (default 5),
 * `--warmup` in s (default 1). The child modes `--serve runtime|static <outDir>` and `--serve proxy
 * <url>...` are internal.
 */
const SELF = fileURLToPath(import.meta.url);
const HOST = '127.0.0.1';
/** A host the main site answers on (its development domain). */
const SITE_HOST = 'localhost';

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
}

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

/** Child mode: a round-robin HTTP proxy to `targets` (keep-alive connections), reporting its URL. */
async function serveProxy(targets: string[]): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length]!);
    const forwarded = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const address = server.address() as { port: number };
  process.send!({ url: `http://${HOST}:${address.port}` });
}

/** Child mode: start one server, report its URL to the parent, serve until killed. */
async function serve(kind: string, outDir: string): Promise<void> {
  let app: express.Express;
  if (kind === 'runtime') {
    // Logs at error level: request lines are pino's cost, not the runtime's, and would flood the run.
    const logger = createLogger({ level: 'error', format: 'json' });
    app = createRuntimeApp({
      plugins: await demoPlugins(),
      context: await createRuntimeContext({ outDir, logger, endpoints: {} }),
    }).app;
  } else {
    app = express();
    app.use(express.static(await mainSiteDir(outDir)));
  }
  const server = await listen({ app, port: 0, host: HOST });
  process.send!({ url: server.url });
}

/** The main site's folder: the one site of a `--site main` build (every other entry starts with `_` or `.`). */
async function mainSiteDir(outDir: string): Promise<string> {
  const entries = await readdir(outDir, { withFileTypes: true });
  const sites = entries.filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name));
  if (sites.length !== 1) throw new Error(`Expected one site folder in ${outDir}, found ${sites.length}.`);
  return path.join(outDir, sites[0]!.name);
}

async function startServer(
  kind: 'runtime' | 'static' | 'proxy',
  ...args: string[]
): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(SELF, ['--serve', kind, ...args], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) =>
      reject(new Error(`The ${kind} server exited with code ${code} before listening.`)),
    );
  });
  return { url, child };
}

async function load(input: { url: string; connections: number; seconds: number }): Promise<Figures> {
  const result = await autocannon({
    url: input.url,
    connections: input.connections,
    duration: input.seconds,
    headers: { host: SITE_HOST },
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${input.url}: ${result.errors} errors and ${result.non2xx} non-2xx answers; check the path.`,
    );
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function measure(input: {
  kind: 'runtime' | 'static';
  outDir: string;
  path: string;
  connections: number;
  seconds: number;
  warmup: number;
}): Promise<Figures> {
  const { url, child } = await startServer(input.kind, input.outDir);
  try {
    const target = `${url}${input.path}`;
    const probe = await fetch(target, { headers: { host: SITE_HOST }, redirect: 'manual' });
    if (probe.status !== 200)
      throw new Error(`${input.kind} answers ${target} with ${probe.status}, not 200.`);
    await load({ url: target, connections: input.connections, seconds: input.warmup });
    return await load({ url: target, connections: input.connections, seconds: input.seconds });
  } finally {
    child.kill();
  }
}

/** One runtime instance and then two behind the round-robin proxy, loaded alike. */
async function measureScaleOut(input: {
  outDir: string;
  path: string;
  connections: number;
  seconds: number;
  warmup: number;
}): Promise<{ one: Figures; two: Figures }> {
  const results: Figures[] = [];
  for (const count of [1, 2]) {
    const instances = await Promise.all(
      Array.from({ length: count }, () => startServer('runtime', input.outDir)),
    );
    const proxy = await startServer('proxy', ...instances.map((instance) => instance.url));
    try {
      const target = `${proxy.url}${input.path}`;
      await load({ url: target, connections: input.connections, seconds: input.warmup });
      results.push(await load({ url: target, connections: input.connections, seconds: input.seconds }));
    } finally {
      proxy.child.kill();
      for (const instance of instances) instance.child.kill();
    }
  }
  return { one: results[0]!, two: results[1]! };
}

async function main(): Promise<void> {
  const pagePath = flag('path', '/en/company');
  const connections = Number(flag('connections', '10'));
  const seconds = Number(flag('duration', '5'));
  const warmup = Number(flag('warmup', '1'));
  const started = performance.now();
  const { out } = await buildDemo({ site: ['main'], locale: ['en'] });
  const buildSeconds = (performance.now() - started) / 1000;
  const common = { outDir: out, connections, seconds, warmup };
  let runtime: Figures;
  let plain: Figures;
  let scaleOut: { one: Figures; two: Figures };
  try {
    runtime = await measure({ ...common, kind: 'runtime', path: pagePath });
    // express.static answers a folder without its slash with a redirect: ask for the folder's index.html.
    plain = await measure({ ...common, kind: 'static', path: `${pagePath.replace(/\/$/, '')}/` });
    scaleOut = await measureScaleOut({ ...common, path: pagePath });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  const row = (name: string, figures: Figures) =>
    `${name.padEnd(26)} ${Math.round(figures.requestsPerSecond).toString().padStart(7)} req/s   p99 ${String(figures.p99Ms).padStart(4)} ms`;
  process.stdout.write(
    `${[
      `Runtime benchmark: GET ${pagePath}, ${connections} connections, ${seconds} s after a ${warmup} s warm-up (loopback; main site in en built in ${buildSeconds.toFixed(1)} s)`,
      row('sitefleet runtime', runtime),
      row('express.static (baseline)', plain),
      `ratio (runtime / baseline): throughput ${(runtime.requestsPerSecond / plain.requestsPerSecond).toFixed(2)}×, p99 latency ${(runtime.p99Ms / Math.max(plain.p99Ms, 1)).toFixed(2)}×`,
      row('1 instance behind proxy', scaleOut.one),
      row('2 instances behind proxy', scaleOut.two),
      `ratio (2 instances / 1): throughput ${(scaleOut.two.requestsPerSecond / scaleOut.one.requestsPerSecond).toFixed(2)}×, p99 latency ${(scaleOut.two.p99Ms / Math.max(scaleOut.one.p99Ms, 1)).toFixed(2)}×`,
    ].join('\n')}\n`,
  );
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0 && process.argv[serveIndex + 1] === 'proxy')
  await serveProxy(process.argv.slice(serveIndex + 2));
else if (serveIndex >= 0) await serve(process.argv[serveIndex + 1]!, process.argv[serveIndex + 2]!);
else await main();
