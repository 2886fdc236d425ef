import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EditorKeys } from '../../core/editor/editor-hash.ts';
import { silentLogger } from '../../core/logger.ts';
import type { BuildManifest } from '../../core/pipeline/manifest.ts';
import type { Plugin } from '../../core/pipeline/plugin.ts';
import type { ServedSite } from '../../core/serving/context.ts';
import { type Options, optionsSchema } from '../../plugins/forms/options.ts';
import { createFormsRouter } from '../../plugins/forms/server/router.ts';
import { type FormsService, startFormsService } from '../../plugins/forms/server/service.ts';
import type { Submission } from '../../plugins/forms/store/submissions.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';

/** The server secret the forms tests run with (the CSRF secret is derived from it). */
export const FORMS_TEST_EDITOR: EditorKeys = {
  password: 'forms-test-password',
  secret: 'forms-test-secret-0123456789abcdef0123456789abcdef',
};

/**
 * A served site as site matching sees it (its manifest's site record), reached on 127.0.0.1 (with its
 * `slug` as the path slug, or as the main site without one), as the demo fleet's sites are.
 */
export function servedSite(input: { key: string; name: string; slug: string | null }): ServedSite {
  const site: BuildManifest['site'] = {
    key: input.key,
    id: input.key,
    name: input.name,
    technicalName: input.key.replaceAll('-', '_'),
    slug: input.slug,
    domains: [{ hostName: '127.0.0.1', slug: input.slug }],
    redirectHost: null,
    mainSiteOnly: false,
    internationalOnly: false,
  };
  return {
    site,
    manifest: { buildId: 'b1', builtAt: '2026-01-01T00:00:00.000Z', site, locales: ['en'], pages: [] },
    dir: '/nonexistent',
    locales: new Set(['en']),
    defaultLocale: 'en',
    redirects: [],
    pageFiles: new Map(),
  };
}

/** The sites a forms runtime serves by default: the main site and the `events` slug site. */
export const FORMS_TEST_SITES: readonly ServedSite[] = [
  servedSite({ key: 'main', name: 'Machinery Group', slug: null }),
  servedSite({ key: 'events', name: 'Events', slug: 'events' }),
];

/** A runtime serving the forms API, with its store open. */
export interface FormsRuntime {
  baseUrl: string;
  dataDir: string;
  service: FormsService;
  close(): Promise<void>;
}

/**
 * The runtime app (runtime/server/app.ts, with its `/api` guards) serving only the forms API for the
 * sites {@link FORMS_TEST_SITES}, over a store in `dataDir` (default a new temporary folder; its SQLite
 * file unless `databaseUrl` names a PostgreSQL database), forwarding e-mail to `smtpUrl`; the runtime's
 * API rate limit is high so that only the forms' own limit counts.
 */
export async function startFormsRuntime(input: {
  smtpUrl?: string;
  dataDir?: string;
  /** The store's PostgreSQL database (settings `forms.databaseUrl`); unset: SQLite in `dataDir`. */
  databaseUrl?: string;
  options?: Options;
  /** Options of other sites, by site key (their own destinations and support contact). */
  siteOptions?: Record<string, Options>;
  port?: number;
}): Promise<FormsRuntime> {
  const dataDir = input.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-')));
  const options = optionsSchema.parse(input.options ?? {});
  const settings = {
    dataDir,
    ...(input.smtpUrl ? { smtpUrl: input.smtpUrl } : {}),
    ...(input.databaseUrl ? { databaseUrl: input.databaseUrl } : {}),
  };
  const logger = silentLogger();
  const service = await startFormsService({ settings, options, logger });
  const created = await createRuntimeContext({
    outDir: path.join(dataDir, 'no-dist'),
    logger,
    endpoints: {},
    settings: { forms: settings },
    editor: FORMS_TEST_EDITOR,
    rateLimits: {
      api: { limit: 100_000, windowMs: 60_000 },
      editorAuthentication: { limit: 10, windowMs: 60_000 },
    },
  });
  const context = { ...created, sites: () => [...FORMS_TEST_SITES] };
  const optionsOf = (siteKey: string) => {
    const own = input.siteOptions?.[siteKey];
    return own ? optionsSchema.parse(own) : options;
  };
  const plugin: Plugin = {
    name: 'sitefleet:forms',
    routes: [
      {
        path: '/api/forms',
        create: (runtime) =>
          createFormsRouter({
            context: runtime,
            options,
            optionsOf,
            service: Promise.resolve(service),
          }),
      },
    ],
  };
  const { app } = createRuntimeApp({ context, plugins: [plugin] });
  const server = await listen({ app, port: input.port ?? 0, host: '127.0.0.1' });
  return {
    baseUrl: server.url,
    dataDir,
    service,
    async close() {
      await server.close({ timeoutMs: 1000 });
      await service.close();
    },
  };
}

/** A runtime process of tests/helpers/forms-runtime-child.ts. */
export interface FormsRuntimeChild {
  process: ChildProcess;
  url: string;
  /** Kills it with SIGKILL (a crash: nothing is closed) and resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * Starts tests/helpers/forms-runtime-child.ts (`node --import tsx`) on the store in `dataDir`, or the
 * PostgreSQL database `databaseUrl`, forwarding e-mail to `smtpUrl` or every form to `webhook`, with an
 * outbox lease of `leaseMs` (default 3000).
 *
 * @returns the process and its URL, once it listens.
 * @throws when it exits before it listens.
 */
export async function startFormsRuntimeChild(input: {
  dataDir: string;
  smtpUrl?: string;
  databaseUrl?: string;
  webhook?: string;
  leaseMs?: number;
}): Promise<FormsRuntimeChild> {
  const variables = {
    FORMS_DATA_DIR: input.dataDir,
    FORMS_SMTP_URL: input.smtpUrl,
    FORMS_DATABASE_URL: input.databaseUrl,
    FORMS_WEBHOOK_URL: input.webhook,
    FORMS_LEASE_MS: input.leaseMs === undefined ? undefined : String(input.leaseMs),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/forms-runtime-child.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined)),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /listening (\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the runtime child exited (${code}) before listening`)));
  });
  return {
    process: child,
    url,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The repository's root, where the runtime child runs. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A submission of the story feedback form with no fields, received at `createdAt` (epoch ms, default
 * 1), to put into a store directly.
 */
export function emptySubmission(id: string, createdAt = 1): Submission {
  return { id, form: 'story-feedback', site: 'main', locale: 'en', fields: {}, attachments: [], createdAt };
}

/** A CSRF token and its cookie from `GET /api/forms/csrf`. */
export async function fetchCsrf(baseUrl: string): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${baseUrl}/api/forms/csrf`);
  const { token } = (await response.json()) as { token: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { token, cookie };
}

/**
 * Posts a form as `multipart/form-data` from the site's own origin with a valid CSRF token (unless
 * `csrf` is false).
 */
export async function postForm(input: {
  baseUrl: string;
  form: string;
  fields: Record<string, string>;
  files?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }[];
  csrf?: { token: string; cookie: string } | false;
}): Promise<{ status: number; body: Record<string, unknown> }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(input.fields)) data.append(name, value);
  for (const file of input.files ?? []) {
    data.append('attachments', new Blob([file.bytes], { type: file.type }), file.name);
  }
  const csrf = input.csrf === undefined ? await fetchCsrf(input.baseUrl) : input.csrf;
  const response = await fetch(`${input.baseUrl}/api/forms/${input.form}`, {
    method: 'POST',
    headers: {
      origin: input.baseUrl,
      ...(csrf ? { 'x-csrf-token': csrf.token, cookie: csrf.cookie } : {}),
    },
    body: data,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A valid service request's fields (public-site §3). */
export function serviceRequestFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    locale: 'en',
    website: '',
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@example.com',
    telephone: '+41 41 000 00 00',
    company: 'Muster AG',
    address: 'Industriestrasse 6',
    city: 'Dierikon',
    state: 'LU',
    zipCode: '6036',
    country: 'CH',
    sameAddress: 'true',
    requestedService: 'repair',
    subject: 'Crimp height drifts',
    description: 'The crimp height drifts after an hour of production.',
    existingCase: 'false',
    machineName: 'Alpha 530',
    serialNumber: 'SN-12345',
    warranty: 'true',
    serviceContract: 'false',
    ...overrides,
  };
}

/** The smallest PNG (a 1×1 pixel): an image by its content. */
export const PNG_BYTES: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
