import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Child process of the build benchmark: what a newcomer waits for after `npm ci && npm start`. Runs
 * `sitefleet start` (the sandbox services in-process, as `npm start` does) into an empty output folder on a
 * free port, and times from the command's start to the first 200 on `/en`; then stops it. Prints
 * `{ ms }` as JSON.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-fresh-start-'));
const LIMIT_MS = 300_000;
const started = performance.now();
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'cli/main.ts', 'start', '--out', out, '--port', '0'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  },
);
let output = '';
const url = await new Promise<string>((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error(`no preview URL within ${LIMIT_MS} ms:\n${output}`)),
    LIMIT_MS,
  );
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /Preview: (\S+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]!);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.once('exit', (code) => reject(new Error(`sitefleet start exited with ${code}:\n${output}`)));
});
let ms = Number.NaN;
while (performance.now() - started < LIMIT_MS) {
  const status = await fetch(url).then(
    (response) => response.status,
    () => 0,
  );
  if (status === 200) {
    ms = performance.now() - started;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
await rm(out, { recursive: true, force: true });
if (Number.isNaN(ms)) throw new Error(`${url} did not answer 200 within ${LIMIT_MS} ms`);
process.stdout.write(`${JSON.stringify({ ms })}\n`);
