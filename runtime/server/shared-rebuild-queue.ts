import { createHash, randomBytes } from 'node:crypto';
import {
  createRebuildQueue,
  type RebuildOutcome,
  type RebuildRunner,
} from '../../core/pipeline/rebuild-queue.ts';
import {
  runCopy as copy,
  finishedRun,
  joinedRun,
  queuedRun,
  siteStatusIn,
  startedRun,
  statusCopy,
} from '../../core/pipeline/rebuild-runs.ts';
import type { SharedState } from '../../core/serving/context.ts';
import type {
  RebuildEvent,
  RebuildQueue,
  RebuildRequest,
  RebuildRun,
  SiteRebuildStatus,
} from '../../core/serving/rebuild.ts';

/** How long the builder lock lasts without renewal, in ms (renewed every third of it while building). */
export const REBUILD_LEASE_MS = 15_000;

/** How often an idle instance looks for queued runs it was not told about, in ms. */
export const REBUILD_POLL_MS = 1_000;

/** Why a run whose builder vanished ended. */
export const ABANDONED_RUN_ERROR =
  'The runtime instance building this run stopped before it finished (its lease on the rebuild queue expired)';

/**
 * Compare-and-set of one site's rebuild record, with the waiting list, the lock check and the event in
 * the same atomic step. KEYS: site hash, waiting list, lock, sites set. ARGV: expected `version` of the
 * site hash ('' any), lock token that must hold the lock ('' none), channel, event JSON ('' none),
 * waiting-list operation (`push`, `pop` or ''), site id, then field/value pairs ('' deletes the field).
 * Returns 1 when written, 0 when the version moved on (read again), -1 when the token lost the lock.
 */
const COMMIT_SCRIPT = `
if ARGV[1] ~= '' and (redis.call('HGET', KEYS[1], 'version') or '0') ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' and redis.call('GET', KEYS[3]) ~= ARGV[2] then return -1 end
for i = 7, #ARGV, 2 do
  if ARGV[i + 1] == '' then redis.call('HDEL', KEYS[1], ARGV[i]) else redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
redis.call('HINCRBY', KEYS[1], 'version', 1)
redis.call('SADD', KEYS[4], ARGV[6])
if ARGV[5] == 'push' then redis.call('RPUSH', KEYS[2], ARGV[6]) elseif ARGV[5] == 'pop' then redis.call('LREM', KEYS[2], 1, ARGV[6]) end
if ARGV[4] ~= '' then redis.call('PUBLISH', ARGV[3], ARGV[4]) end
return 1
`;

/** Renews (ARGV[2] ms) or, ARGV[2] '0', releases the lock KEYS[1] when token ARGV[1] holds it; 1 when it did. */
const LEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '0' then redis.call('DEL', KEYS[1]) else redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
`;

/** Attempts at one compare-and-set before a request is handed to the in-process queue. */
const COMMIT_ATTEMPTS = 20;

/**
 * The rebuild queue several runtime instances share through Redis (config `redis.url`; the contract is
 * core/serving/rebuild.ts `RebuildQueue`, the rules those of core/pipeline/rebuild-queue.ts): a request
 * to any instance joins the site's queued run wherever it was queued (`coalesced` + 1, entry ids, force
 * and locales merged: core/pipeline/rebuild-runs.ts), so one build follows however many instances were
 * asked; per site at most one run running and one queued; one build at a time across every instance and
 * site, in queue order; every instance's listeners get every run's `queued`, `started`, `progress` and
 * `finished`, whichever instance builds it, and `status()` answers the fleet's runs.
 *
 * How: every key and the channel start with `<state.keyPrefix>rebuilds:{<hash of the namespace>}:`
 * (config `redis.prefix`, default `sitefleet:`); each site's runs are a Redis hash (`queued`, `running`,
 * `last` as run JSON, a `version`), the queued sites a list in request order; every change is one compare-and-set script that also publishes
 * its event on a channel every instance subscribes to (so state and events never disagree in order).
 * The instance that builds holds a lock (`SET NX PX`, {@link REBUILD_LEASE_MS} renewed every third of it
 * while it builds): it takes the first queued site, builds it with `input.run` and records the end, and
 * releases the lock when nothing is queued. Idle instances wake on a `queued` event and look every
 * {@link REBUILD_POLL_MS} besides. An instance that dies while building stops renewing: once its lease
 * ran out the next instance to take the lock ends that run as failed ({@link ABANDONED_RUN_ERROR}, the
 * old tree stays served) and builds what is queued. A builder whose lease ran out while it was still
 * building (a stall longer than the lease) has its end ignored; the output folder's own lock
 * (cli/out-dir-lock.ts) still keeps two builds from writing at once.
 *
 * Not bullmq: its jobs cannot be merged into a waiting job atomically (its deduplication keeps or
 * replaces a job's data, it does not fold requests in, and a worker may take the job between reading
 * and updating it), and its blocking connections need `maxRetriesPerRequest: null`, which would hold
 * requests while Redis is down instead of failing fast (runtime/server/shared-state.ts).
 *
 * `request()` answers at once: with the run it will join as this instance last heard of it, or a new
 * run whose id it chose; the compare-and-set follows. When two instances create a site's run within the
 * same few milliseconds (or this instance has not heard yet of a run queued on another), the answer
 * names a run that does not exist: the request joined the other's run, which builds once. `submit()`
 * answers after the compare-and-set, with the run as written (the one that builds), so the routes that
 * tell an editor or the CMS a run id use it.
 *
 * While Redis is unreachable (the connection is down when a request arrives, or the write fails) a
 * request is not lost: this instance builds it itself in an in-process queue
 * (core/pipeline/rebuild-queue.ts) with the same runner, warning once per outage; its runs show in this
 * instance's `status()` and events only; it may build while another instance builds (the output
 * folder's lock makes their writes take turns), and a write that timed out after Redis took it builds
 * twice rather than never. Runs queued in Redis wait there until an instance can reach it.
 *
 * `close()` stops this instance taking requests and builds, waits for the run it is building (the
 * caller stops the builder first, the run then fails as stopped) and releases the lock; runs queued in
 * Redis stay queued for the other instances (unlike the in-process queue, which drops them).
 *
 * @param input.state the runtime's shared state (`RuntimeContext.sharedState`), not closed here.
 * @param input.namespace what the instances sharing a queue have in common: the output folder's
 *   absolute path (instances on one output folder share one queue); hashed into the Redis keys.
 * @param input.run builds one site (core/pipeline/rebuild-queue.ts `RebuildRunner`).
 * @param input.sites the site ids this instance accepts requests for (read on each request).
 * @param input.leaseMs the builder lock's lease; default {@link REBUILD_LEASE_MS}.
 * @param input.pollMs how often an idle instance looks for work; default {@link REBUILD_POLL_MS}.
 * @param input.now clock in epoch ms; default `Date.now`.
 * @param input.onError told when a listener throws or Redis fails while building; default nothing.
 * @param input.onFallback told when a request is built in process because Redis is unreachable.
 */
export function createSharedRebuildQueue(input: {
  state: SharedState;
  namespace: string;
  run: RebuildRunner;
  sites: () => readonly string[];
  leaseMs?: number;
  pollMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
  onFallback?: (reason: unknown) => void;
}): RebuildQueue {
  const { state } = input;
  const now = input.now ?? Date.now;
  const leaseMs = input.leaseMs ?? REBUILD_LEASE_MS;
  const pollMs = input.pollMs ?? REBUILD_POLL_MS;
  // A hash tag keeps every key of one queue in one Redis Cluster slot (scripts touch several).
  const tag = createHash('sha256').update(input.namespace).digest('hex').slice(0, 16);
  const prefix = `${state.keyPrefix}rebuilds:{${tag}}:`;
  const keys = {
    waiting: `${prefix}waiting`,
    lock: `${prefix}lock`,
    sites: `${prefix}sites`,
    channel: `${prefix}events`,
    site: (site: string) => `${prefix}site:${site}`,
  };
  const instance = randomBytes(4).toString('hex');
  let nextId = 1;

  /** Every site's runs as this instance last heard (events, and a full read after each reconnection). */
  const mirror = new Map<string, SiteRebuildStatus>();
  const listeners = new Set<(event: RebuildEvent) => void>();
  /** Requests in flight to Redis, and the last of them. */
  let pending = 0;
  let requests: Promise<void> = Promise.resolve();
  let changeWaiters: (() => void)[] = [];
  let closed = false;
  let wake: (() => void) | null = null;
  let outage = false;

  const changed = () => {
    const waiters = changeWaiters;
    changeWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const deliver = (event: RebuildEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener({ type: event.type, run: copy(event.run) });
      } catch (error) {
        input.onError?.(error);
      }
    }
  };
  const local = createRebuildQueue({ run: input.run, sites: input.sites, now, onError: input.onError });
  local.subscribe(deliver);
  const fallback = (request: RebuildRequest, reason: unknown): RebuildRun[] => {
    if (!outage) {
      outage = true;
      input.onFallback?.(reason);
    }
    return local.request(request);
  };

  const statusOf = (site: string) => siteStatusIn(mirror, site);
  const apply = ({ type, run }: RebuildEvent) => {
    const status = statusOf(run.site);
    if (type === 'queued') {
      if (status.running?.id !== run.id && status.last?.id !== run.id) status.queued = run;
    } else if (type === 'started' || type === 'progress') {
      if (status.queued?.id === run.id) status.queued = null;
      if (status.last?.id !== run.id) status.running = run;
    } else {
      if (status.queued?.id === run.id) status.queued = null;
      if (status.running?.id === run.id) status.running = null;
      status.last = run;
    }
  };

  const send = (command: string, ...args: string[]) => state.sendCommand(command, ...args);
  const commit = async (change: {
    site: string;
    version: string;
    token: string;
    event?: RebuildEvent;
    waiting?: 'push' | 'pop';
    fields: Record<string, RebuildRun | null>;
  }): Promise<number> => {
    const fields = Object.entries(change.fields).flatMap(([field, run]) => [
      field,
      run ? JSON.stringify(run) : '',
    ]);
    const reply = await send(
      'EVAL',
      COMMIT_SCRIPT,
      '4',
      keys.site(change.site),
      keys.waiting,
      keys.lock,
      keys.sites,
      change.version,
      change.token,
      keys.channel,
      change.event ? JSON.stringify(change.event) : '',
      change.waiting ?? '',
      change.site,
      ...fields,
    );
    return Number(reply);
  };
  /** The site's record: its version and runs. */
  const read = async (site: string) => {
    const reply = await send('HMGET', keys.site(site), 'version', 'queued', 'running', 'last');
    const [version, queued, running, last] = Array.isArray(reply) ? reply : [];
    const parse = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as RebuildRun) : null);
    return {
      version: typeof version === 'string' ? version : '0',
      queued: parse(queued),
      running: parse(running),
      last: parse(last),
    };
  };

  /**
   * Writes the request into the site's queued run (joined or new), retrying while others write.
   * @returns the run as written.
   */
  const queueInRedis = async (site: string, request: RebuildRequest, id: string): Promise<RebuildRun> => {
    for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt += 1) {
      const record = await read(site);
      const run = record.queued
        ? joinedRun(record.queued, request)
        : queuedRun({ id, site, request, now: now() });
      const written = await commit({
        site,
        version: record.version,
        token: '',
        event: { type: 'queued', run },
        ...(record.queued ? {} : { waiting: 'push' as const }),
        fields: { queued: run },
      });
      if (written === 1) return run;
    }
    throw new Error(`The rebuild queue of ${site} kept changing while this request was written`);
  };

  // ---- The builder: whoever holds the lock builds, one run at a time. ----
  let token: string | null = null;
  let lost = false;
  const lease = (renew: boolean) =>
    send('EVAL', LEASE_SCRIPT, '1', keys.lock, token ?? '', renew ? String(leaseMs) : '0').then(Number);
  const acquire = async () => {
    const candidate = `${instance}:${randomBytes(6).toString('hex')}`;
    const reply = await send('SET', keys.lock, candidate, 'NX', 'PX', String(leaseMs));
    if (reply !== 'OK') return false;
    token = candidate;
    lost = false;
    return true;
  };

  /** Ends the runs a vanished builder left running (we hold the lock: no one else builds). */
  const endAbandoned = async () => {
    const members = await send('SMEMBERS', keys.sites);
    for (const site of Array.isArray(members) ? members.map(String) : []) {
      for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt += 1) {
        const record = await read(site);
        if (!record.running) break;
        const ended = finishedRun(record.running, now(), { error: new Error(ABANDONED_RUN_ERROR) });
        const written = await commit({
          site,
          version: record.version,
          token: token!,
          event: { type: 'finished', run: ended },
          fields: { running: null, last: ended },
        });
        if (written !== 0) break;
      }
    }
  };

  /** The first queued run, now running; null when none (or the lock is gone). */
  const take = async (): Promise<RebuildRun | null> => {
    for (let attempt = 0; attempt < COMMIT_ATTEMPTS * 5; attempt += 1) {
      const head = await send('LINDEX', keys.waiting, '0');
      if (typeof head !== 'string') return null;
      const record = await read(head);
      const run = record.queued ? startedRun(record.queued, now()) : null;
      const written = await commit({
        site: head,
        version: record.version,
        token: token!,
        ...(run ? { event: { type: 'started' as const, run } } : {}),
        waiting: 'pop',
        fields: run ? { queued: null, running: run } : {},
      });
      if (written === -1) return null;
      if (written === 1 && run) return run;
    }
    return null;
  };

  /** Writes a change of the running run (progress, end); ignored once the lock is someone else's. */
  let writes: Promise<unknown> = Promise.resolve();
  const record = (event: RebuildEvent, fields: Record<string, RebuildRun | null>) => {
    const held = token;
    if (!held) return writes;
    writes = writes.then(async () => {
      // Redis may blink while a build ends: the end is worth a few tries within the lease.
      const tries = event.type === 'finished' ? 10 : 1;
      for (let attempt = 0; attempt < tries; attempt += 1) {
        try {
          const written = await commit({ site: event.run.site, version: '', token: held, event, fields });
          if (written === -1) lost = true;
          return;
        } catch (error) {
          if (attempt === tries - 1) input.onError?.(error);
          else await sleep(Math.min(leaseMs / 10, 500));
        }
      }
    });
    return writes;
  };

  const build = async (run: RebuildRun) => {
    let current = run;
    let result: { outcome: RebuildOutcome } | { error: unknown };
    try {
      const outcome = await input.run(copy(run), (phase) => {
        if (current.state !== 'running') return;
        current = { ...current, phase };
        void record({ type: 'progress', run: current }, { running: current });
      });
      result = { outcome };
    } catch (error) {
      result = { error };
    }
    current = finishedRun(current, now(), result);
    await record({ type: 'finished', run: current }, { running: null, last: current });
  };

  const hasWork = async () => {
    if ([...mirror.values()].some((status) => status.running || status.queued)) return true;
    return Number(await send('LLEN', keys.waiting)) > 0;
  };
  const rest = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const work = async () => {
    while (!closed) {
      try {
        if (state.available() && (await hasWork()) && (await acquire())) {
          const renewal = setInterval(() => {
            lease(true).then(
              (held) => {
                if (held !== 1) lost = true;
              },
              (error) => input.onError?.(error),
            );
          }, leaseMs / 3);
          let built = false;
          try {
            await endAbandoned();
            while (!closed && !lost) {
              const run = await take();
              if (!run) break;
              await build(run);
              built = true;
            }
          } finally {
            clearInterval(renewal);
            await lease(false).catch(() => undefined);
            token = null;
          }
          // More may have been queued while the lock was being released; an empty round rests, and
          // reads the runs again: what made it look (an event it missed) may be stale.
          if (built) continue;
          await refresh();
        }
      } catch (error) {
        // Redis went away meanwhile: the next round tries again.
        if (state.available()) input.onError?.(error);
      }
      if (!closed) await rest();
    }
  };

  // ---- Events from every instance. ----
  const refresh = async () => {
    outage = false;
    try {
      const members = await send('SMEMBERS', keys.sites);
      const fresh = new Map<string, SiteRebuildStatus>();
      for (const site of Array.isArray(members) ? members.map(String) : []) {
        const { queued, running, last } = await read(site);
        fresh.set(site, { site, queued, running, last });
      }
      // What Redis no longer has (it restarted empty) is gone here too.
      mirror.clear();
      for (const [site, status] of fresh) mirror.set(site, status);
      changed();
      wake?.();
    } catch {
      // Down again: the next reconnection reads again.
    }
  };
  const unsubscribe = state.subscribe(
    keys.channel,
    (message) => {
      let event: RebuildEvent;
      try {
        event = JSON.parse(message) as RebuildEvent;
      } catch {
        return;
      }
      apply(event);
      deliver(event);
      if (event.type === 'queued') wake?.();
      changed();
    },
    () => void refresh(),
  );
  const worker = work();

  const sharedIdle = () =>
    pending === 0 && [...mirror.values()].every((status) => !status.running && !status.queued);

  /**
   * Starts recording a request in Redis, per site (after the requests this instance was asked before,
   * so runs are queued in the order it was asked for them): `recorded` resolves with the run written
   * (or, Redis failing, built here), `expected` is the run it will join as this instance knows now.
   * A plain list instead when nothing goes to Redis: none when closed or no site is served, the runs
   * built here while Redis is down.
   */
  const enqueue = (
    request: RebuildRequest,
  ): { expected: RebuildRun[]; recorded: Promise<RebuildRun[]> } | RebuildRun[] => {
    if (closed) return [];
    const known = new Set(input.sites());
    const sites = [...new Set(request.sites)].filter((site) => known.has(site));
    if (sites.length === 0) return [];
    if (!state.available()) return fallback({ ...request, sites }, new Error('Redis is unreachable'));
    const expected: RebuildRun[] = [];
    const recorded: Promise<RebuildRun | undefined>[] = [];
    for (const site of sites) {
      const id = `rb-${instance}-${nextId++}`;
      const queued = mirror.get(site)?.queued;
      pending += 1;
      const written = requests
        .then(() => queueInRedis(site, request, id))
        .catch((error: unknown) => fallback({ ...request, sites: [site] }, error)[0])
        .finally(() => {
          pending -= 1;
          changed();
        });
      requests = written.then(() => undefined);
      recorded.push(written);
      expected.push(queued ? joinedRun(queued, request) : queuedRun({ id, site, request, now: now() }));
    }
    return {
      expected,
      recorded: Promise.all(recorded).then((runs) => runs.filter((run) => run !== undefined)),
    };
  };

  return {
    request(request: RebuildRequest): RebuildRun[] {
      const started = enqueue(request);
      return Array.isArray(started) ? started : started.expected;
    },
    async submit(request: RebuildRequest): Promise<RebuildRun[]> {
      const started = enqueue(request);
      return Array.isArray(started) ? started : await started.recorded;
    },
    status(site?: string): SiteRebuildStatus[] {
      const merged = new Map<string, SiteRebuildStatus>();
      for (const status of mirror.values()) merged.set(status.site, { ...status });
      // Runs built in process while Redis was unreachable.
      for (const own of local.status()) {
        const shared = merged.get(own.site);
        merged.set(own.site, {
          site: own.site,
          running: own.running ?? shared?.running ?? null,
          queued: own.queued ?? shared?.queued ?? null,
          last: later(own.last, shared?.last ?? null),
        });
      }
      return [...merged.values()]
        .filter((status) => site === undefined || status.site === site)
        .sort((a, b) => a.site.localeCompare(b.site))
        .map(statusCopy);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async idle() {
      for (;;) {
        await local.idle();
        if (sharedIdle() || closed) return;
        await new Promise<void>((resolve) => changeWaiters.push(resolve));
      }
    },
    async close() {
      if (closed) return worker;
      closed = true;
      wake?.();
      await Promise.all([worker, local.close()]);
      await writes;
      unsubscribe();
      listeners.clear();
      changed();
    },
  };
}

/** The run that finished later of two (either may be null). */
function later(one: RebuildRun | null, other: RebuildRun | null): RebuildRun | null {
  if (!one || !other) return one ?? other;
  return (one.finishedAt ?? 0) >= (other.finishedAt ?? 0) ? one : other;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
