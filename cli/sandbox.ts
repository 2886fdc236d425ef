import { createCommandContext, type GlobalOptions } from './context.ts';
import { contentDatabaseFile, sisDatabaseFile, startServices } from './services.ts';

/** Options of `sitefleet sandbox`. */
export interface SandboxCommandOptions extends GlobalOptions {
  /** Dataset scale; default 1. */
  scale?: number;
  /** Dataset seed; default 1. */
  seed?: number;
  /** Port of the content service; default 0 (a free one). */
  port?: number;
}

/**
 * `sitefleet sandbox`: starts the embedded services alone (for endpoints not configured) and prints
 * their URLs; runs until SIGINT/SIGTERM.
 */
export async function runSandbox(
  options: SandboxCommandOptions,
): Promise<{ urls: { name: string; url: string }[]; close(): Promise<void> }> {
  const context = await createCommandContext(options);
  const services = await startServices({
    config: context.config,
    logger: context.logger,
    scale: options.scale,
    seed: options.seed,
    port: options.port,
    identity: true,
    images: true,
    sisDatabaseFile: await sisDatabaseFile(context.root),
    contentDatabaseFile: await contentDatabaseFile(context.root),
  });
  if (services.sandbox.length === 0) {
    process.stdout.write('Every service endpoint is configured; no sandbox service started.\n');
  }
  for (const { name, url } of services.sandbox) process.stdout.write(`${name.padEnd(10)} ${url}\n`);
  const stop = () => {
    void services.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { urls: services.sandbox, close: services.close };
}
