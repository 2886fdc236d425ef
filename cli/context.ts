import path from 'node:path';
import { loadProjectConfig } from '../config/load-project.ts';
import type { ProjectConfig } from '../config/project-schema.ts';
import { createLogger, type LogCounter, type Logger } from '../core/logger.ts';
import { configureImageAssetHost } from '../core/media/asset-host.ts';

/** Options every command accepts. */
export interface GlobalOptions {
  /** Project root; default the working directory. */
  root?: string;
  /** Config file, relative to the root; default `sitefleet.config.json` when present. */
  config?: string;
  logLevel?: string;
  logFormat?: 'pretty' | 'json';
}

/** The loaded configuration and logger a command works with. */
export interface CommandContext {
  root: string;
  config: ProjectConfig;
  outDir: string;
  logger: Logger;
  counter: LogCounter;
}

/**
 * Loads the project config (file, environment, then `overrides` from flags), creates the logger and
 * sets the process's image asset host (config `images.assetHost`, core/media/asset-host.ts).
 * @throws SitefleetError `ConfigInvalid` naming file or variable and key for every problem.
 */
export async function createCommandContext(
  options: GlobalOptions,
  overrides: Record<string, unknown> = {},
): Promise<CommandContext> {
  const loaded = await loadProjectConfig({
    root: options.root,
    configFile: options.config,
    overrides: { logLevel: options.logLevel, ...overrides },
  });
  const counter: LogCounter = { warnings: 0, errors: 0 };
  const logger = createLogger({ level: loaded.config.logLevel, format: options.logFormat, counter });
  // Every image the build renders (here and in its worker threads) is transformed for this host.
  configureImageAssetHost(loaded.config.images.assetHost);
  return {
    root: loaded.root,
    config: loaded.config,
    outDir: path.resolve(loaded.root, loaded.config.outDir),
    logger,
    counter,
  };
}
