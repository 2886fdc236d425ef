import { createRequire } from 'node:module';
import { Command, InvalidArgumentError, Option } from 'commander';
import { BUILD_ID_PATTERN } from '../core/pipeline/shard.ts';
import { runBuild } from './build.ts';
import { runCheck } from './check/command.ts';
import { CHECK_NAMES, type CheckName } from './check/report.ts';
import { runDev } from './dev.ts';
import { addPluginCommand, type OwnedCommand } from './plugin-commands.ts';
import { runPreview } from './preview.ts';
import { runSandbox } from './sandbox.ts';
import { runStart } from './start.ts';
import { runVerify } from './verify.ts';

const packageJson = createRequire(import.meta.url)('../package.json') as { version: string };

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('must be a positive integer');
  return number;
}

/** `--shard i/n`, checked here so a bad value is a usage error; runBuild parses it (core/pipeline/shard.ts). */
function shard(value: string): string {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) {
    throw new InvalidArgumentError('expected i/n with 1 ≤ i ≤ n, e.g. 2/4');
  }
  return value;
}

/** `--build-id`, in the form builds make (core/pipeline/shard.ts `BUILD_ID_PATTERN`). */
function buildId(value: string): string {
  if (!BUILD_ID_PATTERN.test(value)) {
    throw new InvalidArgumentError('expected the form 20261122T140512Z-1a2b3c (UTC time, 6 hex digits)');
  }
  return value;
}

function port(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new InvalidArgumentError('must be a port number (0–65535)');
  }
  return number;
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, ...value.split(',').filter(Boolean)];
}

/** `--only links,html`: check names, repeatable or comma-separated. */
function checkNames(value: string, previous: CheckName[] = []): CheckName[] {
  const names = value.split(',').filter(Boolean);
  const unknown = names.filter((name) => !(CHECK_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new InvalidArgumentError(`unknown check ${unknown.join(', ')} (checks: ${CHECK_NAMES.join(', ')})`);
  }
  return [...previous, ...(names as CheckName[])];
}

function withGlobalOptions(command: Command): Command {
  return command
    .option('--root <dir>', 'project root (default: the working directory)')
    .option('--config <file>', 'config file relative to the root (default: sitefleet.config.json if present)')
    .addOption(
      new Option('--log-level <level>', 'log level (public-site §9)').choices([
        'none',
        'error',
        'warn',
        'info',
        'debug',
      ]),
    )
    .addOption(
      new Option('--log-format <format>', 'log format').choices(['pretty', 'json']).default('pretty'),
    );
}

function withBuildOptions(command: Command): Command {
  return withGlobalOptions(
    command
      .option('--site <id...>', 'build only these sites (id, technical name or slug; repeatable)', collect)
      .option(
        '--locale <code...>',
        'build only these locales (URL codes such as en or de-ch; repeatable)',
        collect,
      )
      .option('--out <dir>', 'output folder (default: dist)')
      .option('--concurrency <n>', 'concurrent service requests (default: 5)', positiveInteger)
      .option(
        '--workers <n>',
        'render worker threads (default: the number of cores; 1: no workers)',
        positiveInteger,
      )
      .option(
        '--force',
        'render every page, not only those whose inputs changed since the build in the output folder',
      )
      .option(
        '--render-each-locale',
        "render every locale's page on its own, not once per group of locales whose pages differ only by the locale's codes (slower; for checking a plugin's renderers)",
      )
      .option(
        '--shard <i/n>',
        "build only part i of n of the sites' locales (CI: n jobs, then the union of their output folders)",
        shard,
      )
      .option(
        '--build-id <id>',
        'the build id, e.g. 20261122T140512Z-1a2b3c (the shards of one build share it; default: a new one)',
        buildId,
      ),
  );
}

/**
 * The `sitefleet` command-line program (commander), built fresh on every call so tests can drive it
 * with `createProgram().parseAsync([...], { from: 'user' })`.
 *
 * @param input.commands the plugins' commands (core/pipeline/plugin.ts `commands`, cli/plugin-commands.ts
 *   `loadPluginCommands`), added after the built-in ones with the global options; default none.
 * @throws Error naming both owners when a plugin command's name is taken.
 */
export function createProgram(input: { commands?: readonly OwnedCommand[] } = {}): Command {
  const program = new Command('sitefleet')
    .description('Build and serve a fleet of multi-site, multi-locale corporate websites.')
    .version(packageJson.version, '-v, --version', 'print the version')
    .showHelpAfterError()
    .exitOverride();

  withBuildOptions(
    program
      .command('build')
      .description('Build every site (or the selected ones) into one static tree per site.')
      .option('--scale <n>', 'sandbox dataset scale, for benchmarks (default: 1)', positiveInteger)
      .option(
        '--artifacts <dir>',
        'after a successful build, write <site>.tar.gz per built site, SHA256SUMS and artifacts.json into <dir> (docs/ci.md)',
      ),
  ).action(async (options) => {
    await runBuild(options);
  });

  withGlobalOptions(
    program
      .command('preview')
      .description('Serve the built sites on localhost through the runtime.')
      .option('--port <n>', 'port (default: 4321; 0 picks a free one)', port)
      .option('--host <host>', 'interface to bind (default: 127.0.0.1)')
      .option('--out <dir>', 'output folder to serve (default: dist)'),
  ).action(async (options) => {
    await runPreview(options);
  });

  withBuildOptions(
    program
      .command('start')
      .description(
        'Build every site, then serve them (build + preview); into an empty output folder, serve the en pages first and build the rest in the background.',
      )
      .option('--port <n>', 'port (default: 4321)', port)
      .option('--host <host>', 'interface to bind (default: 127.0.0.1)'),
  ).action(async (options) => {
    await runStart(options);
  });

  withGlobalOptions(
    program
      .command('dev')
      .description(
        'Build, serve and watch: rebuild what a change affects and reload the open pages (docs/architecture.md "Watch mode").',
      )
      .option(
        '--site <id...>',
        'build and serve only these sites (id, technical name or slug; repeatable)',
        collect,
      )
      .option(
        '--locale <code...>',
        'build only these locales (URL codes such as en or de-ch; repeatable)',
        collect,
      )
      .option('--port <n>', 'port (default: 4321; 0 picks a free one, kept across restarts)', port)
      .option('--host <host>', 'interface to bind (default: 127.0.0.1)')
      .option('--out <dir>', 'output folder (default: dist; a later dev or build continues from it)'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Watches sites/, locales/, plugins/, runtime/ui, runtime/client, sandbox/dataset and the config file.',
        'Each change (debounced 150 ms) runs an incremental build in a fresh process: only pages whose',
        'inputs changed are rendered, and open pages reload once the runtime serves them. Changes to the',
        "sandbox dataset, a plugin's server/ folder or entry, or the config restart the runtime first.",
        'A failing build or config is printed and the previous pages stay served; the next save builds',
        'again. Builds and the runtime log warnings and errors only unless --log-level says otherwise.',
      ].join('\n'),
    )
    .action(async (options) => {
      await runDev(options);
    });

  withGlobalOptions(
    program
      .command('sandbox')
      .description('Start the embedded sandbox services alone and print their URLs.')
      .option('--scale <n>', 'dataset scale (default: 1)', positiveInteger)
      .option('--seed <n>', 'dataset seed (default: 1)', positiveInteger)
      .option('--port <n>', 'port of the content service (default: a free one)', port),
  ).action(async (options) => {
    await runSandbox(options);
  });

  withGlobalOptions(
    program
      .command('check')
      .description(
        'Check a built output: links, HTML validity, accessibility, Lighthouse budgets, JS and CSS bytes; exit code 1 when a check of severity fail finds a problem.',
      )
      .option(
        '--site <id...>',
        'check only these sites (key, id, technical name or slug; repeatable)',
        collect,
      )
      .option(
        '--locale <code...>',
        "check only these locales (URL codes such as en or de-ch; repeatable; default: each site's first locale)",
        collect,
      )
      .option(
        '--sample <n>',
        'Lighthouse pages per site, the home page first (default: config check.lighthouse.sample, 1)',
        positiveInteger,
      )
      .option(
        '--only <checks...>',
        `run only these checks (${CHECK_NAMES.join(', ')}; repeatable or comma-separated)`,
        checkNames,
      )
      .option('--out <dir>', 'output folder to check (default: the config outDir, dist)')
      .option('--json <file>', 'JSON report file (default: .sitefleet/check-report.json)'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Checks, per chosen site and locale (config check.<name>: severity ignore | log | warn | fail, budgets):',
        "  links          the build's link-check reports (<site>/_build/link-check/<locale>.json)",
        '  html           every page against the HTML standard: vnu (Nu Html Checker) when java is on',
        '                 PATH, else html-validate',
        '  accessibility  axe-core in Chromium, WCAG 2.2 A and AA, one page of each page type',
        '  bytes          uncompressed JavaScript and CSS of one page of each page type against the',
        '                 check.bytes budgets per page type: what it loads in Chromium (islands too),',
        '                 without Chromium what its files reference',
        '  lighthouse     performance, accessibility, best practices and SEO (mobile, default throttling)',
        '                 on --sample pages per site, against check.lighthouse.scores minimums (0-100)',
        'A page type is home, or the first path segment and one /* per further segment (stories/*).',
        'The browser checks serve the output through the runtime on a free loopback port and use',
        'Chromium at $CHROME_PATH or /usr/bin/chromium; without it they are skipped (never a failure).',
        'Progress goes to stderr, the table to stdout. Exit code 1 only when a check of severity fail',
        'found a problem or could not finish; warn and log checks print their problems.',
      ].join('\n'),
    )
    .action(async (options) => {
      const report = await runCheck(options);
      process.exitCode = report.exitCode;
    });

  program
    .command('verify')
    .description('Check an artifacts folder written by build --artifacts; exit code 1 on any problem.')
    .argument('<dir>', 'the artifacts folder')
    .addHelpText(
      'after',
      [
        '',
        'Recomputes the SHA-256 of every <site>.tar.gz and checks that SHA256SUMS and artifacts.json list',
        "exactly the archives present, with those checksums, and that each archive holds its site's",
        '_build/latest.json. Prints one line per archive (ok, or what is wrong) and a summary.',
      ].join('\n'),
    )
    .action(async (dir: string) => {
      await runVerify({ dir });
    });

  for (const command of input.commands ?? []) addPluginCommand(program, command);
  return program;
}
