import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { PluginEntry } from '../config/resolve-sites.ts';
import type { Plugin } from '../core/pipeline/plugin.ts';
import { collectRenderers, type RenderedBatch, renderPages } from '../core/pipeline/render-pages.ts';
import type { RenderTask } from '../core/pipeline/render-pool.ts';
import { createStagingTree } from '../core/pipeline/writer.ts';

const requireModule = createRequire(import.meta.url);

// Worker threads render production React unless told otherwise, like the CLI's main thread.
process.env.NODE_ENV ??= 'production';

/**
 * Entry of a render worker thread (core/pipeline/render-pool.ts): makes the site's plugins again from
 * their modules and options, for their renderers, and renders one batch of page descriptors into the
 * build's staging tree. No plugin hook runs here.
 *
 * @returns the pages written and, when the task asks for them, their internal links.
 */
export default async function renderTask(task: RenderTask): Promise<RenderedBatch> {
  const plugins: Plugin<unknown>[] = Object.entries(task.pluginOptions).map(([name, options]) => {
    const module = task.pluginModules[name];
    if (!module) throw new Error(`Unknown plugin '${name}' in a render worker`);
    const { default: factory, optionsSchema } = loadPluginModule({ name, module });
    return factory(optionsSchema.parse(options)) as Plugin<unknown>;
  });
  const staging = await createStagingTree({ outDir: task.outDir, buildId: task.buildId });
  return renderPages({ ...task, renderers: collectRenderers(plugins), staging });
}

/**
 * Loads a plugin module in a worker thread, through tsx's require hook: in a piscina worker on Node 20
 * tsx's ESM hooks do not serve `import()`, so a plugin module (and what it imports) must not use top-level
 * await there; the main thread imports it as ESM.
 * @throws Error naming the plugin, its module and what to do, with the loader's error as `cause`.
 */
function loadPluginModule(input: { name: string; module: string }): {
  default: PluginEntry['factory'];
  optionsSchema: PluginEntry['options'];
} {
  try {
    return requireModule(fileURLToPath(input.module)) as {
      default: PluginEntry['factory'];
      optionsSchema: PluginEntry['options'];
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Plugin '${input.name}' (${input.module}) cannot be loaded in a render worker: ${reason}. Render workers load plugin modules as CommonJS, which has no top-level await: move the await into a hook (load, pages) or a renderer, or build with --workers 1.`,
      { cause: error },
    );
  }
}
