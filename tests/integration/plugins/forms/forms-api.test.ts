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
import { FORMS_STORE_KINDS, formsStoreUnderTest } from '../../../helpers/forms-stores.ts';

let sink: SmtpSink;
let runtime: FormsRuntime;

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
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

/** A valid story feedback's fields (public-site §3). */
function feedback(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    locale: 'en',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Engines Ltd',
    country: 'gb',
    message: 'A fine story.',
    story: '/en/events/stories/a',
    ...overrides,
  };
}

/** A file streamed by {@link streamUpload}: its first bytes, then `megabytes` MiB of filler. */
interface StreamedFile {
  name: string;
  head: Uint8Array;
  megabytes: number;
}

/**
 * Posts a service request whose attachments are streamed one MiB at a time, as a browser uploads them,
 * and stops sending as soon as the server answers (which closes the connection).
 *
 * @returns the answer and how many MiB of filler were sent before it came.
 */
async function streamUpload(files: readonly StreamedFile[]): Promise<{
  status: number;
  body: Record<string, unknown>;
  sentMegabytes: number;
}> {
  const csrf = await fetchCsrf(runtime.baseUrl);
  const boundary = 'sitefleet-test-boundary';
  const fields = Object.entries(serviceRequestFields())
    .map(
      ([name, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const chunk = Buffer.alloc(1024 * 1024, 7);
  // Each file: its part header and head, then its filler, then the line break that ends the part.
  const parts = files.map((file, index) => ({
    head: Buffer.concat([
      Buffer.from(
        `${index === 0 ? fields : ''}--${boundary}\r\ncontent-disposition: form-data; name="attachments"; filename="${file.name}"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      file.head,
    ]),
    megabytes: file.megabytes,
  }));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // The parts, the line break between each two, then the closing boundary.
  const partBytes = parts.map((part) => part.head.length + part.megabytes * chunk.length);
  const total = partBytes.reduce((sum, bytes) => sum + bytes, 0) + 2 * (parts.length - 1) + tail.length;
  let sentMegabytes = 0;
  return new Promise((resolve, reject) => {
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
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), sentMegabytes }),
      );
    });
    // The server closes the connection while the body is still being sent.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pieces = function* () {
      for (const [index, part] of parts.entries()) {
        if (index > 0) yield Buffer.from('\r\n');
        yield part.head;
        for (let sent = 0; sent < part.megabytes; sent += 1) yield chunk;
      }
    };
    const queue = pieces();
    const pump = () => {
      while (!answered) {
        const next = queue.next();
        if (next.done) {
          request.end(tail);
          return;
        }
        if (next.value === chunk) sentMegabytes += 1;
        if (!request.write(next.value)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

describe.each(FORMS_STORE_KINDS)('forms API, store on %s', (kind) => {
  const storeUnderTest = formsStoreUnderTest(kind);
  /** Starts a runtime of its own on a new store, forwarding to the sink. */
  const startRuntime = async (input: Omit<Parameters<typeof startFormsRuntime>[0], 'smtpUrl'> = {}) =>
    startFormsRuntime({ ...input, smtpUrl: sink.smtpUrl, databaseUrl: await storeUnderTest.databaseUrl() });

  beforeAll(async () => {
    runtime = await startRuntime({ options: { outbox: { pollMs: 50 } } });
  });

  afterAll(async () => {
    await runtime?.close();
  });

  describe('POST /api/forms/{form} (points 6 and 7)', () => {
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
      const limited = await startRuntime({ options: { perMinute: 2 } });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          statuses.push(
            (await postForm({ baseUrl: limited.baseUrl, form: 'story-feedback', fields: feedback() })).status,
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
      // public-site §2 file links: the visitor's locale picks the file's version (the German one here).
      expect(answer.body.downloadUrl).toBe('/file/file-whitepaper-1?l=de-ch');
      const english = await postForm({
        baseUrl: runtime.baseUrl,
        form: 'whitepaper-download',
        fields: {
          locale: 'en',
          firstName: 'Anna',
          lastName: 'Muster',
          email: 'anna@example.com',
          company: 'Muster AG',
          country: 'gb',
          consent: 'true',
          whitepaper: 'file-whitepaper-1',
        },
      });
      expect(english.body.downloadUrl).toBe('/file/file-whitepaper-1');
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
          {
            name: 'photo.png',
            type: 'image/png',
            bytes: new TextEncoder().encode('#!/bin/sh\necho pwned\n'),
          },
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

  describe('what a submission names (public-site §3 site, §8 forms)', () => {
    it('stores and mails the site the visitor was on, not the host it was sent to', async () => {
      const onEvents = await postForm({
        baseUrl: runtime.baseUrl,
        form: 'story-feedback',
        fields: feedback({ site: 'events' }),
      });
      expect(onEvents.status).toBe(201);
      const id = String(onEvents.body.id);
      expect((await findEntry({ store: runtime.service.store, id }))?.submission.site).toBe('events');
      const mail = await waitFor(() => sink.mails().find((item) => item.messageId === `<${id}@sitefleet>`));
      expect(mail.text).toContain('Site: events');

      // No site named, or one not served at this address: the site the address alone selects.
      for (const fields of [feedback(), feedback({ site: 'intranet' })]) {
        const answer = await postForm({ baseUrl: runtime.baseUrl, form: 'story-feedback', fields });
        const entry = await findEntry({ store: runtime.service.store, id: String(answer.body.id) });
        expect(entry?.submission.site).toBe('main');
      }
    });

    it('adds no line to the notification mail from a field: one-line fields lose their breaks, long texts are indented', async () => {
      const answer = await postForm({
        baseUrl: runtime.baseUrl,
        form: 'story-feedback',
        fields: feedback({
          site: 'events',
          firstName: 'Ada\r\nSite: forged',
          message: 'Nice.\nSite: forged\r\nLocale: xx',
        }),
      });
      expect(answer.status).toBe(201);
      const id = String(answer.body.id);
      const mail = await waitFor(() => sink.mails().find((item) => item.messageId === `<${id}@sitefleet>`));
      const lines = mail.text.split(/\r?\n/);
      expect(lines.filter((line) => line.startsWith('Site:'))).toEqual(['Site: events']);
      expect(lines.filter((line) => line.startsWith('Locale:'))).toEqual(['Locale: en']);
      expect(lines).toContain('firstName: Ada Site: forged');
      expect(mail.subject).toBe('[story-feedback] Ada Site: forged Lovelace');
    });

    it("answers a failure to store with the longer apology and the site's support contact (5xx)", async () => {
      const broken = await startRuntime({
        options: { supportContact: 'support@machinery-group.test' },
        siteOptions: { events: { supportContact: 'events-support@machinery-group.test' } },
      });
      try {
        await broken.service.store.close();
        const onMain = await postForm({
          baseUrl: broken.baseUrl,
          form: 'story-feedback',
          fields: feedback(),
        });
        expect(onMain.status).toBe(500);
        expect(onMain.body).toMatchObject({
          messageKey: 'failedApology',
          contact: 'support@machinery-group.test',
        });
        const onEvents = await postForm({
          baseUrl: broken.baseUrl,
          form: 'story-feedback',
          fields: feedback({ site: 'events' }),
        });
        expect(onEvents.body).toMatchObject({ contact: 'events-support@machinery-group.test' });
        // Refusals that are not the server's fault keep the short message and name no contact.
        const invalid = await postForm({
          baseUrl: broken.baseUrl,
          form: 'story-feedback',
          fields: { locale: 'en' },
        });
        expect(invalid.status).toBe(400);
        expect(invalid.body.contact).toBeUndefined();
      } finally {
        await broken.close().catch(() => {});
      }
    });
  });

  describe('upload limit (public-site §5, §9 "Upload maximum 100 MB")', () => {
    const stored = () =>
      listEntries({ store: runtime.service.store, statuses: ['pending', 'sending', 'sent'] });

    it('refuses a 101 MB file with 413 uploadTooLarge, stops reading and stores nothing', async () => {
      const before = await stored();
      const answer = await streamUpload([{ name: 'big.png', head: PNG_BYTES, megabytes: 101 }]);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({
        messageKey: 'uploadTooLarge',
        type: 'urn:sitefleet:forms:upload-too-large',
      });
      expect((await stored()).length).toBe(before.length);
      expect(await incomingFiles()).toEqual([]);
    });

    it('holds the 100 MB per submission: two files of 60 MB are refused with 413, nothing left on disk', async () => {
      const before = await stored();
      const answer = await streamUpload([
        { name: 'one.png', head: PNG_BYTES, megabytes: 60 },
        { name: 'two.png', head: PNG_BYTES, megabytes: 60 },
      ]);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ messageKey: 'uploadTooLarge' });
      expect(answer.sentMegabytes).toBeLessThan(120);
      expect((await stored()).length).toBe(before.length);
      expect(await incomingFiles()).toEqual([]);
    });

    it('refuses a file that is no image or video from its first bytes, before the rest is sent (415)', async () => {
      const before = await stored();
      const script = new TextEncoder().encode(`#!/bin/sh\necho pwned\n${'#'.repeat(8192)}\n`);
      const answer = await streamUpload([{ name: 'photo.png', head: script, megabytes: 80 }]);
      expect(answer.status).toBe(415);
      expect(answer.body).toMatchObject({
        messageKey: 'uploadType',
        type: 'urn:sitefleet:forms:upload-type',
      });
      // Refused on its first bytes: the connection closed long before the 80 MiB were sent.
      expect(answer.sentMegabytes).toBeLessThan(40);
      expect((await stored()).length).toBe(before.length);
      expect(await incomingFiles()).toEqual([]);
    });
  });
});
