import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../cli/build.ts';
import { loadSiteConfigs } from '../../config/load-sites.ts';
import { startContentService } from '../../sandbox/content/server.ts';
import { createContentDataset } from '../../sandbox/dataset/index.ts';
import { buildDemo } from '../helpers/build-demo.ts';

const run = promisify(execFile);
const BIN = path.resolve('bin/sitefleet.js');

/** A project root whose sites/ holds JSON copies of the repository's site files. */
async function projectRoot(extraFiles: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sitefleet-project-'));
  await mkdir(path.join(root, 'sites'));
  for (const { key, config } of await loadSiteConfigs(path.resolve('sites'))) {
    await writeFile(path.join(root, 'sites', `${key}.json`), JSON.stringify(config));
  }
  for (const [name, contents] of Object.entries(extraFiles)) await writeFile(path.join(root, name), contents);
  return root;
}

/** Every file below `dir` with its contents, to prove a failed build changed nothing. */
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

let out: string;
let before: Map<string, string>;

beforeAll(async () => {
  ({ out } = await buildDemo({ site: ['main'], locale: ['en'] }));
  before = await snapshot(out);
});

describe('a failed build', () => {
  it('on a broken sites/ file exits with 1, names the file and key, and leaves dist untouched', async () => {
    const root = await projectRoot();
    await writeFile(
      path.join(root, 'sites', 'events.json'),
      JSON.stringify({ locales: { dropLanguages: ['de', 'klingon'] } }),
    );
    const failure = await run('node', [BIN, 'build', '--root', root, '--out', out], {
      env: { ...process.env, NO_COLOR: '1' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      `${path.join(root, 'sites', 'events.json')}: locales.dropLanguages[1]:`,
    );
    expect(await snapshot(out)).toEqual(before);
  });

  it('on an unreachable content endpoint names the service and URL and leaves dist untouched', async () => {
    const root = await projectRoot({
      'sitefleet.config.json': JSON.stringify({
        services: { content: { url: 'http://127.0.0.1:9/graphql' } },
      }),
    });
    await expect(runBuild({ root, out, logLevel: 'none', quiet: true })).rejects.toThrow(
      /content service at http:\/\/127\.0\.0\.1:9\/graphql could not be reached for systemDataQuery: Network request failed/,
    );
    expect(await snapshot(out)).toEqual(before);
  });

  it('on a CMS answer missing a required field names the query and field path and leaves dist untouched', async () => {
    const service = await startContentService({ dataset: createContentDataset() });
    // A proxy in front of the real sandbox service that drops one required field from the answer.
    const proxy = createServer((incoming, response) => {
      const forward = httpRequest(
        service.url,
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          let body = '';
          answer.on('data', (chunk) => {
            body += chunk;
          });
          answer.on('end', () => {
            const json = JSON.parse(body);
            if (json.data?.countries) delete json.data.countries[3].defaultMeasurementSystem;
            response.writeHead(answer.statusCode ?? 200, { 'content-type': 'application/json' });
            response.end(JSON.stringify(json));
          });
        },
      );
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`;
      const root = await projectRoot({
        'sitefleet.config.json': JSON.stringify({ services: { content: { url } } }),
      });
      await expect(runBuild({ root, out, logLevel: 'none', quiet: true })).rejects.toThrow(
        /content service answered systemDataQuery with unexpected data:\n {2}- countries\[3\]\.defaultMeasurementSystem:/,
      );
      expect(await snapshot(out)).toEqual(before);
    } finally {
      proxy.close();
      await service.close();
    }
  });
});
