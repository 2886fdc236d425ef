import type { Browser, Page } from 'playwright-core';
import { startServices } from '../../cli/services.ts';
import { projectConfigSchema } from '../../config/project-schema.ts';
import type { EditorKeys } from '../../core/editor/editor-hash.ts';
import { silentLogger } from '../../core/logger.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { launchChromium } from './browser.ts';
import { buildDemo } from './build-demo.ts';
import { demoPlugins } from './demo-plugins.ts';

/** The sandbox password of every demo account (sandbox/identity/accounts.ts). */
export const DEMO_PASSWORD = 'Portal-demo-1';

/** A running portal: the main site in `en`, served by the runtime with the sandbox services, and Chromium. */
export interface PortalRuntime {
  browser: Browser;
  /** The runtime's origin, `http://127.0.0.1:{port}`. */
  baseUrl: string;
  /** The identity provider's issuer URL. */
  issuer: string;
  /** Waits until the page shows the identity provider's login form. */
  waitForLoginPage(page: Page): Promise<void>;
  /** Opens `path` in a fresh browser context, signs in as `username` and waits to be back at `path`. */
  signInAt(username: string, path: string): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Builds the main site in `en`, starts every sandbox service (identity provider and SIS included, the
 * SIS in memory), serves the build with the runtime on a free port and launches Chromium: what a
 * customer's browser meets in `sitefleet start`.
 * @param options.editor the editor area's password and secret (config `editor`); default none: no editor access.
 */
export async function startPortalRuntime(options: { editor?: EditorKeys } = {}): Promise<PortalRuntime> {
  const { out } = await buildDemo({ site: ['main'], locale: ['en'] });
  const logger = silentLogger();
  const services = await startServices({ config: projectConfigSchema.parse({}), logger, identity: true });
  const issuer = services.identityIssuer ?? '';
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: services.endpoints,
    identityIssuer: issuer,
    ...(options.editor ? { editor: options.editor } : {}),
  });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
  });
  // The sandbox provider redirects only to registered runtime origins; this one is known only now.
  services.registerRuntimeOrigin(server.url);
  const browser = await launchChromium();
  const baseUrl = server.url;

  const waitForLoginPage = async (page: Page) => {
    await page.waitForURL((url) => url.href.startsWith(issuer) && url.pathname.includes('/interaction/'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  };
  const signInAt = async (username: string, path: string) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}${path}`);
    await waitForLoginPage(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}${path}`);
    return page;
  };
  return {
    browser,
    baseUrl,
    issuer,
    waitForLoginPage,
    signInAt,
    async close() {
      await browser.close();
      await server.close();
      await services.close();
    },
  };
}
