import { createPreviewApp } from '../runtime/server/app.ts';
import { listen } from '../runtime/server/listen.ts';
import { createCommandContext, type GlobalOptions } from './context.ts';

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
  close(): Promise<void>;
}

/**
 * `sitefleet preview`: serves the built trees through the runtime until SIGINT/SIGTERM, then closes
 * gracefully.
 * @returns the running server (the command keeps running until a signal arrives).
 */
export async function runPreview(options: PreviewCommandOptions): Promise<RunningPreview> {
  const context = await createCommandContext(options, {
    'preview.port': options.port,
    'preview.host': options.host,
    outDir: options.out,
  });
  const { app } = await createPreviewApp({ outDir: context.outDir, logger: context.logger });
  const server = await listen({ app, port: context.config.preview.port, host: context.config.preview.host });
  process.stdout.write(`Preview: ${server.url}/en (serving ${context.outDir})\n`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { url: server.url, close: server.close };
}
