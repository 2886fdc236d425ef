import { createPreviewRebuilds } from '../../cli/rebuild.ts';
import { silentLogger } from '../../core/logger.ts';
import type { RebuildQueue } from '../../core/serving/rebuild.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { DEFAULT_DRAFT_TOKEN } from '../../sandbox/content/server.ts';
import { buildDemo } from './build-demo.ts';
import { demoPlugins } from './demo-plugins.ts';
import { type EditableSandbox, startEditableSandbox } from './editable-sandbox.ts';

/** Editor password and HMAC secret of the editor test runtime (customer-area §6). */
export const EDITOR_TEST_KEYS = {
  password: 'e2e-editor-area-password',
  secret: 'e2e-editor-area-secret-0123456789abcdef',
};

/**
 * The main site and a slug site (productronica) served as `sitefleet preview` serves them, with
 * rebuilds, over a sandbox the test may edit.
 */
export interface EditorRuntime {
  baseUrl: string;
  /** The sandbox content and product services (their datasets, their endpoints). */
  sandbox: EditableSandbox;
  /** The rebuild queue the editor's "Publish and rebuild" and the webhook use. */
  rebuilds: RebuildQueue;
  /**
   * Sends a GraphQL document to the sandbox content service with the CMS's bearer token, as an editor's
   * CMS client would (the `updatePage` mutation edits a page's draft).
   * @throws Error with the service's first error message.
   */
  cms<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Builds the main site and productronica in English against an editable sandbox and serves it through the runtime with
 * every demo plugin, the editor keys {@link EDITOR_TEST_KEYS} and the real rebuild queue (cli/rebuild.ts),
 * so that publishing from the editor area rebuilds the site in the warm builder process (cli/builder.ts) and swaps it in.
 */
export async function startEditorRuntime(): Promise<EditorRuntime> {
  const sandbox = await startEditableSandbox();
  const logger = silentLogger();
  const { out } = await buildDemo({
    site: ['main', 'productronica'],
    locale: ['en'],
    endpoints: sandbox.endpoints,
  });
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: sandbox.endpoints,
    editor: EDITOR_TEST_KEYS,
  });
  const rebuilds = createPreviewRebuilds({
    global: {},
    outDir: out,
    endpoints: sandbox.endpoints,
    runtime: context,
    logger,
    logLevel: 'error',
    locale: ['en'],
  });
  context.rebuilds = rebuilds;
  const runtime = createRuntimeApp({ context, plugins: await demoPlugins() });
  const server = await listen({ app: runtime.app, port: 0, host: '127.0.0.1' });
  const contentUrl = sandbox.endpoints.content!.url;
  return {
    baseUrl: server.url,
    sandbox,
    rebuilds,
    async cms<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(contentUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${DEFAULT_DRAFT_TOKEN}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length || !body.data)
        throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
      return body.data;
    },
    async close() {
      await rebuilds.close();
      await context.close?.();
      await server.close();
      await runtime.close();
      await sandbox.close();
    },
  };
}
