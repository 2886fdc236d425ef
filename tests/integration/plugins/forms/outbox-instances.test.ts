import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Options } from '../../../../plugins/forms/options.ts';
import { FORM_NAMES } from '../../../../plugins/forms/schemas.ts';
import { openFormsDatabase } from '../../../../plugins/forms/store/database.ts';
import { claimDue, findEntry, insertSubmission } from '../../../../plugins/forms/store/submissions.ts';
import {
  emptySubmission,
  type FormsRuntime,
  fetchCsrf,
  postForm,
  serviceRequestFields,
  startFormsRuntime,
  startFormsRuntimeChild,
} from '../../../helpers/forms-runtime.ts';
import { FORMS_STORE_KINDS } from '../../../helpers/forms-stores.ts';
import { startPostgres, type TestPostgres } from '../../../helpers/real-services.ts';

/*
 * Several instances (processes, hosts) on ONE PostgreSQL store (config `forms.databaseUrl`): each runs
 * its own outbox worker, and each submission is still forwarded once; one an instance acknowledged and
 * claimed is forwarded by another when the first dies. The claim itself is checked on SQLite too (two
 * processes on one file: the runtime beside `sitefleet submissions`, or a cluster).
 */

let postgres: TestPostgres;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await postgres?.stop();
});

/** A webhook destination on 127.0.0.1 recording each delivery it answered 200 to, by `Idempotency-Key`. */
interface WebhookRecorder {
  url: string;
  /** Answered deliveries: Idempotency-Key → how many times, and when the first came (epoch ms). */
  delivered: Map<string, { count: number; at: number }>;
  /** Requests received and never answered (while `holdNext` was set). */
  held: { key: string; at: number }[];
  /** Leaves the next request unanswered (the sender hangs in its send). */
  holdNext: boolean;
}

async function startWebhook(): Promise<WebhookRecorder> {
  const recorder = { delivered: new Map(), held: [], holdNext: false } as unknown as WebhookRecorder;
  const server = http.createServer((request, response) => {
    const key = String(request.headers['idempotency-key'] ?? '');
    request.resume();
    request.on('end', () => {
      if (recorder.holdNext) {
        recorder.holdNext = false;
        recorder.held.push({ key, at: Date.now() });
        return;
      }
      const seen = recorder.delivered.get(key);
      recorder.delivered.set(key, { count: (seen?.count ?? 0) + 1, at: seen?.at ?? Date.now() });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  recorder.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return recorder;
}

/** Every form forwarded to `webhook`. */
function toWebhook(webhook: string): Options['destinations'] {
  return Object.fromEntries(FORM_NAMES.map((form) => [form, { webhook }]));
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('two instances on one store', () => {
  it.each(FORMS_STORE_KINDS)(
    'claims each due row for one claimer only, however many claim at once (%s)',
    async (kind) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-claims-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const databaseUrl = kind === 'postgres' ? await postgres.createDatabase() : undefined;
      // Two instances opening the store at once both find the tables made, neither fails.
      const stores = await Promise.all(
        [0, 1].map(() => openFormsDatabase({ file: path.join(dataDir, 'submissions.sqlite'), databaseUrl })),
      );
      cleanups.push(() => Promise.all(stores.map((store) => store.close())));
      const [first] = stores;
      const ids = Array.from({ length: 300 }, (_, index) => `submission-${String(index).padStart(3, '0')}`);
      for (const id of ids) {
        await insertSubmission({
          store: first!,
          submission: emptySubmission(id),
          destination: { webhook: 'http://127.0.0.1:9/hook' },
        });
      }
      // Each instance's pool holds a connection per claimer before they start: none waits for one
      // while the others take every row.
      await Promise.all(stores.flatMap((store) => [0, 1, 2, 3].map(() => sql`select 1`.execute(store.db))));
      // Four claimers per instance take batches of 7 until nothing is due; each keeps what it got. No
      // claimer goes on before all have made their first claim: those first claims overlap, however
      // the machine schedules the rest.
      const claims = new Map<string, string[]>();
      const CLAIMERS = stores.length * 4;
      let firstClaims = 0;
      let allFirstClaimed = () => {};
      const firstRound = new Promise<void>((resolve) => {
        allFirstClaimed = resolve;
      });
      const claimer = async (store: (typeof stores)[number], worker: string) => {
        for (let round = 0; ; round++) {
          const batch = await claimDue({ store, worker, limit: 7, leaseMs: 60_000 });
          if (round === 0) {
            firstClaims += 1;
            if (firstClaims === CLAIMERS) allFirstClaimed();
            await firstRound;
          }
          if (batch.length === 0) return;
          for (const entry of batch)
            claims.set(entry.submission.id, [...(claims.get(entry.submission.id) ?? []), worker]);
        }
      };
      await Promise.all(
        stores.flatMap((store, instance) => [0, 1, 2, 3].map((n) => claimer(store, `${instance}-${n}`))),
      );
      expect([...claims.keys()].sort()).toEqual(ids);
      expect([...claims.values()].filter((workers) => workers.length > 1)).toEqual([]);
      // More than one claimer got rows: they ran side by side, not one after another.
      expect(new Set([...claims.values()].flat()).size).toBeGreaterThan(1);
    },
  );

  it('forwards a burst of submissions to both instances exactly once each, by Idempotency-Key', async () => {
    const webhook = await startWebhook();
    const databaseUrl = await postgres.createDatabase();
    const options: Options = {
      perMinute: 10_000,
      destinations: toWebhook(webhook.url),
      outbox: { pollMs: 20, backoffMs: 50 },
    };
    const runtimes: FormsRuntime[] = await Promise.all(
      [0, 1].map(() => startFormsRuntime({ databaseUrl, options })),
    );
    cleanups.push(() => Promise.all(runtimes.map((runtime) => runtime.close())));
    const csrf = await Promise.all(runtimes.map((runtime) => fetchCsrf(runtime.baseUrl)));

    const acknowledged: string[] = [];
    const client = async (n: number) => {
      for (let sent = 0; sent < 10; sent += 1) {
        const instance = (n + sent) % 2;
        const answer = await postForm({
          baseUrl: runtimes[instance]!.baseUrl,
          form: 'service-request',
          fields: serviceRequestFields({ subject: `client ${n} submission ${sent}` }),
          csrf: csrf[instance]!,
        });
        expect(answer.status).toBe(201);
        acknowledged.push(String(answer.body.id));
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    expect(acknowledged).toHaveLength(80);

    await waitFor(() => acknowledged.every((id) => webhook.delivered.has(id)), 20_000);
    // Both workers look once more: nothing is left for either to send again.
    await Promise.all(runtimes.map((runtime) => runtime.service.worker.drain()));
    expect([...webhook.delivered.keys()].sort()).toEqual([...acknowledged].sort());
    expect([...webhook.delivered.entries()].filter(([, delivery]) => delivery.count !== 1)).toEqual([]);
    for (const id of acknowledged) {
      const entry = await findEntry({ store: runtimes[0]!.service.store, id });
      expect(entry).toMatchObject({ status: 'sent', attempts: 1 });
    }
  });

  it('forwards a submission whose instance was killed while sending it, once its lease runs out', async () => {
    const webhook = await startWebhook();
    const databaseUrl = await postgres.createDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-instances-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const leaseMs = 2000;
    const child = await startFormsRuntimeChild({ dataDir, databaseUrl, webhook: webhook.url, leaseMs });
    cleanups.push(() => child.kill());

    // The child acknowledges the submission, claims it and hangs in its send: then it dies.
    webhook.holdNext = true;
    const answer = await postForm({
      baseUrl: child.url,
      form: 'service-request',
      fields: serviceRequestFields(),
    });
    expect(answer.status).toBe(201);
    const id = String(answer.body.id);
    await waitFor(() => webhook.held.length === 1, 10_000);
    await child.kill();
    expect(webhook.held[0]?.key).toBe(id);

    // Claimed by the dead instance: the others leave it alone until the lease has run out.
    const store = await openFormsDatabase({ file: path.join(dataDir, 'submissions.sqlite'), databaseUrl });
    expect(await findEntry({ store, id })).toMatchObject({ status: 'sending', attempts: 1 });
    await store.close();
    // Another instance sends it once the lease has run out.
    const other = await startFormsRuntime({
      databaseUrl,
      options: { destinations: toWebhook(webhook.url), outbox: { leaseMs, pollMs: 50 } },
    });
    cleanups.push(() => other.close());
    await waitFor(() => webhook.delivered.has(id), 15_000);
    const delivery = webhook.delivered.get(id)!;
    expect(delivery.at).toBeGreaterThanOrEqual(webhook.held[0]!.at + leaseMs - 500);
    await waitFor(
      async () => (await findEntry({ store: other.service.store, id }))?.status === 'sent',
      5_000,
    );
    expect(await findEntry({ store: other.service.store, id })).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(delivery.count).toBe(1);
  });
});
