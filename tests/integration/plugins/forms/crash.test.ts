import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openFormsDatabase } from '../../../../plugins/forms/store/database.ts';
import { findEntry } from '../../../../plugins/forms/store/submissions.ts';
import { startSmtpSink } from '../../../../sandbox/smtp/server.ts';
import { fetchCsrf, PNG_BYTES, postForm, serviceRequestFields } from '../../../helpers/forms-runtime.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const KILLS = 4;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts the runtime child on the store in `dataDir`; resolves with its URL once it listens. */
async function startChild(input: { dataDir: string; smtpUrl: string }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/forms-runtime-child.ts'], {
    cwd: ROOT,
    env: { ...process.env, FORMS_DATA_DIR: input.dataDir, FORMS_SMTP_URL: input.smtpUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /listening (\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the runtime child exited (${code}) before listening`)));
  });
  return { child, url };
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('crash test (nothing acknowledged is lost)', () => {
  it('keeps and forwards exactly once every submission that got a 201, across SIGKILLs at random moments', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const acknowledged: string[] = [];
    let sent = 0;

    for (let life = 0; life < KILLS; life += 1) {
      const { child, url } = await startChild({ dataDir, smtpUrl: sink.smtpUrl });
      const csrf = await fetchCsrf(url);
      let alive = true;
      const gone = killed(child).then(() => {
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
      child.kill('SIGKILL');
      await gone;
      await posting;
    }
    expect(acknowledged.length).toBeGreaterThan(KILLS * 3);

    // A last life forwards whatever the killed ones left in the outbox.
    const { child } = await startChild({ dataDir, smtpUrl: sink.smtpUrl });
    const messageIds = () => new Set(sink.mails().map((mail) => mail.messageId));
    for (let waited = 0; waited < 20_000; waited += 100) {
      const ids = messageIds();
      if (acknowledged.every((id) => ids.has(`<${id}@sitefleet>`))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill('SIGKILL');
    await killed(child);

    const store = await openFormsDatabase({ file: path.join(dataDir, 'submissions.sqlite') });
    cleanups.push(() => store.close());
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
  }, 90_000);
});
