import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Set while a run's temporary folder is in place (the projects share the root's setup). */
const RUN_FOLDER = 'SITEFLEET_TEST_TMPDIR';

/**
 * Gives the whole test run one temporary folder: `TMPDIR` points into it while the tests run (so every
 * `mkdtemp(tmpdir())` of the tests, the builds they make and Chromium's profiles land there), and the
 * folder is removed when the run ends, passed or failed. Each vitest project inherits this setup; only
 * the first call makes the folder (a nested one would give Chromium a socket path over the limit).
 */
export default function setup(): () => void {
  if (process.env[RUN_FOLDER]) return () => {};
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(path.join(tmpdir(), 'sf-tests-'));
  process.env.TMPDIR = folder;
  process.env[RUN_FOLDER] = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    delete process.env[RUN_FOLDER];
    rmSync(folder, { recursive: true, force: true });
  };
}
