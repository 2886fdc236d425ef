import { CommanderError } from 'commander';
import { formatFailure } from './format-failure.ts';
import { createProgram } from './index.ts';

/**
 * Entry point of the `sitefleet` binary: runs the program and turns failures into a short message on
 * stderr and exit code 1.
 */
async function main(): Promise<void> {
  try {
    await createProgram().parseAsync(process.argv);
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
