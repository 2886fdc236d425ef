import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgram } from '../../../cli/index.ts';

/** Runs the program with captured output; returns stdout, stderr and the thrown error, if any. */
async function runCli(args: string[]): Promise<{ stdout: string; stderr: string; error: unknown }> {
  let stdout = '';
  let stderr = '';
  const program: Command = createProgram();
  const capture = {
    writeOut: (text: string) => (stdout += text),
    writeErr: (text: string) => (stderr += text),
  };
  program.configureOutput(capture);
  for (const command of program.commands) command.configureOutput(capture);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const errSpy = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await program.parseAsync(args, { from: 'user' });
    return { stdout, stderr, error: null };
  } catch (error) {
    return { stdout, stderr, error };
  } finally {
    spy.mockRestore();
    errSpy.mockRestore();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sitefleet CLI', () => {
  it.each([
    ['build', ['--site', '--locale', '--out', '--concurrency', '--scale']],
    ['preview', ['--port', '--host', '--out']],
    ['start', ['--site', '--port']],
    ['sandbox', ['--scale', '--seed', '--port']],
  ])('%s --help lists its options', async (command, options) => {
    const { stdout } = await runCli([command, '--help']);
    for (const option of options) expect(stdout).toContain(option);
    expect(stdout).toContain('--log-level');
  });

  it('prints its version', async () => {
    const { stdout } = await runCli(['--version']);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('rejects a non-numeric concurrency with a clear message', async () => {
    const { stderr, error } = await runCli(['build', '--concurrency', 'many']);
    expect((error as { exitCode: number }).exitCode).toBe(1);
    expect(stderr).toContain(
      "option '--concurrency <n>' argument 'many' is invalid. must be a positive integer",
    );
  });

  it('builds one site and prints the summary with sites, locales, pages, time and warnings', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'sitefleet-cli-'));
    const { stdout, error } = await runCli([
      'build',
      '--site',
      'wirepro-expo-2024',
      '--out',
      out,
      '--log-level',
      'none',
    ]);
    expect(error).toBeNull();
    expect(stdout).toMatch(/1 sites, 1 locales, \d+ pages \([\d.]+ kB\), \d+ rendered, in [\d.]+ s/);
    expect(stdout).toMatch(/\d+ warnings?/);
    const latest = JSON.parse(await readFile(path.join(out, 'wirepro_expo_2024/_build/latest.json'), 'utf8'));
    expect(latest.buildId).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{6}$/);
  });

  it('names an unknown site and lists the known ones', async () => {
    const { error } = await runCli([
      'build',
      '--site',
      'nope',
      '--out',
      await mkdtemp(path.join(tmpdir(), 'sf-')),
      '--log-level',
      'none',
    ]);
    expect((error as Error).message).toMatch(/^Unknown site 'nope'\. Known sites: .*main/);
  });

  it('names an unknown locale', async () => {
    const { error } = await runCli([
      'build',
      '--site',
      'main',
      '--locale',
      'xx-yy',
      '--out',
      await mkdtemp(path.join(tmpdir(), 'sf-')),
      '--log-level',
      'none',
    ]);
    expect((error as Error).message).toContain("Locale 'xx-yy' is not a locale of the selected sites (main)");
  });
});
