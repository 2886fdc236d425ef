import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { type RunningServices, startServices } from '../../cli/services.ts';
import { type ProjectConfigInput, projectConfigSchema } from '../../config/project-schema.ts';
import type { EditorKeys } from '../../core/editor/editor-hash.ts';
import type { RuntimeContext, RuntimeRateLimits } from '../../core/serving/context.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { get, type HttpAnswer } from '../runtime/server/http.ts';
import { exchangeCode, signIn } from '../sandbox/identity/oidc-client.ts';
import { buildDemo } from './build-demo.ts';
import { demoPlugins } from './demo-plugins.ts';
import { DEMO_PASSWORD } from './portal-runtime.ts';

/** The editor password and secret the security tests run the runtime with. */
export const TEST_EDITOR: EditorKeys = {
  password: 'editor-test-password',
  secret: 'test-secret-0123456789abcdef0123456789abcdef',
};

/** A runtime as `sitefleet start` runs it: the demo's main site served with every sandbox service. */
export interface SecurityRuntime {
  /** `http://127.0.0.1:{port}`. */
  baseUrl: string;
  /** Output folder of the build it serves. */
  out: string;
  services: RunningServices;
  context: RuntimeContext;
  /** Every request-log and runtime log line written so far, parsed. */
  logLines: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * Builds the demo (default: the main site in `en`), starts every sandbox service (identity provider and
 * SIS included, the SIS in memory) and serves the build with the runtime on a free loopback port, with
 * {@link TEST_EDITOR} as the editor password: the target the attacker's requests of the security tests
 * are sent to (docs/security.md).
 *
 * @param options.site / options.locale what to build; default `['main']` / `['en']`.
 * @param options.config project config on top of the defaults (e.g. `{ rateLimits: … }`).
 * @param options.editor editor secrets; default {@link TEST_EDITOR}; null for none.
 * @param options.forms serve the public forms too (their store in a new temporary folder, e-mail waiting
 *   in the outbox); default false (the forms API answers 503).
 * @param options.beforeServe runs on the built output before the runtime reads it (e.g. to add a CMS
 *   redirect to `_build/redirects.json`).
 */
export async function startSecurityRuntime(
  options: {
    site?: string[];
    locale?: string[];
    config?: ProjectConfigInput;
    editor?: EditorKeys | null;
    forms?: boolean;
    beforeServe?: (out: string) => Promise<void>;
  } = {},
): Promise<SecurityRuntime> {
  const { out } = await buildDemo({ site: options.site ?? ['main'], locale: options.locale ?? ['en'] });
  await options.beforeServe?.(out);
  const logLines: Record<string, unknown>[] = [];
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = pino({ level: 'info' }, lines);
  const config = projectConfigSchema.parse(options.config ?? {});
  const services = await startServices({ config, logger, identity: true });
  const rateLimits: RuntimeRateLimits = {
    api: config.rateLimits.api,
    readOnlyApi: config.rateLimits.readOnlyApi,
    editorAuthentication: config.rateLimits.editorAuthentication,
  };
  const editor = options.editor === null ? undefined : (options.editor ?? TEST_EDITOR);
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: services.endpoints,
    identityIssuer: services.identityIssuer ?? undefined,
    settings: {
      portal: config.portal,
      ...(options.forms
        ? { forms: { dataDir: await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-')) } }
        : {}),
    },
    rateLimits,
    ...(editor ? { editor } : {}),
  });
  const runtimeApp = createRuntimeApp({
    plugins: await demoPlugins(),
    context,
    tags: config.tags,
    trustProxy: config.preview.trustProxy,
  });
  const server = await listen({ app: runtimeApp.app, port: 0, host: '127.0.0.1' });
  // The sandbox provider redirects only to registered runtime origins; this one is known only now.
  services.registerRuntimeOrigin(server.url);
  return {
    baseUrl: server.url,
    out,
    services,
    context,
    logLines,
    async close() {
      await server.close();
      await runtimeApp.close();
      await services.close();
    },
  };
}

/**
 * Signs in to the editor area as the editor's browser would: `POST /api/editor-area-autentication` with
 * `{ input: password }` and the site's own `Origin`.
 * @param input.password default {@link TEST_EDITOR}'s.
 * @returns the answer and the `Cookie` header value its `Set-Cookie` lines make.
 */
export async function editorSignIn(input: {
  baseUrl: string;
  password?: string;
}): Promise<{ answer: HttpAnswer; cookies: string }> {
  const answer = await get({
    baseUrl: input.baseUrl,
    path: '/api/editor-area-autentication',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: input.baseUrl },
    body: JSON.stringify({ input: input.password ?? TEST_EDITOR.password }),
  });
  const cookies = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  return { answer, cookies };
}

/**
 * Signs `username` in at the runtime's sandbox identity provider (the demo password) and exchanges the
 * code as the portal does.
 * @returns the user's id token, as the portal sends it in `ciam_id_token` (valid 300 s).
 */
export async function idTokenOf(input: { runtime: SecurityRuntime; username: string }): Promise<string> {
  const issuer = input.runtime.services.identityIssuer!;
  const { code, pkce } = await signIn({ issuer, username: input.username, password: DEMO_PASSWORD });
  const answer = await exchangeCode({ issuer, code, verifier: pkce.verifier });
  return ((await answer.json()) as { id_token: string }).id_token;
}
