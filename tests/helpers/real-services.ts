import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/*
 * Real PostgreSQL and Redis servers for integration tests: Debian's `postgresql` and `redis-server`
 * (installed by .ci/run), each started in a temporary folder on a free loopback port and removed on
 * stop. Nothing is mocked and nothing outside 127.0.0.1 is touched.
 */

const run = promisify(execFile);

/** A free TCP port on 127.0.0.1 (the OS picks it; a race with another process is unlikely in tests). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** PostgreSQL's server programs: Debian keeps them in `/usr/lib/postgresql/<major>/bin`. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const major of majors) {
    const bin = path.join(root, major, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (.ci/run installs it for CI)');
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` system user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** A running PostgreSQL server of the tests. */
export interface TestPostgres {
  /** `postgres://sitefleet@127.0.0.1:<port>/postgres`. */
  url: string;
  /**
   * Creates an empty database of its own for one test.
   * @returns its connection URL.
   */
  createDatabase(): Promise<string>;
  /** Stops the server at once (`immediate`) and removes its folder. */
  stop(): Promise<void>;
}

let databases = 0;

/**
 * Starts a PostgreSQL server: `initdb` into a temporary folder (trust authentication for the user
 * `sitefleet`, loopback only), then `pg_ctl start` on a free port, waiting until it accepts connections.
 * @throws when PostgreSQL is not installed or does not start (its log is in the message).
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  // The tests' TMPDIR is private to root: the server user needs a folder it can reach.
  const dir = await mkdtemp(path.join(process.getuid?.() === 0 ? '/tmp' : tmpdir(), 'sitefleet-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const exec = (command: string, args: string[]) => run(...asServerUser(path.join(bin, command), args));
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'sitefleet', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  try {
    await exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = await run('cat', [path.join(dir, 'log')]).catch(() => ({ stdout: '' }));
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log.stdout}`);
  }
  const url = `postgres://sitefleet@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase() {
      databases += 1;
      const name = `test_${process.pid}_${databases}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://sitefleet@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** How long `startRedis` waits for the server to accept connections, in ms. */
const REDIS_START_TIMEOUT_MS = 10_000;

/** A running Redis server of the tests. */
export interface TestRedis {
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** Stops the server (SIGKILL: nothing is persisted) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (after {@link TestRedis.stop}). */
  restart(): Promise<void>;
}

/**
 * Starts `redis-server` on a free loopback port, without persistence (`--save ''`, no AOF), and waits
 * for "Ready to accept connections".
 * @throws when redis-server is not installed or does not start within {@link REDIS_START_TIMEOUT_MS}.
 */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start:\n${output}`)),
        REDIS_START_TIMEOUT_MS,
      );
      server.once('error', (error) => {
        clearTimeout(timer);
        reject(
          new Error(
            `redis-server could not run (${error.message}): apt-get install -y redis-server (.ci/run installs it for CI)`,
          ),
        );
      });
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  };
  await start();
  const stop = async () => {
    const server = child as ChildProcess | null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });
  };
  return { url: `redis://127.0.0.1:${port}`, port, stop, restart: start };
}
