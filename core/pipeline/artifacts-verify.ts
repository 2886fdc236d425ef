import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import type { ErrorData } from '../errors.ts';
import {
  ARTIFACTS_FILE,
  type ArtifactEntry,
  CHECKSUMS_FILE,
  isArchiveName,
  sha256File,
} from './artifacts.ts';
import { LATEST_BUILD_FILE } from './build-files.ts';

/** What verification found about one archive (docs/ci.md "Verifying"). */
export interface ArchiveReport {
  /** Archive file name: `events_north_america.tar.gz`. */
  file: string;
  /** Its `artifacts.json` entry; null when not listed there (or the list is unreadable). */
  entry: ArtifactEntry | null;
  /** Size of the file in bytes; null when it is missing. */
  bytes: number | null;
  /** What is wrong, one sentence each, without the file name; empty when the archive is fine. */
  problems: string[];
}

/** A problem with a file: `{ file: 'SHA256SUMS', message: 'is missing' }`. */
export interface FileProblem {
  file: string;
  message: string;
}

/** Result of {@link verifyArtifacts}. */
export interface VerifyReport {
  /**
   * Problems of the folder itself: it, `artifacts.json` or `SHA256SUMS` missing or unreadable; `file` is
   * the one concerned, `message` says what is wrong without naming it (`is missing`).
   */
  problems: FileProblem[];
  /** Every archive on disk or listed in `artifacts.json` or `SHA256SUMS`, sorted by file. */
  archives: ArchiveReport[];
  ok: boolean;
}

const entrySchema = z.object({
  site: z.string().min(1),
  technicalName: z.string().min(1),
  buildId: z.string().min(1),
  pages: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'),
  file: z.string().refine(isArchiveName, 'must be a .tar.gz file name without folders'),
});

/**
 * Parses `artifacts.json` (an `ArtifactEntry[]`).
 * @returns the entries, or what is wrong with the file (a sentence without its name: `is not valid JSON`).
 */
export function parseArtifactsList(text: string): { entries: ArtifactEntry[] } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problem: `is not valid JSON (${(error as Error).message})` };
  }
  const parsed = z.array(entrySchema).safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'top level'}: ${issue.message}`,
    );
    return { problem: `is not a list of artifacts (${issues.join('; ')})` };
  }
  const files = parsed.data.map((entry) => entry.file);
  const twice = files.find((file, index) => files.indexOf(file) !== index);
  if (twice) return { problem: `lists ${twice} twice` };
  return { entries: parsed.data };
}

/**
 * Parses a `SHA256SUMS` file (`sha256sum` output: `<hex>  <file>`, or `<hex> *<file>` in binary mode;
 * blank lines ignored).
 * @returns file → lowercase hex checksum, and one problem per unreadable or repeated line (a sentence
 *   without the file's name: `line 3 is not '<sha256>  <file>': 'abc'`).
 */
export function parseChecksums(text: string): { sums: Map<string, string>; problems: string[] } {
  const sums = new Map<string, string>();
  const problems: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const match = /^([0-9a-fA-F]{64}) [ *](.+)$/.exec(line);
    if (!match) problems.push(`line ${index + 1} is not '<sha256>  <file>': '${line}'`);
    else if (sums.has(match[2]!)) problems.push(`lists ${match[2]} twice`);
    else sums.set(match[2]!, match[1]!.toLowerCase());
  }
  return { sums, problems };
}

/**
 * Compares one archive with the two lists (pure): missing, unlisted, lists disagreeing, checksum or size
 * not the file's. A list that could not be read is null and checked against nothing.
 * @param input.actual the file's SHA-256 (hex) and size in bytes; null when the file is missing.
 * @returns the problems, one sentence each, without the file name.
 */
export function checkArchive(input: {
  file: string;
  entries: readonly ArtifactEntry[] | null;
  sums: ReadonlyMap<string, string> | null;
  actual: { checksum: string; bytes: number } | null;
}): string[] {
  const { file, actual } = input;
  const entry = input.entries?.find((candidate) => candidate.file === file);
  const sum = input.sums?.get(file);
  const problems: string[] = [];
  if (!actual) problems.push(`is missing (listed in ${entry ? ARTIFACTS_FILE : CHECKSUMS_FILE})`);
  if (input.entries && !entry) problems.push(`is not listed in ${ARTIFACTS_FILE}`);
  if (input.sums && !sum) problems.push(`is not listed in ${CHECKSUMS_FILE}`);
  if (entry && sum && entry.checksum !== sum) {
    problems.push(`has different checksums in ${ARTIFACTS_FILE} and ${CHECKSUMS_FILE}`);
  }
  const listed = sum ?? entry?.checksum;
  if (actual && listed && actual.checksum !== listed) {
    problems.push(
      `has SHA-256 ${short(actual.checksum)}, listed as ${short(listed)}: the archive changed after it was written`,
    );
  }
  if (actual && entry && entry.bytes !== actual.bytes) {
    problems.push(`is ${actual.bytes} bytes, ${ARTIFACTS_FILE} says ${entry.bytes}`);
  }
  return problems;
}

/**
 * Verifies an artifacts folder written by `writeArtifacts`: reads `artifacts.json` and `SHA256SUMS`,
 * recomputes every archive's SHA-256, compares ({@link checkArchive}) and lists each archive to find its
 * site's `<technicalName>/_build/latest.json` with the build id `artifacts.json` gives. Never throws for
 * what it finds: everything wrong is in the report.
 * @param input.onProgress called before each archive is checked (1-based `done`).
 */
export async function verifyArtifacts(input: {
  dir: string;
  onProgress?: (progress: { file: string; done: number; total: number }) => void;
}): Promise<VerifyReport> {
  let names: string[];
  try {
    names = await readdir(input.dir);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : 'cannot be read';
    return { problems: [{ file: input.dir, message: reason }], archives: [], ok: false };
  }
  const problems: FileProblem[] = [];
  let entries: ArtifactEntry[] | null = null;
  const list = await readText(input.dir, ARTIFACTS_FILE, problems);
  if (list !== null) {
    const parsed = parseArtifactsList(list);
    if ('problem' in parsed) problems.push({ file: ARTIFACTS_FILE, message: parsed.problem });
    else entries = parsed.entries;
  }
  let sums: Map<string, string> | null = null;
  const checksums = await readText(input.dir, CHECKSUMS_FILE, problems);
  if (checksums !== null) {
    const parsed = parseChecksums(checksums);
    problems.push(...parsed.problems.map((message) => ({ file: CHECKSUMS_FILE, message })));
    sums = parsed.sums;
  }

  const onDisk = new Set(names.filter(isArchiveName));
  const files = [
    ...new Set([...onDisk, ...(entries ?? []).map((entry) => entry.file), ...(sums?.keys() ?? [])]),
  ];
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const archives: ArchiveReport[] = [];
  for (const [index, file] of files.entries()) {
    input.onProgress?.({ file, done: index + 1, total: files.length });
    const entry = entries?.find((candidate) => candidate.file === file) ?? null;
    const target = path.join(input.dir, file);
    let actual: { checksum: string; bytes: number } | null = null;
    let unreadable: string | null = null;
    if (onDisk.has(file)) {
      try {
        actual = { checksum: await sha256File(target), bytes: (await stat(target)).size };
      } catch (error) {
        unreadable = `cannot be read (${(error as Error).message})`;
      }
    }
    const report = { file, entry, bytes: actual?.bytes ?? null, problems: [] as string[] };
    if (unreadable) report.problems.push(unreadable);
    else report.problems.push(...checkArchive({ file, entries, sums, actual }));
    if (actual) report.problems.push(...(await checkContents({ target, file, entry })));
    archives.push(report);
  }
  const ok = problems.length === 0 && archives.every((archive) => archive.problems.length === 0);
  return { problems, archives, ok };
}

/** Lists the archive and checks it holds its site's latest-build file with the expected build id. */
async function checkContents(input: { target: string; file: string; entry: ArtifactEntry | null }) {
  const technicalName = input.entry?.technicalName ?? input.file.slice(0, -'.tar.gz'.length);
  const wanted = `${technicalName}/${LATEST_BUILD_FILE}`;
  const chunks: Buffer[] = [];
  let found = false;
  try {
    await tar.list({
      file: input.target,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path !== wanted) return;
        found = true;
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      },
    });
  } catch (error) {
    return [`cannot be read as a .tar.gz archive (${(error as Error).message})`];
  }
  if (!found) return [`holds no ${wanted}`];
  let buildId: unknown;
  try {
    buildId = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { buildId?: unknown }).buildId;
  } catch {
    return [`holds an unreadable ${wanted}`];
  }
  if (input.entry && buildId !== input.entry.buildId) {
    return [`holds build ${String(buildId)} in ${wanted}, ${ARTIFACTS_FILE} says ${input.entry.buildId}`];
  }
  return [];
}

/** Reads `dir/name`; null, with the problem pushed, when it is missing or unreadable. */
async function readText(dir: string, name: string, problems: FileProblem[]): Promise<string | null> {
  try {
    return await readFile(path.join(dir, name), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === 'ENOENT' ? 'is missing' : `cannot be read (${(error as Error).message})`;
    problems.push({ file: name, message });
    return null;
  }
}

function short(checksum: string): string {
  return `${checksum.slice(0, 12)}…`;
}

/** Thrown by `sitefleet verify` when the report is not ok (exit code 1). */
export const ArtifactsInvalid: ErrorData<{ dir: string; files: string[]; problems: number }> = {
  name: 'ArtifactsInvalid',
  title: 'The artifacts failed verification.',
  message: ({ dir, files, problems }) =>
    `The artifacts in ${dir} failed verification: ${problems} problem${problems === 1 ? '' : 's'} with ${files.join(', ')}.`,
  hint: 'A changed checksum means the archive was altered or damaged after the build; a missing or unlisted file, that the folder is not as the build wrote it. Build again with --artifacts, or take the whole folder from the build that wrote it.',
};
