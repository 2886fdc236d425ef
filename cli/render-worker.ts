import { createLogger } from '../core/logger.ts';
import type { Plugin, WrittenPage } from '../core/pipeline/plugin.ts';
import type { RenderTask } from '../core/pipeline/render-pool.ts';
import { renderSitePages } from '../core/pipeline/render-site.ts';
import { createStagingTree } from '../core/pipeline/writer.ts';
import { PLUGINS } from '../plugins/index.ts';

// Worker threads render production React unless told otherwise, like the CLI's main thread.
process.env.NODE_ENV ??= 'production';

/**
 * Entry of a render worker thread (core/pipeline/render-pool.ts): instantiates the site's plugins from
 * their names and options, runs their `pages` hooks and renders one shard of the site's locales into
 * the build's staging tree.
 *
 * @returns the pages written by this shard.
 */
export default async function renderTask(task: RenderTask): Promise<WrittenPage[]> {
  const plugins: Plugin<unknown>[] = Object.entries(task.pluginOptions).map(([name, options]) => {
    const entry = PLUGINS[name];
    if (!entry) throw new Error(`Unknown plugin '${name}' in a render worker`);
    return entry.factory(entry.options.parse(options)) as Plugin<unknown>;
  });
  const staging = await createStagingTree({ outDir: task.outDir, buildId: task.buildId });
  const logger = createLogger({ level: task.logLevel }).child({ site: task.site.key });
  return renderSitePages({
    site: task.site,
    system: task.system,
    plugins,
    data: task.data,
    buildId: task.buildId,
    assets: task.assets,
    portalSegment: task.portalSegment,
    shard: task.shard,
    staging,
    logger,
  });
}
