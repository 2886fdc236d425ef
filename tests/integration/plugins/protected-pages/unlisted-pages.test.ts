import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIREPRO_EXPO_TOKEN } from '../../../../sandbox/dataset/page-plans.ts';
import { startApiApp } from '../../../helpers/api-app.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';

/** The folder of the wirepro-expo-2024 site in an output folder. */
const SITE_DIR = 'wirepro_expo_2024';

let out: string;
let app: Awaited<ReturnType<typeof startApiApp>>;

beforeAll(async () => {
  const built = await buildDemo({ site: ['wirepro-expo-2024'] });
  out = built.out;
  app = await startApiApp();
}, 180_000);

afterAll(async () => {
  await app?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

describe('a protected, unlisted page stays secret (customer-area §2 wirepro-expo-2024 {token})', () => {
  it("names the token in no file of the site's tree, neither in its name nor in its contents", async () => {
    const dir = path.join(out, SITE_DIR);
    const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    // The gate is built, as a secret page (core/pipeline/secret-pages.ts): the runtime finds it by the
    // digest of the address a request names (tests/integration/plugins/protected-pages).
    expect(
      files.filter((file) => file.startsWith(path.join('_build', 'secret-pages') + path.sep)),
    ).toHaveLength(1);
    const naming: string[] = [];
    for (const file of files) {
      if (file.includes(WIREPRO_EXPO_TOKEN)) naming.push(file);
      else if ((await readFile(path.join(dir, file), 'utf8')).includes(WIREPRO_EXPO_TOKEN)) naming.push(file);
    }
    expect(naming).toEqual([]);
  });

  it.each(['public', 'editor'])('is left out of the %s site-navigation API answer', async (kind) => {
    const response = await fetch(`${app.baseUrl}/api/site-navigation/${kind}/wirepro-expo-2024?lang=en`, {
      headers: kind === 'editor' ? { cookie: app.editorCookie } : {},
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('"header"');
    expect(body).not.toContain(WIREPRO_EXPO_TOKEN);
  });
});
