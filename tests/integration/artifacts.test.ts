import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, cp, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createProgram } from '../../cli/index.ts';
import { type ArtifactEntry, createSiteArchive } from '../../core/pipeline/artifacts.ts';
import { buildDemo } from '../helpers/build-demo.ts';

const run = promisify(execFile);
const BIN = path.resolve('bin/sitefleet.js');

/** Runs the program with stdout captured; returns it and the error thrown, if any. */
async function runCli(args: string[]): Promise<{ stdout: string; error: unknown }> {
  let stdout = '';
  const program = createProgram();
  const capture = { writeOut: (text: string) => (stdout += text), writeErr: () => {} };
  program.configureOutput(capture);
  for (const command of program.commands) command.configureOutput(capture);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    await program.parseAsync(args, { from: 'user' });
    return { stdout, error: null };
  } catch (error) {
    return { stdout, error };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** A copy of the artifacts folder to damage. */
async function copyOf(dir: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'sitefleet-artifacts-copy-'));
  await cp(dir, copy, { recursive: true });
  return copy;
}

describe('build --artifacts and verify', () => {
  let out: string;
  let dir: string;
  let technicalName: string;
  let buildId: string;
  let pages: number;
  let archive: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sitefleet-artifacts-'));
    const built = await buildDemo({ site: ['events'], locale: ['en'], artifacts: dir });
    out = built.out;
    ({ buildId } = built.result);
    ({ technicalName, pages } = built.result.sites[0]!);
    archive = path.join(dir, `${technicalName}.tar.gz`);
  });

  it('writes one archive per built site, SHA256SUMS and artifacts.json, and nothing else', async () => {
    expect((await readdir(dir)).sort()).toEqual(['SHA256SUMS', 'artifacts.json', `${technicalName}.tar.gz`]);
    expect(await readFile(path.join(dir, 'SHA256SUMS'), 'utf8')).toBe(
      `${await sha256(archive)}  ${technicalName}.tar.gz\n`,
    );
    const entries = JSON.parse(await readFile(path.join(dir, 'artifacts.json'), 'utf8')) as ArtifactEntry[];
    expect(entries).toEqual([
      {
        site: 'events',
        technicalName,
        buildId,
        pages,
        bytes: (await stat(archive)).size,
        checksum: await sha256(archive),
        file: `${technicalName}.tar.gz`,
      },
    ]);
    expect(pages).toBeGreaterThan(0);
  });

  it("extracts to the site's pages and the assets they load, as below dist/", async () => {
    const target = await mkdtemp(path.join(tmpdir(), 'sitefleet-extract-'));
    await tar.extract({ file: archive, cwd: target });
    expect((await readdir(target)).sort()).toEqual(['_assets', technicalName]);
    const latest = JSON.parse(await readFile(path.join(target, technicalName, '_build/latest.json'), 'utf8'));
    expect(latest.buildId).toBe(buildId);
    const html = await readFile(path.join(target, technicalName, 'en/index.html'), 'utf8');
    const assets = [...html.matchAll(/"\/(_assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) await expect(stat(path.join(target, asset))).resolves.toBeTruthy();
  });

  it('archives the same tree to the same bytes, whatever the files’ times and permissions', async () => {
    const input = { outDir: out, technicalName, mtime: new Date('2026-01-02T03:04:05Z') };
    const first = path.join(dir, '..', `${path.basename(dir)}-first.tar.gz`);
    const second = path.join(dir, '..', `${path.basename(dir)}-second.tar.gz`);
    await createSiteArchive({ ...input, file: first });
    const page = path.join(out, technicalName, 'en/index.html');
    await utimes(page, new Date(), new Date(Date.now() + 60_000));
    await chmod(page, 0o600);
    await createSiteArchive({ ...input, file: second });
    expect(await sha256(second)).toBe(await sha256(first));
  });

  it('verifies the folder it wrote', async () => {
    const { stdout, error } = await runCli(['verify', dir]);
    expect(error).toBeNull();
    expect(stdout).toMatch(
      new RegExp(`^ok {2}events {2}${technicalName}\\.tar\\.gz {2}build ${buildId}`, 'm'),
    );
    expect(stdout).toContain('Verified 1 archive');
  });

  it('fails on an archive with one byte changed, naming it, with exit code 1', async () => {
    const copy = await copyOf(dir);
    const bytes = await readFile(path.join(copy, `${technicalName}.tar.gz`));
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await writeFile(path.join(copy, `${technicalName}.tar.gz`), bytes);
    const failure = await run('node', [BIN, 'verify', copy]).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toMatch(
      new RegExp(`^✖ +events {2}${technicalName}\\.tar\\.gz has SHA-256 .*changed after it was written`, 'm'),
    );
    expect(failure?.stderr).toContain(`failed verification: 2 problems with ${technicalName}.tar.gz.`);
  });

  it('names a missing archive', async () => {
    const copy = await copyOf(dir);
    await rm(path.join(copy, `${technicalName}.tar.gz`));
    const { stdout, error } = await runCli(['verify', copy]);
    expect((error as Error).name).toBe('ArtifactsInvalid');
    expect((error as Error).message).toContain(`${technicalName}.tar.gz`);
    expect(stdout).toContain(`${technicalName}.tar.gz is missing (listed in artifacts.json)`);
  });

  it('names an extra archive and unreadable lists', async () => {
    const copy = await copyOf(dir);
    await cp(path.join(copy, `${technicalName}.tar.gz`), path.join(copy, 'stray.tar.gz'));
    await writeFile(path.join(copy, 'artifacts.json'), '[{');
    const { stdout, error } = await runCli(['verify', copy]);
    expect((error as Error).message).toMatch(/problems with artifacts\.json, stray\.tar\.gz\.$/);
    expect(stdout).toMatch(/^✖ +artifacts\.json is not valid JSON/m);
    expect(stdout).toContain('stray.tar.gz is not listed in SHA256SUMS');
  });

  it('leaves the artifacts folder as it was when the build fails', async () => {
    const copy = await copyOf(dir);
    const before = await readdir(copy);
    await expect(buildDemo({ site: ['nope'], out, artifacts: copy })).rejects.toThrow(/Unknown site 'nope'/);
    expect(await readdir(copy)).toEqual(before);
    expect(await sha256(path.join(copy, `${technicalName}.tar.gz`))).toBe(await sha256(archive));
  });

  it('describes only the latest run: a later build of another site replaces the listed archives', async () => {
    const copy = await copyOf(dir);
    const built = await buildDemo({ site: ['wirepro-expo-2024'], out, artifacts: copy });
    const other = built.result.sites[0]!.technicalName;
    expect((await readdir(copy)).sort()).toEqual(['SHA256SUMS', 'artifacts.json', `${other}.tar.gz`]);
    expect((await runCli(['verify', copy])).error).toBeNull();
  });

  it('explains verify in --help', async () => {
    const { stdout } = await runCli(['verify', '--help']);
    expect(stdout).toContain('Usage: sitefleet verify [options] <dir>');
    expect(stdout).toContain('SHA256SUMS and artifacts.json');
    expect((await runCli(['build', '--help'])).stdout).toContain('--artifacts <dir>');
  });
});
