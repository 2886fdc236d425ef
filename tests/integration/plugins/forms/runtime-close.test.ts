import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../../core/logger.ts';
import formsPlugin from '../../../../plugins/forms/index.ts';
import { createRuntimeApp } from '../../../../runtime/server/app.ts';
import { createRuntimeContext } from '../../../../runtime/server/context.ts';

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

describe('closing the runtime', () => {
  it("closes the forms' store and worker, removing the process's receiving folder, once", async () => {
    const context = await createRuntimeContext({
      outDir: path.join(dir, 'dist'),
      logger: silentLogger(),
      endpoints: {},
      settings: { forms: { dataDir: path.join(dir, 'store') } },
    });
    const runtime = createRuntimeApp({ context, plugins: [formsPlugin({})] });
    const incoming = path.join(dir, 'store', 'uploads', '.incoming');
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
