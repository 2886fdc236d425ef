import { createRuntimeApp } from '../runtime/server/app.ts';
import { createRuntimeContext } from '../runtime/server/context.ts';
import { listen } from '../runtime/server/listen.ts';
import { closeOnSignals } from '../runtime/server/shutdown.ts';
import { createCommandContext, type GlobalOptions } from './context.ts';
import { sisDatabaseFile, startServices } from './services.ts';

/** Options of `sitefleet preview`. */
export interface PreviewCommandOptions extends GlobalOptions {
  /** Port; default the config's `preview.port` (4321). 0 picks a free one. */
  port?: number;
  /** Interface; default the config's `preview.host` (127.0.0.1). */
  host?: string;
  /** Output folder to serve; default the config's `outDir`. */
  out?: string;
}

/** A running preview server. */
export interface RunningPreview {
  url: string;
  /** Stops the server gracefully (requests in flight finish, at most 10 s), then the sandbox services. */
  close(): Promise<void>;
}

/**
 * `sitefleet preview` (and the serving half of `start`): starts the sandbox services for unset endpoints
 * (the APIs need the content service), serves the built trees through the runtime, prints the service
 * URLs and the preview URL, and on SIGTERM/SIGINT stops accepting, finishes requests in flight and closes
 * everything within 10 s.
 * @returns the running server (the command keeps running until a signal arrives).
 * @throws the listen error (e.g. EADDRINUSE), after stopping the services it started.
 */
export async function runPreview(options: PreviewCommandOptions): Promise<RunningPreview> {
  const context = await createCommandContext(options, {
    'preview.port': options.port,
    'preview.host': options.host,
    outDir: options.out,
  });
  const { config, logger } = context;
  const services = await startServices({
    config,
    logger,
    identity: true,
    sisDatabaseFile: await sisDatabaseFile(context.root),
  });
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    const runtime = await createRuntimeContext({
      outDir: context.outDir,
      logger,
      endpoints: services.endpoints,
      portalSegment: config.portalSegment,
      identityIssuer: services.identityIssuer ?? undefined,
      portalServiceUrls: config.portal.serviceUrls,
    });
    const { app } = createRuntimeApp({
      context: runtime,
      tags: config.tags,
      trustProxy: config.preview.trustProxy,
    });
    server = await listen({ app, port: config.preview.port, host: config.preview.host });
  } catch (error) {
    await services.close();
    throw error;
  }
  for (const { name, url } of services.sandbox) process.stdout.write(`Sandbox ${name}: ${url}\n`);
  process.stdout.write(`Preview: ${server.url}/en (serving ${context.outDir})\n`);

  const close = async () => {
    detach();
    await server.close();
    await services.close();
  };
  const detach = closeOnSignals({ close, logger });
  return { url: server.url, close };
}
