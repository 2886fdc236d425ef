import type { Command } from 'commander';
import type { PluginCommand } from '../core/pipeline/plugin.ts';
import { createCommandContext, type GlobalOptions } from './context.ts';
import { loadPluginRegistry } from './plugin-registry.ts';
import { pluginSettings } from './plugin-settings.ts';

/** A plugin's command with the plugin that contributed it. */
export interface OwnedCommand extends PluginCommand {
  owner: string;
}

/**
 * The commands of every registered plugin (core/pipeline/plugin.ts `commands`), each plugin made with its
 * default options, in registry order (cli/plugin-registry.ts).
 *
 * @param input.root the project root whose `plugins/` folder is searched besides the built-in one.
 */
export async function loadPluginCommands(input: { root: string }): Promise<OwnedCommand[]> {
  const registry = await loadPluginRegistry({ root: input.root });
  return Object.values(registry).flatMap((entry) => {
    const plugin = entry.factory(entry.options.parse({}));
    return (plugin.commands ?? []).map((command) => ({ ...command, owner: plugin.name }));
  });
}

/**
 * Adds a plugin's command to the program, with the global options (`--root`, `--config`, `--log-level`,
 * `--log-format`) and its own: it runs with the project config's feature settings (cli/plugin-settings.ts).
 *
 * @throws Error naming both owners when the name is taken by the CLI or another plugin.
 */
export function addPluginCommand(program: Command, command: OwnedCommand): void {
  const taken = program.commands.find((existing) => existing.name() === command.name);
  if (taken) {
    throw new Error(
      `${command.owner}: the command '${command.name}' is already defined (${taken.description()}).`,
    );
  }
  const added = program
    .command(command.name)
    .description(command.description)
    .option('--root <dir>', 'project root (default: the working directory)')
    .option('--config <file>', 'config file relative to the root (default: sitefleet.config.json if present)')
    .option('--log-level <level>', 'log level (public-site §9)');
  for (const option of command.options ?? []) added.option(option.flags, option.description);
  added.action(async (options: GlobalOptions & Record<string, unknown>) => {
    const context = await createCommandContext(options);
    await command.run({
      options,
      root: context.root,
      settings: pluginSettings({ root: context.root, config: context.config }),
      logger: context.logger,
      write: (text) => process.stdout.write(text),
    });
  });
}
