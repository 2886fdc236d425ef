import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../../core/logger.ts';
import type { ResolvedOptions } from '../options.ts';
import { createForwarder } from '../outbox/forward.ts';
import { type OutboxWorker, startOutboxWorker } from '../outbox/worker.ts';
import { type FormsDatabase, openFormsDatabase } from '../store/database.ts';
import { type FormsSettings, storePaths } from './settings.ts';

/** The forms' store and outbox worker of one runtime. */
export interface FormsService {
  store: FormsDatabase;
  worker: OutboxWorker;
  /** Absolute uploads folder (`{dataDir}/uploads`): one sub-folder per submission id. */
  uploadsDir: string;
  /** Where uploads are received before they are checked (`{uploadsDir}/.incoming`). */
  tempDir: string;
  close(): Promise<void>;
}

/**
 * Opens the store (SQLite or PostgreSQL, store/database.ts) and starts the outbox worker; receives
 * uploads in a folder of this process's own below `{uploads}/.incoming/` (removed on close), after
 * removing the folders there older than a day (files of requests a crash cut off).
 *
 * @throws the store's error when it cannot be opened.
 */
export async function startFormsService(input: {
  settings: FormsSettings;
  options: ResolvedOptions;
  logger: Logger;
}): Promise<FormsService> {
  const paths = storePaths(input.settings);
  // One folder per process: runtimes sharing `.sitefleet` (a cluster, preview beside start) must not
  // remove each other's uploads in flight. Folders a crashed process left are removed after a day.
  const incoming = path.join(paths.uploads, '.incoming');
  await removeStaleFolders(incoming, STALE_INCOMING_MS);
  await mkdir(incoming, { recursive: true });
  const tempDir = await mkdtemp(path.join(incoming, `${process.pid}-`));
  const store = await openFormsDatabase({
    file: paths.file,
    databaseUrl: input.settings.databaseUrl,
    logger: input.logger,
  });
  const forward = createForwarder({
    smtpUrl: input.settings.smtpUrl,
    from: input.options.from,
    uploadsDir: paths.uploads,
    timeoutMs: Math.floor(input.options.outbox.leaseMs / 2),
  });
  const worker = startOutboxWorker({ store, forward, options: input.options.outbox, logger: input.logger });
  return {
    store,
    worker,
    uploadsDir: paths.uploads,
    tempDir,
    async close() {
      await worker.stop();
      forward.close();
      await store.close();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

/** Age after which a receiving folder is taken for one a crashed process left: a day, in ms. */
const STALE_INCOMING_MS = 24 * 60 * 60 * 1000;

/** Removes the folders below `dir` not changed for `ageMs`. */
async function removeStaleFolders(dir: string, ageMs: number): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const folder = path.join(dir, entry.name);
    const changed = await stat(folder).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - changed > ageMs) await rm(folder, { recursive: true, force: true });
  }
}
