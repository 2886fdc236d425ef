import net from 'node:net';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { OutboxEntry } from '../store/submissions.ts';

/** Sends one outbox entry to its destination; throws when it did not arrive. */
export type Forwarder = (entry: OutboxEntry) => Promise<void>;

/**
 * The `Message-ID` of a submission's e-mail: `<{submission id}@sitefleet>`. Every attempt of the same
 * submission carries the same id, so a mail sent again after a crash between the SMTP server's
 * acceptance and the outbox's `sent` mark is recognisable as the same message.
 */
export function submissionMessageId(id: string): string {
  return `<${id}@sitefleet>`;
}

/**
 * Makes the forwarder of the outbox worker:
 *
 * - `{ email }`: one e-mail through the SMTP server at `smtpUrl` (nodemailer, one pooled connection;
 *   `smtp://` with STARTTLS when offered, or `smtps://`; `user:password@` in the URL for AUTH), subject `[{form}] {subject or name}`, the fields as text lines, the
 *   attachments attached from the uploads folder, header `Message-ID: <{id}@sitefleet>`;
 * - `{ webhook }`: `POST` JSON `{ id, form, site, locale, createdAt, fields, attachments }` (attachment
 *   names, types and sizes) with `Idempotency-Key: {id}`; any 2xx is success.
 *
 * Gives up on one attempt after `timeoutMs`. Without `smtpUrl` an e-mail entry fails its attempt with
 * 'No SMTP server is configured (forms.smtpUrl)'.
 */
export function createForwarder(input: {
  smtpUrl: string | undefined;
  from: string;
  uploadsDir: string;
  timeoutMs: number;
}): Forwarder & { close(): void } {
  let transport: Transporter | null = null;
  const smtp = () => {
    if (!input.smtpUrl) throw new Error('No SMTP server is configured (forms.smtpUrl)');
    const url = new URL(input.smtpUrl);
    const secure = url.protocol === 'smtps:';
    transport ??= nodemailer.createTransport({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      // One kept connection: no connection set-up (and greeting delay) per mail.
      pool: true,
      maxConnections: 1,
      connectionTimeout: input.timeoutMs,
      greetingTimeout: input.timeoutMs,
      socketTimeout: input.timeoutMs,
      getSocket: noDelaySocket,
    } as SMTPPool.Options);
    return transport;
  };
  const forward: Forwarder = async (entry) => {
    const { submission, destination } = entry;
    if ('email' in destination) {
      await smtp().sendMail({
        from: input.from,
        to: destination.email,
        subject: `[${submission.form}] ${subjectOf(submission.fields)}`,
        text: describe(entry),
        messageId: submissionMessageId(submission.id),
        headers: { 'X-Sitefleet-Submission': submission.id },
        attachments: submission.attachments.map((file) => ({
          filename: file.name,
          contentType: file.type,
          path: path.join(input.uploadsDir, file.path),
        })),
      });
      return;
    }
    const response = await fetch(destination.webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': submission.id },
      body: JSON.stringify({
        id: submission.id,
        form: submission.form,
        site: submission.site,
        locale: submission.locale,
        createdAt: new Date(submission.createdAt).toISOString(),
        fields: submission.fields,
        attachments: submission.attachments.map(({ name, type, size }) => ({ name, type, size })),
      }),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  };
  return Object.assign(forward, { close: () => transport?.close() });
}

/**
 * nodemailer's socket hook: a TCP connection without Nagle's delay. nodemailer writes a mail's end in
 * small writes; with Nagle they wait for the server's delayed ACK (40 ms a mail on Linux). TLS (`smtps`)
 * is layered on this socket by nodemailer.
 */
function noDelaySocket(
  options: { host?: string; port?: number; secure?: boolean },
  callback: (error: Error | null, socket?: { connection: net.Socket }) => void,
): void {
  const socket = net.connect(options.port ?? (options.secure ? 465 : 587), options.host ?? 'localhost');
  socket.setNoDelay(true);
  socket.once('error', (error) => callback(error));
  socket.once('connect', () => callback(null, { connection: socket }));
}

function subjectOf(fields: Record<string, unknown>): string {
  const subject = typeof fields.subject === 'string' && fields.subject !== '' ? fields.subject : null;
  const name = [fields.firstName, fields.lastName].filter((part) => typeof part === 'string').join(' ');
  return (subject ?? name) || 'submission';
}

/**
 * The e-mail's text: the submission's id, form, site (its key) and locale, then one `field: value` line
 * each. A long text's further lines are indented, so that no value can pass for a line of its own (a
 * forged `Site:`); one-line fields have no breaks (schemas.ts).
 */
function describe(entry: OutboxEntry): string {
  const { submission } = entry;
  const lines = [
    `Submission ${submission.id}`,
    `Form: ${submission.form}`,
    `Site: ${submission.site}`,
    `Locale: ${submission.locale}`,
    `Received: ${new Date(submission.createdAt).toISOString()}`,
    '',
    ...Object.entries(submission.fields).map(
      ([field, value]) => `${field}: ${String(value).replace(/\r\n?|[\n\u0085\u2028\u2029]/g, '\n  ')}`,
    ),
  ];
  if (submission.attachments.length > 0) {
    lines.push('', `Attachments: ${submission.attachments.map((file) => file.name).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
