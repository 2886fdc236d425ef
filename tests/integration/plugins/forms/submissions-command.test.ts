import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgram } from '../../../../cli/index.ts';
import { loadPluginCommands } from '../../../../cli/plugin-commands.ts';
import { openFormsDatabase } from '../../../../plugins/forms/store/database.ts';
import {
  claimDue,
  insertSubmission,
  markAttemptFailed,
} from '../../../../plugins/forms/store/submissions.ts';
import { emptySubmission } from '../../../helpers/forms-runtime.ts';
import { FORMS_STORE_KINDS, formsStoreUnderTest } from '../../../helpers/forms-stores.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

async function run(args: string[]): Promise<string> {
  let output = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    output += String(chunk);
    return true;
  });
  const commands = await loadPluginCommands({ root: process.cwd() });
  await createProgram({ commands }).parseAsync(args, { from: 'user' });
  vi.restoreAllMocks();
  return output;
}

describe.each(FORMS_STORE_KINDS)('sitefleet submissions, store on %s', (kind) => {
  const storeUnderTest = formsStoreUnderTest(kind);
  it('lists a failed submission and puts it back into the outbox with --retry', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-submissions-'));
    const databaseUrl = await storeUnderTest.databaseUrl();
    // The command reads the store's URL from the project config, here from its environment variable.
    if (databaseUrl) vi.stubEnv('SITEFLEET_FORMS_DATABASE_URL', databaseUrl);
    try {
      const store = await openFormsDatabase({
        file: path.join(root, '.sitefleet', 'submissions.sqlite'),
        databaseUrl,
      });
      const id = '4f7c2b0e-1d3a-4c5b-9e8f-0a1b2c3d4e5f';
      await insertSubmission({
        store,
        submission: emptySubmission(id),
        destination: { webhook: 'https://hooks.example.com/forms' },
      });
      await claimDue({ store, worker: 'w', limit: 1, leaseMs: 1000 });
      await markAttemptFailed({
        store,
        id,
        worker: 'w',
        error: 'The webhook answered 502',
        giveUp: true,
        retryAt: 0,
      });
      await store.close();

      const listed = await run(['submissions', '--root', root, '--log-level', 'none']);
      expect(listed).toMatch(
        new RegExp(
          `${id}\\s+story-feedback\\s+main\\s+\\S+\\s+failed\\s+attempts 1\\s+last error: The webhook answered 502`,
        ),
      );

      const retried = await run(['submissions', '--root', root, '--retry', '--log-level', 'none']);
      expect(retried).toContain('1 failed submission put back into the outbox.');
      expect(retried).toMatch(new RegExp(`${id}.*pending\\s+attempts 0`));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
