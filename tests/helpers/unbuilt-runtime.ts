import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '../../core/logger.ts';
import { serveDemoRuntime } from './public-runtime.ts';

/** The runtime as `sitefleet start` runs it before the first build. */
export interface UnbuiltRuntime {
  baseUrl: string;
  /** Stops the server and removes its empty output folder. */
  close(): Promise<void>;
}

/**
 * Serves the demo plugins from an empty output folder on a free loopback port, without services: pages
 * answer 503 with the fallback error page, routes that need no build (the style guide, the APIs'
 * validation) answer as usual.
 */
export async function startUnbuiltRuntime(): Promise<UnbuiltRuntime> {
  const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-unbuilt-'));
  const server = await serveDemoRuntime({ outDir: out, logger: silentLogger(), endpoints: {} });
  return {
    baseUrl: server.url,
    async close() {
      await server.close();
      await rm(out, { recursive: true, force: true });
    },
  };
}
