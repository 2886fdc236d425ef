import { startServices } from '../../cli/services.ts';
import { projectConfigSchema } from '../../config/project-schema.ts';
import { silentLogger } from '../../core/logger.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
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
  const context = await createRuntimeContext({
    outDir: out,
    logger,
    endpoints: services.endpoints,
    editor: TEST_EDITOR,
  });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
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
