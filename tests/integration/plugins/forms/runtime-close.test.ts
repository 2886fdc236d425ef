import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import formsPlugin from '../../../../plugins/forms/index.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';
import { FORMS_STORE_KINDS, formsStoreUnderTest } from '../../../helpers/forms-stores.ts';

/*
 * The runtime stops the forms' store and outbox worker when it closes (core/pipeline/plugin.ts
 * `PluginRoute.dispose`, runtime/server/app.ts `close`): a send in flight finishes, nothing stays open.
 */

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sitefleet-forms-close-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.each(FORMS_STORE_KINDS)('closing the runtime, store on %s', (kind) => {
  const storeUnderTest = formsStoreUnderTest(kind);
  it("closes the forms' store and worker, removing the process's receiving folder, once", async () => {
    const databaseUrl = await storeUnderTest.databaseUrl();
    const dataDir = path.join(dir, kind);
    const context = await createRuntimeContext({
      outDir: path.join(dataDir, 'dist'),
      logger: silentLogger(),
      endpoints: {},
      settings: { forms: { dataDir, ...(databaseUrl ? { databaseUrl } : {}) } },
    });
    const runtime = createRuntimeApp({ context, plugins: [formsPlugin({})] });
    const incoming = path.join(dataDir, 'uploads', '.incoming');
    // The store opens as the route is made; its receiving folder shows it is up.
    for (let waited = 0; waited < 5_000; waited += 25) {
      if ((await readdir(incoming).catch(() => [])).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await readdir(incoming)).toHaveLength(1);
    await runtime.close();
    expect(await readdir(incoming)).toEqual([]);
    await expect(runtime.close()).resolves.toBeUndefined();
  });
});
