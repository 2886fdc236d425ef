import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchCsrf,
  postForm,
  serviceRequestFields,
  startFormsRuntimeChild,
} from '../../helpers/forms-runtime.ts';
import { startPostgres, type TestPostgres } from '../../helpers/real-services.ts';
import { startRoundRobinProxy, until } from '../../helpers/two-instances.ts';

/*
 * Two runtime instances (processes) on one PostgreSQL store (config `forms.databaseUrl`) behind a
 * round-robin load balancer: instance A is killed (SIGKILL) in the middle of a burst of 200 form
 * submissions, and every submission either instance acknowledged (2xx) still reaches the webhook.
 * Delivery is at least once (plugins/forms/outbox/worker.ts): only the one send A may have had between
 * the webhook's 200 and its mark can come again, with the same Idempotency-Key, so the receiver's
 * effect is once per submission.
 */

const SUBMISSIONS = 200;
const CLIENTS = 8;
const LEASE_MS = 1500;

let postgres: TestPostgres;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await postgres?.stop();
});

/** A webhook destination on 127.0.0.1: Idempotency-Key → the times (epoch ms) it was delivered. */
async function startWebhook(): Promise<{ url: string; deliveries: Map<string, number[]> }> {
  const deliveries = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const key = String(request.headers['idempotency-key'] ?? '');
      deliveries.set(key, [...(deliveries.get(key) ?? []), Date.now()]);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`,
    deliveries,
  };
}

describe('form submissions behind a load balancer, one instance killed', () => {
  it('forwards every acknowledged submission of a burst once, though instance A died in it', async () => {
    const webhook = await startWebhook();
    const databaseUrl = await postgres.createDatabase();
    const instances = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `sitefleet-scale-forms-${name}-`));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const child = await startFormsRuntimeChild({
          dataDir,
          databaseUrl,
          webhook: webhook.url,
          leaseMs: LEASE_MS,
        });
        cleanups.push(() => child.kill());
        return child;
      }),
    );
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const proxy = await startRoundRobinProxy([a.url, b.url]);
    cleanups.push(() => proxy.close());
    // One token for the visitor, wherever the balancer sends them: both instances share the secret.
    const csrf = await fetchCsrf(proxy.url);

    const acknowledged: string[] = [];
    const refused: number[] = [];
    let sent = 0;
    let killedAt = 0;
    const client = async () => {
      while (sent < SUBMISSIONS) {
        sent += 1;
        const n = sent;
        if (n === SUBMISSIONS / 2) killedAt = await a.kill().then(() => Date.now());
        const answer = await postForm({
          baseUrl: proxy.url,
          form: 'service-request',
          fields: serviceRequestFields({ subject: `submission ${n}` }),
          csrf,
        }).catch(() => null);
        if (answer && answer.status >= 200 && answer.status < 300) acknowledged.push(String(answer.body.id));
        else refused.push(answer?.status ?? 0);
      }
    };
    // The kill lands while the other clients' requests are in flight on both instances.
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(killedAt).toBeGreaterThan(0);
    // Only requests A had taken when it died go unanswered (the balancer answers 502); the rest went to B.
    expect(refused.every((status) => status === 502 || status === 0)).toBe(true);
    expect(refused.length).toBeLessThanOrEqual(CLIENTS);
    expect(acknowledged.length).toBeGreaterThanOrEqual(SUBMISSIONS - CLIENTS);
    expect(proxy.answered.every((count) => count > 10)).toBe(true);

    // B forwards its own and, once A's lease has run out, what A had claimed or left in the outbox.
    await until(
      () => acknowledged.every((id) => webhook.deliveries.has(id)),
      LEASE_MS + 20_000,
      'every acknowledged submission at the webhook',
    );
    // A moment more: a second delivery would come now, after a lease.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500));
    expect(acknowledged.filter((id) => !webhook.deliveries.has(id))).toEqual([]);
    const repeated = [...webhook.deliveries].filter(([, times]) => times.length > 1);
    // At most the one send A was in when it died, first delivered before the kill.
    expect(repeated.length).toBeLessThanOrEqual(1);
    for (const [, times] of repeated) {
      expect(times).toHaveLength(2);
      expect(times[0]).toBeLessThanOrEqual(killedAt);
    }
    await b.kill();
  }, 60_000);
});
