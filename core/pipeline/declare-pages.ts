import type { Logger } from '../logger.ts';
import type { Declaration } from './build-graph.ts';
import { type LoggedCall, recordingLogger } from './hook-log.ts';
import { type ClientAssets, pluginAssets } from './manifest.ts';
import type { PageDescriptor, Plugin, ResolvedSite, SystemIndex } from './plugin.ts';
import { type HookTimings, runHook } from './run-hook.ts';

/**
 * The `pages` hooks of some of a site's plugins (docs/architecture.md "The build" step 4), in plugin
 * order, in this thread, each with its `load` data and a `fragment` registry whose keys are prefixed
 * with the plugin's name (two plugins never share a key by accident; a key registered twice keeps its
 * first value). Hooks read nothing of each other, so any subset gives each plugin what the whole would.
 * What each hook logs is recorded for the build graph (core/pipeline/build-graph.ts).
 *
 * @returns each plugin's declaration, by plugin name.
 * @throws SitefleetError `PluginFailed` from a hook (core/pipeline/run-hook.ts).
 */
export async function declarePages(input: {
  site: ResolvedSite;
  system: SystemIndex;
  release: string;
  assets: ClientAssets;
  plugins: readonly Plugin<unknown>[];
  /** Each plugin's `load` result. */
  data: ReadonlyMap<Plugin<unknown>, unknown>;
  logger: Logger;
  timings?: HookTimings;
}): Promise<Map<string, Declaration>> {
  const { site } = input;
  const declarations = new Map<string, Declaration>();
  for (const plugin of input.plugins) {
    if (!plugin.pages) continue;
    const fragments = new Map<string, unknown>();
    let logged: LoggedCall[] = [];
    const pages = await runHook<'pages', PageDescriptor[]>({
      plugin,
      hook: 'pages',
      siteKey: site.key,
      logger: input.logger,
      timings: input.timings,
      makeArgument: (hookLogger) => {
        const recording = recordingLogger(hookLogger);
        logged = recording.calls;
        return {
          site,
          system: input.system,
          release: input.release,
          assets: pluginAssets(input.assets, plugin.name),
          logger: recording.logger,
          data: input.data.get(plugin),
          fragment: (key: string, value: unknown) => {
            const siteKey = `${plugin.name}/${key}`;
            if (!fragments.has(siteKey)) fragments.set(siteKey, value);
            return siteKey;
          },
        };
      },
    });
    declarations.set(plugin.name, { pages: pages ?? [], fragments: [...fragments], logged });
  }
  return declarations;
}
