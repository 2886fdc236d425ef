/**
 * A runtime process serving the forms plugin as `sitefleet preview` makes it (plugins/forms/index.ts
 * through the runtime app), for the crash tests: `node --import tsx tests/helpers/forms-runtime-child.ts`
 * with
 *
 * - `FORMS_DATA_DIR`: the store's folder (SQLite file and uploads);
 * - `FORMS_SMTP_URL` (optional): the test's SMTP sink;
 * - `FORMS_DATABASE_URL` (optional): the PostgreSQL store instead of the SQLite file;
 * - `FORMS_WEBHOOK_URL` (optional): every form forwarded to this webhook instead of by e-mail;
 * - `FORMS_LEASE_MS` (optional): the outbox lease in ms, default 3000.
 *
 * Prints `listening {url}` once it listens. It serves the forms for the sites `FORMS_TEST_SITES`.
 * Killed with SIGKILL by the test, never closed.
 */
import path from 'node:path';
import { silentLogger } from '../../core/logger.ts';
import formsPlugin from '../../plugins/forms/index.ts';
import { FORM_NAMES } from '../../plugins/forms/schemas.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { FORMS_TEST_EDITOR, FORMS_TEST_SITES } from './forms-runtime.ts';

const dataDir = process.env.FORMS_DATA_DIR ?? '';
const smtpUrl = process.env.FORMS_SMTP_URL ?? '';
const databaseUrl = process.env.FORMS_DATABASE_URL;
const webhook = process.env.FORMS_WEBHOOK_URL;
const leaseMs = Number(process.env.FORMS_LEASE_MS ?? 3000);
const plugin = formsPlugin({
  perMinute: 10_000,
  outbox: { leaseMs, pollMs: 100, backoffMs: 100 },
  ...(webhook
    ? { destinations: Object.fromEntries(FORM_NAMES.map((form) => [form, { webhook }] as const)) }
    : {}),
});
const created = await createRuntimeContext({
  outDir: path.join(dataDir, 'no-dist'),
  logger: silentLogger(),
  endpoints: {},
  settings: { forms: { dataDir, ...(smtpUrl ? { smtpUrl } : {}), ...(databaseUrl ? { databaseUrl } : {}) } },
  editor: FORMS_TEST_EDITOR,
  rateLimits: {
    api: { limit: 100_000, windowMs: 60_000 },
    editorAuthentication: { limit: 10, windowMs: 60_000 },
  },
});
// The sites a submission may name (its site decides its destinations).
const context = { ...created, sites: () => [...FORMS_TEST_SITES] };
const { app } = createRuntimeApp({ context, plugins: [plugin] });
const server = await listen({ app, port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${server.url}\n`);
