import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';

/**
 * Build files a long-lived builder (cli/builder-child.ts) reads again and again, kept parsed by file
 * identity (device, inode, size, mtime): the next build reads this build's manifests and per-locale
 * pages files again — as the recycled tree's after the swap moved them (a rename keeps the inode), or
 * linked unchanged into the next tree — and parsing the main site's (33,000 pages, 312 locale files at
 * scale 1) is ~0.3 s and much garbage. A file written anew has another inode or mtime, so it is read
 * again. Off by default: a one-off build reads each file once.
 */
let kept: Map<string, unknown> | null = null;

/**
 * The identities kept under each name (a site's file whatever tree it is in: `<site>:manifest`,
 * `<site>:pages/en`), oldest first: once a name has more than {@link KEPT_PER_NAME}, the oldest goes, so
 * that what an editor's rebuilds keep does not grow with their number.
 */
const named = new Map<string, string[]>();

/**
 * The name {@link readKeptFile} and {@link keepWrittenFile} keep a site's file under, whatever tree
 * (live, recycled, staging) it is in.
 * @param site the site's technical name (its tree's folder name).
 * @param file what the file is to the site: `manifest`, or its path in the tree.
 */
export function keptFileName(site: string, file: string): string {
  return `${site}:${file}`;
}

/** Identities kept per name: the live tree's, the recycled tree's and the one being written. */
const KEPT_PER_NAME = 3;

/** Most files kept (the least recently kept goes first), whatever their names. */
const FILES_KEPT = 4096;

/** Keeps the files {@link readKeptFile} parses for the rest of the process. Idempotent. */
export function keepParsedBuildFiles(): void {
  kept ??= new Map();
}

/**
 * Reads `file` and parses it with `parse`, or, with {@link keepParsedBuildFiles} on, takes what the
 * same file (same identity) parsed to before. The result may be shared between calls: callers never
 * change it.
 * @param input.name the file's name whatever tree it is in ({@link keptFileName}).
 * @throws what reading the file or `parse` throws (nothing is kept then).
 */
export async function readKeptFile<Parsed>(input: {
  file: string;
  name: string;
  parse: (text: string) => Parsed;
}): Promise<Parsed> {
  const { file, name, parse } = input;
  if (!kept) return parse(await readFile(file, 'utf8'));
  const key = fileIdentity(await stat(file));
  if (kept.has(key)) return kept.get(key) as Parsed;
  const parsed = parse(await readFile(file, 'utf8'));
  keep({ key, name, parsed });
  return parsed;
}

/**
 * With {@link keepParsedBuildFiles} on, keeps what `file`, just written, parses to (what
 * {@link readKeptFile}'s `parse` would give for it: `parsed()`), so that the next build reading the file
 * takes the very object: neither parsed nor, where the caller remembers things by object, worked out
 * again. Does nothing when off or when the file is gone. The object is never changed afterwards.
 */
export async function keepWrittenFile(input: {
  file: string;
  /** See {@link readKeptFile}. */
  name: string;
  parsed: () => unknown;
}): Promise<void> {
  if (!kept) return;
  const info = await stat(input.file).catch(() => null);
  if (info) keep({ key: fileIdentity(info), name: input.name, parsed: input.parsed() });
}

/**
 * A file's identity, `device:inode:size:mtimeMs`: the same while nobody writes the file (a rename keeps
 * it), another once it is written anew.
 */
export function fileIdentity(info: Stats): string {
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
}

function keep(input: { key: string; name: string; parsed: unknown }): void {
  const store = kept!;
  store.delete(input.key);
  store.set(input.key, input.parsed);
  const keys = (named.get(input.name) ?? []).filter((key) => key !== input.key && store.has(key));
  keys.push(input.key);
  while (keys.length > KEPT_PER_NAME) store.delete(keys.shift()!);
  named.set(input.name, keys);
  for (const oldest of store.keys()) {
    if (store.size <= FILES_KEPT) break;
    store.delete(oldest);
  }
}
