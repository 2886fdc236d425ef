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

/** Most files kept (the oldest read goes first): a few builds' manifests and locale files of a fleet. */
const FILES_KEPT = 4096;

/** Keeps the files {@link readKeptFile} parses for the rest of the process. Idempotent. */
export function keepParsedBuildFiles(): void {
  kept ??= new Map();
}

/**
 * Reads `file` and parses it with `parse`, or, with {@link keepParsedBuildFiles} on, takes what the
 * same file (same identity) parsed to before. The result may be shared between calls: callers never
 * change it.
 * @throws what reading the file or `parse` throws (nothing is kept then).
 */
export async function readKeptFile<Parsed>(file: string, parse: (text: string) => Parsed): Promise<Parsed> {
  if (!kept) return parse(await readFile(file, 'utf8'));
  const key = identityOf(await stat(file));
  if (kept.has(key)) return kept.get(key) as Parsed;
  const parsed = parse(await readFile(file, 'utf8'));
  keep(key, parsed);
  return parsed;
}

/**
 * With {@link keepParsedBuildFiles} on, keeps `parsed` as what `file`, just written from it, parses to
 * (what {@link readKeptFile}'s `parse` would give for it), so that the next build reading the file
 * takes the very object: neither parsed nor, where the caller remembers things by object, worked out
 * again. Does nothing when off or when the file is gone. `parsed` is never changed afterwards.
 */
export async function keepWrittenFile(file: string, parsed: unknown): Promise<void> {
  if (!kept) return;
  const info = await stat(file).catch(() => null);
  if (info) keep(identityOf(info), parsed);
}

function identityOf(info: Stats): string {
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
}

function keep(key: string, parsed: unknown): void {
  kept!.delete(key);
  kept!.set(key, parsed);
  for (const oldest of kept!.keys()) {
    if (kept!.size <= FILES_KEPT) break;
    kept!.delete(oldest);
  }
}
