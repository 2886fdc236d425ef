import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { ConfigInvalid, createError } from '../core/errors.ts';
import { formatPath } from '../core/graphql/answer-schema.ts';
import type { ConfiguredSite } from '../core/pipeline/build.ts';
import type { Plugin } from '../core/pipeline/plugin.ts';
import type { LoadedSiteConfig } from './load-sites.ts';

/** A plugin factory with its options schema and module, as the plugin registry (cli/plugin-registry.ts) finds them. */
export interface PluginEntry {
  // biome-ignore lint/suspicious/noExplicitAny: each entry pairs a factory with its own options type
  factory: (options: any) => Plugin<any>;
  options: z.ZodType;
  /** URL of the plugin's module (its folder's `index.ts`), which render workers import. */
  module: string;
  /** Version of the plugin's renderers (cli/renderer-version.ts); absent: pages alone decide re-rendering. */
  rendererVersion?: string;
}

/**
 * Turns validated site files into configured sites: each plugin named in a file is looked up in
 * `registry` and its options validated with the plugin's own schema.
 *
 * @throws SitefleetError `ConfigInvalid` with every unknown plugin and bad option of every file, each as
 *   `file: plugins.<name>.<key>: message`, and every fleet-wide option (core/pipeline/plugin.ts
 *   `fleetOptions`) a file gives another value than the first file listing the plugin.
 */
export function resolveSiteConfigs(input: {
  sites: readonly LoadedSiteConfig[];
  registry: Record<string, PluginEntry>;
}): ConfiguredSite[] {
  const problems: string[] = [];
  const configured: ConfiguredSite[] = [];
  // The first site listing each plugin, for its fleet-wide options (core/pipeline/plugin.ts `fleetOptions`).
  const first = new Map<string, { file: string; options: Record<string, unknown> }>();
  for (const { key, file, config } of input.sites) {
    const plugins: Plugin<unknown>[] = [];
    const pluginModules: Record<string, string> = {};
    const rendererVersions: Record<string, string> = {};
    const parsedOptions: Record<string, unknown> = {};
    for (const [name, rawOptions] of Object.entries(config.plugins)) {
      const entry = input.registry[name];
      if (!entry) {
        problems.push(
          `${file}: plugins.${name}: unknown plugin; known plugins: ${Object.keys(input.registry).join(', ')}`,
        );
        continue;
      }
      const parsed = entry.options.safeParse(rawOptions);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(`${file}: ${formatPath(['plugins', name, ...issue.path])}: ${issue.message}`);
        }
        continue;
      }
      const plugin = entry.factory(parsed.data as never) as Plugin<unknown>;
      plugins.push(plugin);
      parsedOptions[plugin.name] = parsed.data;
      const options = parsed.data as Record<string, unknown>;
      const seen = first.get(plugin.name);
      if (!seen) first.set(plugin.name, { file, options });
      else problems.push(...fleetOptionProblems({ plugin, name, file, options, first: seen }));
      pluginModules[name] = entry.module;
      if (entry.rendererVersion) rendererVersions[plugin.name] = entry.rendererVersion;
    }
    configured.push({
      key,
      plugins,
      tweaks: config.locales,
      mainSiteOnly: config.mainSiteOnly,
      internationalOnly: config.internationalOnly,
      pluginOptions: config.plugins,
      parsedOptions,
      pluginModules,
      rendererVersions,
    });
  }
  if (problems.length > 0) throw createError(ConfigInvalid, { problems });
  return configured;
}

/** A problem for each of the plugin's fleet-wide options a site gives another value than the first site. */
function fleetOptionProblems(input: {
  plugin: Plugin<unknown>;
  /** The plugin's folder name, as the site file names it. */
  name: string;
  file: string;
  options: Record<string, unknown>;
  first: { file: string; options: Record<string, unknown> };
}): string[] {
  const { first } = input;
  return (input.plugin.fleetOptions ?? [])
    .filter((option) => !isDeepStrictEqual(input.options[option], first.options[option]))
    .map(
      (option) =>
        `${input.file}: plugins.${input.name}.${option}: one runtime applies it to every site, and ${first.file} gives it another value (${JSON.stringify(first.options[option])}); give every site the same`,
    );
}
