import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEntry, listEntries } from '../../../../plugins/forms/store/submissions.ts';
import { type SmtpSink, startSmtpSink } from '../../../../sandbox/smtp/server.ts';
import {
  type FormsRuntime,
  fetchCsrf,
  PNG_BYTES,
  postForm,
  serviceRequestFields,
  startFormsRuntime,
} from '../../../helpers/forms-runtime.ts';

let sink: SmtpSink;
let runtime: FormsRuntime;

beforeAll(async () => {
  sink = await startSmtpSink();
  runtime = await startFormsRuntime({ smtpUrl: sink.smtpUrl, options: { outbox: { pollMs: 50 } } });
});

afterAll(async () => {
  await runtime?.close();
  await sink?.close();
});

async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Files left in the folders uploads are received in (`uploads/.incoming/<process>/`). */
async function incomingFiles(): Promise<string[]> {
  const entries = await readdir(path.join(runtime.dataDir, 'uploads', '.incoming'), {
    recursive: true,
    withFileTypes: true,
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('POST /api/forms/{form} (issue 13 points 6 and 7)', () => {
  it('stores a service request with a real image and forwards it once to the SMTP sink', async () => {
    const answer = await postForm({
      baseUrl: runtime.baseUrl,
      form: 'service-request',
      fields: serviceRequestFields(),
      files: [{ name: 'crimp.png', type: 'image/png', bytes: PNG_BYTES }],
    });
    expect(answer.status).toBe(201);
    const id = String(answer.body.id);
    const stored = await findEntry({ store: runtime.service.store, id });
    expect(stored?.submission.fields).toMatchObject({ email: 'anna@example.com', warranty: true });
    expect(stored?.submission.attachments).toEqual([
      { path: path.join(id, '1-crimp.png'), name: 'crimp.png', type: 'image/png', size: PNG_BYTES.length },
    ]);
    const kept = await readFile(path.join(runtime.dataDir, 'uploads', id, '1-crimp.png'));
    expect(kept.equals(Buffer.from(PNG_BYTES))).toBe(true);

    const mail = await waitFor(() => sink.mails().find((item) => item.messageId === `<${id}@sitefleet>`));
    expect(mail.to).toEqual(['forms@example.com']);
    expect(mail.subject).toBe('[service-request] Crimp height drifts');
    expect(mail.text).toContain('serialNumber: SN-12345');
    expect(mail.attachments).toEqual([
      { filename: 'crimp.png', contentType: 'image/png', size: PNG_BYTES.length },
    ]);
    await waitFor(async () =>
      (await findEntry({ store: runtime.service.store, id }))?.status === 'sent' ? true : undefined,
    );
    expect(mail.deliveries).toBe(1);
  });

  it('answers 429 past the per-form limit of submissions a minute from one address', async () => {
    const limited = await startFormsRuntime({ smtpUrl: sink.smtpUrl, options: { perMinute: 2 } });
    try {
      const feedback = {
        locale: 'en',
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Engines Ltd',
        country: 'gb',
        message: 'A fine story.',
        story: '/en/stories/a',
      };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push(
          (await postForm({ baseUrl: limited.baseUrl, form: 'story-feedback', fields: feedback })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers the whitepaper form with its download link', async () => {
    const answer = await postForm({
      baseUrl: runtime.baseUrl,
      form: 'whitepaper-download',
      fields: {
        locale: 'de-ch',
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.com',
        company: 'Muster AG',
        country: 'ch',
        consent: 'true',
        whitepaper: 'file-whitepaper-1',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.downloadUrl).toBe('/file/file-whitepaper-1');
  });

  it('answers 400 with every field message key of an empty form, and stores nothing', async () => {
    const before = await listEntries({
      store: runtime.service.store,
      statuses: ['pending', 'sending', 'sent'],
    });
    const answer = await postForm({
      baseUrl: runtime.baseUrl,
      form: 'open-source-request',
      fields: { locale: 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      type: 'urn:sitefleet:forms:invalid-fields',
      errors: {
        email: 'provideValidEmail',
        firstName: 'enterFirstName',
        lastName: 'enterLastName',
        company: 'enterCompany',
        country: 'enterCountry',
        product: 'specifyProduct',
        serialNumber: 'enterSerialNumber',
        message: 'addMoreDetails',
      },
    });
    const after = await listEntries({
      store: runtime.service.store,
      statuses: ['pending', 'sending', 'sent'],
    });
    expect(after.length).toBe(before.length);
  });

  it('refuses a file that is not an image or video by its content (415), whatever its name and type say', async () => {
    const answer = await postForm({
      baseUrl: runtime.baseUrl,
      form: 'service-request',
      fields: serviceRequestFields(),
      files: [
        { name: 'photo.png', type: 'image/png', bytes: new TextEncoder().encode('#!/bin/sh\necho pwned\n') },
      ],
    });
    expect(answer.status).toBe(415);
    expect(answer.body.messageKey).toBe('uploadType');
    expect(await incomingFiles()).toEqual([]);
  });

  it('refuses a submission without its CSRF token (403) and one from another origin (403)', async () => {
    const missing = await postForm({
      baseUrl: runtime.baseUrl,
      form: 'story-feedback',
      fields: { locale: 'en' },
      csrf: false,
    });
    expect(missing.status).toBe(403);
    expect(missing.body.type).toBe('urn:sitefleet:forms:csrf');

    const csrf = await fetchCsrf(runtime.baseUrl);
    const foreign = await fetch(`${runtime.baseUrl}/api/forms/story-feedback`, {
      method: 'POST',
      headers: { origin: 'https://attacker.example', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: new FormData(),
    });
    expect(foreign.status).toBe(403);
  });

  it('answers a bot that filled the honeypot as if stored, and stores nothing', async () => {
    const answer = await postForm({
      baseUrl: runtime.baseUrl,
      form: 'service-request',
      fields: serviceRequestFields({ website: 'https://spam.example' }),
    });
    expect(answer.status).toBe(201);
    expect(await findEntry({ store: runtime.service.store, id: String(answer.body.id) })).toBeNull();
  });
});

describe('upload limit (public-site §5, §9 "Upload maximum 100 MB")', () => {
  it('refuses a 101 MB file with 413 uploadTooLarge, stops reading and stores nothing', async () => {
    const before = await listEntries({
      store: runtime.service.store,
      statuses: ['pending', 'sending', 'sent'],
    });
    const csrf = await fetchCsrf(runtime.baseUrl);
    const boundary = 'sitefleet-test-boundary';
    const fields = Object.entries(serviceRequestFields())
      .map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const head = `${fields}--${boundary}\r\ncontent-disposition: form-data; name="attachments"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const total = Buffer.byteLength(head) + 101 * chunk.length + Buffer.byteLength(`\r\n--${boundary}--\r\n`);
    let written = 0;
    const answer = await new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const request = http.request(`${runtime.baseUrl}/api/forms/service-request`, {
        method: 'POST',
        headers: {
          origin: runtime.baseUrl,
          cookie: csrf.cookie,
          'x-csrf-token': csrf.token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': total,
        },
      });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (part: string) => (text += part));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      });
      // The server closes the connection while the body is still being sent.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      request.write(Buffer.concat([Buffer.from(head), PNG_BYTES]));
      const pump = () => {
        while (!answered && written < 101) {
          written += 1;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
        if (!answered) request.end(`\r\n--${boundary}--\r\n`);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      messageKey: 'uploadTooLarge',
      type: 'urn:sitefleet:forms:upload-too-large',
    });
    const after = await listEntries({
      store: runtime.service.store,
      statuses: ['pending', 'sending', 'sent'],
    });
    expect(after.length).toBe(before.length);
    expect(await incomingFiles()).toEqual([]);
  });
});
