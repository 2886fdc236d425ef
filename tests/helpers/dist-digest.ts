import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LATEST_BUILD_FILE } from '../../core/pipeline/build-files.ts';

/**
 * A digest of a build's output tree that two builds of the same input share: every file except the
 * client bundle itself (`_assets/`), with the build id, the build time and the hashed client-bundle
 * file names (`/_assets/client-3f2a1b9c.js`) normalised. Two builds whose pages, build files and tables
 * are byte-identical have the same digest; the per-file digests say which file differs.
 *
 * Run `npx tsx tests/helpers/dist-digest.ts <dist>` to print it.
 *
 * @returns `{ total, files }`: the digest of everything and, per site-relative path, the file's digest
 *   (16 hex characters of SHA-256).
 */
export async function distDigest(outDir: string): Promise<{ total: string; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const buildIds = new Set<string>();
  for (const entry of await readdir(outDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === '_assets' || entry.name.startsWith('.')) continue;
    const latest = await readFile(path.join(outDir, entry.name, LATEST_BUILD_FILE), 'utf8').catch(() => null);
    if (latest) buildIds.add((JSON.parse(latest) as { buildId: string }).buildId);
  }
  const normalise = (text: string) => {
    let out = text.replace(/"builtAt":"[^"]*"/g, '"builtAt":"X"');
    for (const id of buildIds) out = out.replaceAll(id, 'BUILD-ID');
    return out.replace(/\/_assets\/([\w/-]*?)-[\w-]{8}\.(js|css)/g, '/_assets/$1-HASH.$2');
  };
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const relative = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    // Not served: the client bundle (compared by name pattern) and the recycled trees of earlier builds.
    .filter((file) => !file.startsWith(`_assets${path.sep}`) && !file.startsWith('.'))
    .sort();
  for (const file of relative) {
    const text = normalise(await readFile(path.join(outDir, file), 'utf8'));
    files.set(normalise(file), createHash('sha256').update(text).digest('hex').slice(0, 16));
  }
  const total = createHash('sha256');
  for (const [file, digest] of [...files].sort(([a], [b]) => (a < b ? -1 : 1)))
    total.update(`${digest} ${file}\n`);
  return { total: total.digest('hex'), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, files } = await distDigest(path.resolve(process.argv[2] ?? 'dist'));
  for (const [file, digest] of files) process.stdout.write(`${digest} ${file}\n`);
  process.stdout.write(`total ${total} (${files.size} files)\n`);
}
