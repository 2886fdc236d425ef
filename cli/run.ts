import { CommanderError } from 'commander';
import { formatFailure } from './format-failure.ts';
import { createProgram } from './index.ts';
import { loadPluginCommands } from './plugin-commands.ts';

/**
 * Entry point of the `sitefleet` binary: runs the program, with the plugins' commands (cli/plugin-commands.ts),
 * and turns failures into a short message on stderr and exit code 1.
 */
async function main(): Promise<void> {
  try {
    const commands = await loadPluginCommands({ root: process.cwd() });
    await createProgram({ commands }).parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`\n${formatFailure(error)}\n`);
    process.exitCode = 1;
  }
}

await main();
