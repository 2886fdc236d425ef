import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFormsDatabase } from '../../../../plugins/forms/store/database.ts';
import { findEntry } from '../../../../plugins/forms/store/submissions.ts';
import { startSmtpSink } from '../../../../sandbox/smtp/server.ts';
import {
  fetchCsrf,
  PNG_BYTES,
  postForm,
  serviceRequestFields,
  startFormsRuntimeChild,
} from '../../../helpers/forms-runtime.ts';
import { FORMS_STORE_KINDS, formsStoreUnderTest } from '../../../helpers/forms-stores.ts';

const KILLS = 4;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(FORMS_STORE_KINDS)('crash test (nothing acknowledged is lost), store on %s', (kind) => {
  const storeUnderTest = formsStoreUnderTest(kind);
  it('keeps and forwards exactly once every submission that got a 201, across SIGKILLs at random moments', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const databaseUrl = await storeUnderTest.databaseUrl();
    const acknowledged: string[] = [];
    let sent = 0;

    for (let life = 0; life < KILLS; life += 1) {
      const child = await startFormsRuntimeChild({ dataDir, smtpUrl: sink.smtpUrl, databaseUrl });
      cleanups.push(() => child.kill());
      const { url } = child;
      const csrf = await fetchCsrf(url);
      let alive = true;
      child.process.once('exit', () => {
        alive = false;
      });
      // Three clients post in a loop (every other one with an image) until the process dies.
      const poster = async (client: number) => {
        while (alive) {
          sent += 1;
          const answer = await postForm({
            baseUrl: url,
            form: 'service-request',
            fields: serviceRequestFields({ subject: `life ${life} client ${client}` }),
            files: sent % 2 === 0 ? [{ name: 'photo.png', type: 'image/png', bytes: PNG_BYTES }] : [],
            csrf,
          }).catch(() => null);
          if (answer && answer.status === 201) acknowledged.push(String(answer.body.id));
          else if (answer && alive) throw new Error(`unexpected answer ${answer.status}`);
        }
      };
      const posting = Promise.all([0, 1, 2].map(poster));
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
      await child.kill();
      await posting;
    }
    expect(acknowledged.length).toBeGreaterThan(KILLS * 3);

    // A last life forwards whatever the killed ones left in the outbox.
    const last = await startFormsRuntimeChild({ dataDir, smtpUrl: sink.smtpUrl, databaseUrl });
    cleanups.push(() => last.kill());
    const messageIds = () => new Set(sink.mails().map((mail) => mail.messageId));
    for (let waited = 0; waited < 20_000; waited += 100) {
      const ids = messageIds();
      if (acknowledged.every((id) => ids.has(`<${id}@sitefleet>`))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await last.kill();

    const store = await openFormsDatabase({ file: path.join(dataDir, 'submissions.sqlite'), databaseUrl });
    try {
      const missing: string[] = [];
      for (const id of acknowledged) {
        if (!(await findEntry({ store, id }))) missing.push(id);
      }
      expect(missing).toEqual([]);
      const ids = messageIds();
      expect(acknowledged.filter((id) => !ids.has(`<${id}@sitefleet>`))).toEqual([]);
      // One mail per submission; a repeated delivery of the same Message-ID can only come from a kill
      // between the sink's acceptance and the outbox's mark (at least once, outbox/worker.ts).
      const repeats = sink.mails().reduce((sum, mail) => sum + mail.deliveries - 1, 0);
      expect(repeats).toBeLessThanOrEqual(KILLS);
      // Nothing is forwarded that the store does not hold (a submission a kill cut off before its commit
      // got no answer and sends no mail).
      const unstored: string[] = [];
      for (const mail of sink.mails()) {
        const id = /^<(.+)@sitefleet>$/.exec(mail.messageId ?? '')?.[1];
        if (!id || !(await findEntry({ store, id }))) unstored.push(mail.messageId ?? '(no Message-ID)');
      }
      expect(unstored).toEqual([]);
    } finally {
      await store.close();
    }
  }, 90_000);
});
