import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Server, Socket } from 'node:net';
import escapeHtml from 'escape-html';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listenService } from '../http.ts';

/** A mail the sink received (the first one of its Message-ID). */
export interface ReceivedMail {
  messageId: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Names, types and sizes (bytes) of the attachments. */
  attachments: { filename: string; contentType: string; size: number }[];
  /** How many times a mail with this Message-ID arrived (1 unless a sender repeated it). */
  deliveries: number;
  receivedAt: string;
}

/** A running SMTP sink. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:{port}`: what a sender is configured with (no TLS, no authentication). */
  smtpUrl: string;
  /** The page of received mails, `http://127.0.0.1:{port}/` (JSON at `/mails.json`). */
  webUrl: string;
  /** The received mails, oldest first, one per Message-ID. */
  mails(): ReceivedMail[];
  /** Every delivery, including repeats of a Message-ID already received. */
  deliveries(): number;
  close(): Promise<void>;
}

/** Mails kept; the oldest go first beyond it. */
const KEPT_MAILS = 1000;

/**
 * Starts the sandbox SMTP sink ("the sandbox runs a local SMTP sink and shows received
 * mails"): smtp-server on loopback, any sender and recipient, no authentication or TLS (loopback only),
 * each mail parsed with mailparser and kept in memory (the last 1000). A mail whose Message-ID arrived
 * before counts as a repeat of it (`deliveries`), as a receiving system that recognises Message-IDs
 * would; the list keeps one entry. Its HTTP side lists them: `GET /` an HTML table, `GET /mails.json`
 * the JSON `{ deliveries, mails }`.
 *
 * @param input.port SMTP port; default 0 (a free one). The HTTP port is always a free one.
 */
export async function startSmtpSink(input: { port?: number } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const byId = new Map<string, ReceivedMail>();
  let deliveries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'sitefleet sandbox SMTP sink',
    disableReverseLookup: true,
    size: 512 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          deliveries += 1;
          const messageId = parsed.messageId ?? null;
          const known = messageId ? byId.get(messageId) : undefined;
          if (known) {
            known.deliveries += 1;
          } else {
            const mail: ReceivedMail = {
              messageId,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                size: file.size,
              })),
              deliveries: 1,
              receivedAt: new Date().toISOString(),
            };
            mails.push(mail);
            if (messageId) byId.set(messageId, mail);
            if (mails.length > KEPT_MAILS) {
              const dropped = mails.shift();
              if (dropped?.messageId) byId.delete(dropped.messageId);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(input.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A sender that dies mid-session (a killed runtime) resets its connection: smtp-server reports it as
  // an 'error' of the server, which must not take the process down; the session's mail is not kept.
  server.on('error', () => {});
  // smtp-server keeps its net.Server as `server`. Its replies are small writes: without Nagle's delay
  // a reply is not held back for the client's delayed ACK (40 ms a command on loopback).
  const net = (server as unknown as { server: Server }).server;
  net.on('connection', (socket: Socket) => socket.setNoDelay(true));
  const { port } = net.address() as AddressInfo;
  const web = await listenService({
    path: '/',
    handler: (request, response) => answer({ request, response, mails, deliveries: () => deliveries }),
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    webUrl: web.url,
    mails: () => [...mails],
    deliveries: () => deliveries,
    async close() {
      await web.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answer(input: {
  request: IncomingMessage;
  response: ServerResponse;
  mails: ReceivedMail[];
  deliveries: () => number;
}): void {
  const { request, response } = input;
  const url = new URL(request.url ?? '/', 'http://sink');
  response.setHeader('cache-control', 'no-store');
  if (url.pathname === '/mails.json') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ deliveries: input.deliveries(), mails: input.mails }));
    return;
  }
  if (url.pathname !== '/') {
    response.statusCode = 404;
    response.end('Not found');
    return;
  }
  const rows = [...input.mails]
    .reverse()
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.receivedAt)}</td><td>${escapeHtml(mail.to.join(', '))}</td><td>${escapeHtml(mail.subject)}</td>` +
        `<td><pre>${escapeHtml(mail.text)}</pre></td><td>${escapeHtml(mail.attachments.map((file) => `${file.filename} (${file.size} B)`).join(', '))}</td>` +
        `<td>${mail.deliveries}</td></tr>`,
    )
    .join('');
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', "default-src 'none'");
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox SMTP sink</title></head><body>` +
      `<h1>Received mails (${input.mails.length})</h1><p><a href="/mails.json">JSON</a></p>` +
      `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Text</th><th>Attachments</th><th>Deliveries</th></tr></thead>` +
      `<tbody>${rows}</tbody></table></body></html>`,
  );
}
