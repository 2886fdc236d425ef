import type { Browser } from 'playwright-core';
import { startServices } from '../../cli/services.ts';
import { projectConfigSchema } from '../../config/project-schema.ts';
import { silentLogger } from '../../core/logger.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { launchChromium } from './browser.ts';
import { buildDemo } from './build-demo.ts';
import { demoPlugins } from './demo-plugins.ts';

/** Editor password and secret of the test runtime (the secret also keys the protected pages' cookies). */
export const TEST_EDITOR = {
  password: 'e2e-editor-password',
  secret: 'e2e-protected-pages-secret-0123456789abcdef',
};

/** A built demo served by the runtime with the sandbox services, as `preview` runs it. */
export interface PublicRuntime {
  baseUrl: string;
  /** The output folder built. */
  out: string;
  close(): Promise<void>;
}

/**
 * Builds the demo's main and events sites in `en` (or `selection`) and serves them with the runtime
 * and the sandbox services (content, products, identity, images) on loopback ports.
 */
export async function startPublicRuntime(
  selection: { site: string[]; locale: string[] } = { site: ['main', 'events'], locale: ['en'] },
): Promise<PublicRuntime> {
  const { out } = await buildDemo(selection);
  const logger = silentLogger();
  const services = await startServices({ config: projectConfigSchema.parse({}), logger });
  const server = await serveDemoRuntime({
    outDir: out,
    logger,
    endpoints: services.endpoints,
    editor: TEST_EDITOR,
  });
  return {
    baseUrl: server.url,
    out,
    close: async () => {
      await server.close();
      await services.close();
    },
  };
}

/**
 * The runtime with the demo plugins over `context`'s output folder (runtime/server/context.ts
 * `createRuntimeContext` input), listening on a free loopback port.
 */
export async function serveDemoRuntime(
  context: Parameters<typeof createRuntimeContext>[0],
): Promise<{ url: string; close(): Promise<void> }> {
  return listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context: await createRuntimeContext(context) }).app,
    port: 0,
    host: '127.0.0.1',
  });
}

/** A served demo and a headless Chromium, for a browser test file. */
export interface PublicBrowser {
  baseUrl: string;
  browser: Browser;
  /** Closes the browser, then the runtime and its services. */
  close(): Promise<void>;
}

/**
 * {@link startPublicRuntime} with `selection`, and Chromium (tests/helpers/browser.ts): what a browser
 * test file opens in its `beforeAll`. The runtime is stopped again when Chromium cannot start.
 */
export async function startPublicBrowser(selection?: {
  site: string[];
  locale: string[];
}): Promise<PublicBrowser> {
  const runtime = await startPublicRuntime(selection);
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await runtime.close();
    throw error;
  }
  return {
    baseUrl: runtime.baseUrl,
    browser,
    close: async () => {
      await browser.close();
      await runtime.close();
    },
  };
}
