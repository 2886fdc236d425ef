import { performance } from 'node:perf_hooks';
import { createError, PluginFailed } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { HookName, Plugin } from './plugin.ts';

/** A hook slower than this (ms) is reported with a warning. */
export const SLOW_HOOK_MS = 10_000;

/** Time spent per plugin and hook, in ms, for the build summary. */
export type HookTimings = Map<string, number>;

/**
 * Runs one hook of one plugin (STYLE.md rule 4): skips a plugin without the hook, hands it a logger
 * labelled with the plugin's name, times it, warns when it is slow, and rethrows a failure as
 * `PluginFailed` naming the plugin, the hook and the site, with the original error as `cause`.
 *
 * @param input.makeArgument builds the hook's single argument from the plugin's labelled logger.
 * @returns the hook's result, or `undefined` when the plugin has no such hook.
 */
export async function runHook<Name extends HookName, Result>(input: {
  plugin: Plugin<unknown>;
  hook: Name;
  siteKey: string;
  logger: Logger;
  timings?: HookTimings;
  makeArgument: (logger: Logger) => unknown;
}): Promise<Result | undefined> {
  const { plugin, hook } = input;
  const fn = plugin[hook] as ((argument: unknown) => Result | Promise<Result>) | undefined;
  if (!fn) return undefined;
  const logger = input.logger.child({ plugin: plugin.name });
  const started = performance.now();
  try {
    return await fn.call(plugin, input.makeArgument(logger));
  } catch (error) {
    throw createError(PluginFailed, { plugin: plugin.name, hook, site: input.siteKey }, error);
  } finally {
    const elapsed = performance.now() - started;
    const key = `${plugin.name}:${hook}`;
    input.timings?.set(key, (input.timings.get(key) ?? 0) + elapsed);
    if (elapsed > SLOW_HOOK_MS) logger.warn(`${hook} took ${Math.round(elapsed)} ms`);
  }
}
