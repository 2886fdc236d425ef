import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { silentLogger } from '../../core/logger.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { fleetOf } from '../../runtime/server/fleet.ts';
import { listen } from '../../runtime/server/listen.ts';
import { sitePageUrl } from '../../runtime/server/site-url.ts';
import type { CommandContext } from '../context.ts';
import { loadFleetPlugins } from '../plugin-registry.ts';
import { startServices } from '../services.ts';
import type { CheckedPage } from './pages.ts';

/** Debian's Chromium (`apt-get install chromium`), as the browser tests find it; `CHROME_PATH` overrides. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The Chromium executable: `CHROME_PATH`, else {@link DEFAULT_CHROMIUM_PATH}.
 * @returns its path, and `found: false` when no file is there (the browser checks are then skipped).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): { path: string; found: boolean } {
  const executable = env.CHROME_PATH || DEFAULT_CHROMIUM_PATH;
  return { path: executable, found: existsSync(executable) };
}

/** A headless Chromium that both Playwright (axe) and Lighthouse (over its debugging port) drive. */
export interface CheckBrowser {
  browser: Browser;
  /** The loopback remote-debugging port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

/**
 * Flags of headless Chromium on a machine without outside network (no sandbox: it runs as root in CI):
 * nothing of Chromium's own phones home, so a check waits on no blocked request.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Launches headless Chromium with the flags a closed network needs and a remote-debugging port on
 * loopback (Lighthouse opens its own tab through it).
 * @throws the launch error (a broken or missing executable).
 */
export async function launchCheckBrowser(executablePath: string): Promise<CheckBrowser> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1'],
  });
  return { browser, port, close: () => browser.close() };
}

/** The output folder served by the runtime on a loopback port, as `sitefleet preview` serves it. */
export interface ServedOutput {
  /** `http://localhost:<port>`. */
  origin: string;
  /** The absolute URL a page is visited at (a site on a host of its own: `http://<host>.localhost:<port>/…`). */
  pageUrl(page: CheckedPage): string;
  close(): Promise<void>;
}

/**
 * Serves `outDir` through the runtime (the project's plugins, tags and sandbox services for unset
 * endpoints, so islands' APIs answer as in `preview`) on a free loopback port. No identity provider,
 * SMTP sink, editor or rebuilds: the checks only load public pages.
 * @throws the services' or listen errors, after closing what was started.
 */
export async function serveOutput(input: { context: CommandContext; outDir: string }): Promise<ServedOutput> {
  const { config, logger, root } = input.context;
  const plugins = await loadFleetPlugins({ root, sitesDir: path.resolve(root, config.sitesDir) });
  const services = await startServices({ config, logger, images: true });
  let runtimeApp: ReturnType<typeof createRuntimeApp> | undefined;
  try {
    const runtime = await createRuntimeContext({
      outDir: input.outDir,
      // Its request log is not the check's output: a page closed mid-stream (`/_build/events`) or an API
      // the sandbox does not offer would read as errors of the output.
      logger: silentLogger(),
      endpoints: services.endpoints,
      settings: { portal: config.portal },
      loopbackOrigins: true,
    });
    runtimeApp = createRuntimeApp({
      context: runtime,
      plugins,
      tags: config.tags,
      imageOrigins: [new URL(services.imageAssetHost).origin],
    });
    const server = await listen({ app: runtimeApp.app, port: 0, host: '127.0.0.1' });
    const { port } = new URL(server.url);
    // `localhost`, not the address: host-matched sites answer on `<name>.localhost`, which Chromium
    // resolves to loopback, and the runtime picks their host by shared labels (runtime/server/site-url.ts).
    const host = `localhost:${port}`;
    const origin = `http://${host}`;
    const app = runtimeApp;
    return {
      origin,
      pageUrl(page) {
        const sites = runtime.sites();
        const served = sites.find((site) => site.site.key === page.site);
        if (!served) return `${origin}${page.url}`;
        const url = sitePageUrl({
          fleet: fleetOf(sites),
          served,
          locale: page.locale,
          path: page.path,
          host,
          protocol: 'http',
        });
        return url.startsWith('/') ? `${origin}${url}` : url;
      },
      async close() {
        await server.close();
        await app.close();
        await services.close();
      },
    };
  } catch (error) {
    await runtimeApp?.close();
    await services.close();
    throw error;
  }
}

/** A free TCP port on loopback (closed again at once; Chromium binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
