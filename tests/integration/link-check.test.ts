import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices } from '../../cli/services.ts';
import { projectConfigSchema } from '../../config/project-schema.ts';
import { silentLogger } from '../../core/logger.ts';
import type { BuildResult } from '../../core/pipeline/build.ts';
import { linkCheckFile } from '../../core/pipeline/build-files.ts';
import { createLinkResolver, runtimeRoutesOf } from '../../core/pipeline/link-check.ts';
import { readBuiltSites } from '../../core/pipeline/manifest.ts';
import { internalLinks } from '../../core/pipeline/page-links.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';
import { buildDemo } from '../helpers/build-demo.ts';
import { demoPlugins } from '../helpers/demo-plugins.ts';
import { startEditableSandbox } from '../helpers/editable-sandbox.ts';
import { get } from '../runtime/server/http.ts';

const MAIN = 'www.machinery-group.test';

/**
 * The demo's broken links: none. The password-protected pages are built behind
 * their gates; the media releases are built on the main site, the only one whose footer links them; a
 * navigation item linking a page that is not built in a locale is left out there.
 */
const KNOWN_BROKEN: string[] = [];

let out: string;
let result: BuildResult;
let baseUrl: string;
let close: () => Promise<void>;
let services: Awaited<ReturnType<typeof startServices>> | undefined;

beforeAll(async () => {
  ({ out, result } = await buildDemo({ site: ['main', 'productronica', 'events'], locale: ['en'] }));
  // The sandbox services behind the runtime, so that routes such as `/file/{slug}` answer as deployed.
  services = await startServices({ config: projectConfigSchema.parse({}), logger: silentLogger() });
  const context = await createRuntimeContext({
    outDir: out,
    logger: silentLogger(),
    endpoints: services.endpoints,
  });
  const server = await listen({
    app: createRuntimeApp({ plugins: await demoPlugins(), context }).app,
    port: 0,
    host: '127.0.0.1',
  });
  baseUrl = server.url;
  close = server.close;
});

afterAll(async () => {
  await close?.();
  await services?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

/** The status a visitor ends on after following same-fleet redirects (at most five). */
async function finalStatus(href: string): Promise<number> {
  const url = new URL(href, 'http://link.invalid');
  let target = `${url.pathname}${url.search}`;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await get({ baseUrl, host: MAIN, path: target });
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) return answer.status;
    target = location;
  }
  return 0;
}

/** Every file below `dir` with its contents. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, file), await readFile(file, 'utf8'));
    }
  }
  return files;
}

describe('the link check', () => {
  it('lists the known broken links with their linking pages, and nothing else', () => {
    const check = result.linkCheck!;
    expect(check.severity).toBe('warn');
    expect(check.broken.map((link) => `${link.site} ${link.href}`)).toEqual(KNOWN_BROKEN);
    expect(check.checked).toBeGreaterThan(0);
    expect(check.broken.filter((link) => link.href.includes('media-releases'))).toEqual([]);
  });

  it('agrees with the runtime: every reported link ends on a 404, every other internal link on a page', async () => {
    const reported = new Set(result.linkCheck!.broken.map((link) => `${link.site} ${link.href}`));
    // Every site of this build is on the main host, so a site and an href name one request.
    const links = new Set<string>();
    for (const { dir, manifest } of await readBuiltSites(out)) {
      for (const page of manifest.pages) {
        const html = await readFile(path.join(dir, page.file), 'utf8');
        for (const href of internalLinks({ html, pageUrl: `/${page.locale}` })) {
          links.add(`${manifest.site.key} ${href}`);
        }
      }
    }
    expect(links.size).toBe(result.linkCheck!.checked);
    for (const link of links) {
      const href = link.slice(link.indexOf(' ') + 1);
      expect(await finalStatus(href), link).toBe(reported.has(link) ? 404 : 200);
    }
  });

  it("resolves what the fleet's plugins serve besides pages", async () => {
    const sites = (await readBuiltSites(out)).map(({ manifest }) => ({ ...manifest, redirects: [] }));
    const resolves = createLinkResolver({ sites, routes: runtimeRoutesOf(await demoPlugins()) });
    for (const href of [
      '/en/mykomax',
      '/en/mykomax/tickets',
      '/file/brochure?l=de-ch&dl=true',
      '/style-guide',
      '/blank-callback',
      '/api/products',
    ]) {
      expect(resolves({ from: 'main', href }), href).toBe(true);
    }
    expect(await finalStatus('/en/mykomax/tickets')).toBe(200);
  });

  it("writes each built site's findings into its tree, one report per locale", async () => {
    const read = async (site: string) =>
      JSON.parse(await readFile(path.join(out, site, linkCheckFile('en')), 'utf8')) as {
        checked: number;
        broken: { href: string }[];
      };
    const events = await read('events_north_america');
    // No build id in it: a build that changes nothing on a site leaves its report untouched.
    expect(Object.keys(events).sort()).toEqual(['broken', 'checked']);
    expect(events.broken.map((link) => `events ${link.href}`)).toEqual(
      KNOWN_BROKEN.filter((line) => line.startsWith('events ')),
    );
    const main = await read('machinery_group');
    expect(main.checked).toBeGreaterThan(0);
    expect(main.broken).toEqual([]);
  });

  it('with severity fail, fails the build naming the links and leaves the output as it was', async () => {
    const before = await snapshot(out);
    // An editor links a page that does not exist from an events page's body.
    const sandbox = await startEditableSandbox();
    const failure = await (async () => {
      const page = sandbox.content.pages.find((record) => record.siteId === 'events' && record.body.en)!;
      page.body.en = `${page.body.en}\n\nSee [the archive](/company/no-such-page).`;
      return buildDemo({
        out,
        site: ['events'],
        locale: ['en'],
        linkCheck: 'fail',
        endpoints: sandbox.endpoints,
      }).then(
        () => null,
        (error: Error) => error,
      );
    })().finally(() => sandbox.close());
    expect(failure?.name).toBe('BrokenLinks');
    expect(failure?.message).toContain('/en/events/company/no-such-page');
    // The main site's pages, built earlier into the same folder, still answer the events site's links
    // (the header's `hard:/en/media-releases`).
    expect(failure?.message).not.toMatch(/media-releases/);
    expect(await snapshot(out)).toEqual(before);
    // No staging tree is left behind (the recycled trees of earlier builds stay for the next one).
    expect((await readdir(out)).filter((entry) => /^\.(staging|previous)-/.test(entry))).toEqual([]);
  });

  it('with severity ignore, checks nothing and writes no report', async () => {
    const ignored = await buildDemo({ site: ['events'], locale: ['en'], linkCheck: 'ignore' });
    try {
      expect(ignored.result.linkCheck).toBeUndefined();
      const report = path.join(ignored.out, 'events_north_america', linkCheckFile('en'));
      await expect(readFile(report, 'utf8')).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(ignored.out, { recursive: true, force: true });
    }
  });
});
