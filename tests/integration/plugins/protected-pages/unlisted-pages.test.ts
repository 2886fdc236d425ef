import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIREPRO_EXPO_TOKEN } from '../../../../sandbox/dataset/page-plans.ts';
import { startApiApp } from '../../../helpers/api-app.ts';
import { buildDemo } from '../../../helpers/build-demo.ts';

/** The folder of the wirepro-expo-2024 site in an output folder. */
const SITE_DIR = 'wirepro_expo_2024';

let out: string;
let buildId: string;
let app: Awaited<ReturnType<typeof startApiApp>>;

beforeAll(async () => {
  const built = await buildDemo({ site: ['wirepro-expo-2024'] });
  out = built.out;
  buildId = built.result.buildId;
  app = await startApiApp();
}, 180_000);

afterAll(async () => {
  await app?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

/**
 * The files of the token page's own gate, the only ones that may name its address: the gate page in
 * each locale; the page behind it and the access table the unlock route reads (plugins/protected-pages,
 * below `_build/protected-pages/`); the build's records of every page it wrote, the gate among them: the
 * manifest and each locale's pages file (core/pipeline/build-files.ts), whose links, checked apart, must
 * not lead to it. None below `_build/` is served (runtime/server/assets.ts `isServedBuildFile`).
 */
function isOwnGate(file: string): boolean {
  return (
    file.split(path.sep).includes(WIREPRO_EXPO_TOKEN) ||
    file.startsWith(path.join('_build', 'protected-pages') + path.sep) ||
    file.startsWith(path.join('_build', 'pages') + path.sep) ||
    file === path.join('_build', `${buildId}.json`)
  );
}

describe('a protected, unlisted page stays secret (customer-area §2 wirepro-expo-2024 {token})', () => {
  it("names the token in no file of the site's tree but its own gate's", async () => {
    const dir = path.join(out, SITE_DIR);
    const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    // The gate is built: the token page still opens to whoever knows its address.
    expect(files).toContain(path.join('en', WIREPRO_EXPO_TOKEN, 'index.html'));
    const naming: string[] = [];
    for (const file of files) {
      if ((await readFile(path.join(dir, file), 'utf8')).includes(WIREPRO_EXPO_TOKEN)) naming.push(file);
    }
    expect(naming.filter((file) => !isOwnGate(file))).toEqual([]);
    for (const file of files.filter((name) => name.startsWith(path.join('_build', 'pages') + path.sep))) {
      const { hrefs } = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { hrefs: string[] };
      expect(
        hrefs.filter((href) => href.includes(WIREPRO_EXPO_TOKEN)),
        file,
      ).toEqual([]);
    }
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
