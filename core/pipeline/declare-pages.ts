import type { Logger } from '../logger.ts';
import type { ClientAssets } from './manifest.ts';
import { type LoggedCall, type PagesMemo, recordingLogger, replayLog } from './pages-memo.ts';
import type { PageDescriptor, Plugin, ResolvedSite, SystemIndex } from './plugin.ts';
import { type HookTimings, runHook } from './run-hook.ts';

/** A site's pages as data: every plugin's descriptors, and the fragments they share. */
export interface DeclaredPages {
  /** In plugin order, each plugin's in its own order. */
  pages: PageDescriptor[];
  /** Site-wide fragment key (`<plugin name>/<key>`) → value. */
  fragments: Map<string, unknown>;
}

/**
 * The `pages` phase of a site (ARCHITECTURE.md "The build" step 4): runs each plugin's `pages` hook in
 * plugin order, in this thread, with its `load` data and a `fragment` registry whose keys are prefixed
 * with the plugin's name (two plugins never share a key by accident).
 *
 * @throws SitefleetError `PluginFailed` from a hook (core/pipeline/run-hook.ts).
 */
export async function declarePages(input: {
  site: ResolvedSite;
  system: SystemIndex;
  buildId: string;
  release: string;
  assets: ClientAssets;
  plugins: readonly Plugin<unknown>[];
  /** Each plugin's `load` result. */
  data: ReadonlyMap<Plugin<unknown>, unknown>;
  logger: Logger;
  timings?: HookTimings;
  /**
   * The last build's declarations (core/pipeline/pages-memo.ts) and the hash of what each plugin's hook
   * reads: a plugin whose hash is the memo's is not asked again. Default none.
   */
  memo?: { declared: PagesMemo; inputsOf: (plugin: Plugin<unknown>) => string };
}): Promise<DeclaredPages> {
  const { site, memo } = input;
  const pages: PageDescriptor[] = [];
  const fragments = new Map<string, unknown>();
  for (const plugin of input.plugins) {
    if (!plugin.pages) continue;
    const register = (key: string, value: unknown): string => {
      const siteKey = `${plugin.name}/${key}`;
      if (!fragments.has(siteKey)) fragments.set(siteKey, value);
      return siteKey;
    };
    const inputs = memo?.inputsOf(plugin);
    const before = inputs === undefined ? undefined : memo?.declared.get(site.key, plugin.name, inputs);
    if (before) {
      for (const [key, value] of before.fragments) register(key, value);
      replayLog(input.logger.child({ plugin: plugin.name }), before.logged);
      pages.push(...before.pages);
      continue;
    }
    const registered: [string, unknown][] = [];
    let logged: LoggedCall[] = [];
    const declared = await runHook<'pages', PageDescriptor[]>({
      plugin,
      hook: 'pages',
      siteKey: site.key,
      logger: input.logger,
      timings: input.timings,
      makeArgument: (hookLogger) => {
        const recording = memo ? recordingLogger(hookLogger) : null;
        if (recording) logged = recording.calls;
        return {
          site,
          system: input.system,
          buildId: input.buildId,
          release: input.release,
          assets: input.assets,
          logger: recording?.logger ?? hookLogger,
          data: input.data.get(plugin),
          fragment: (key: string, value: unknown) => {
            registered.push([key, value]);
            return register(key, value);
          },
        };
      },
    });
    pages.push(...(declared ?? []));
    if (memo && inputs !== undefined) {
      memo.declared.set(site.key, plugin.name, {
        inputs,
        pages: declared ?? [],
        fragments: registered,
        logged,
      });
    }
  }
  return { pages, fragments };
}
