import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecurityRuntime, startSecurityRuntime } from '../../helpers/security-runtime.ts';
import { get, type HttpAnswer } from '../../runtime/server/http.ts';

/** Tag scripts on hosts of their own, as production configures them, so the CSP names them. */
const TAGS = {
  mainDomain: 'machinery-group.test',
  consent: {
    group: 'https://consent.tags.test/group.js',
    development: 'https://consent.tags.test/development.js',
    other: 'https://consent.tags.test/other.js',
  },
  performance: 'https://performance.tags.test/loader.js',
  tagManager: 'https://manager.tags.test/gtm.js',
};
const TAG_ORIGINS = [
  'https://consent.tags.test',
  'https://performance.tags.test',
  'https://manager.tags.test',
];
/** The image asset host's origin: config `images.assetHost` unset, the sandbox image service. */
const ASSET_ORIGIN = 'http://127.0.0.1:4322';

let runtime: SecurityRuntime;
let identityOrigin: string;

beforeAll(async () => {
  runtime = await startSecurityRuntime({ config: { tags: TAGS } });
  identityOrigin = new URL(runtime.context.identityIssuer ?? '').origin;
});

afterAll(async () => {
  await runtime?.close();
});

const page = (path: string) => get({ baseUrl: runtime.baseUrl, path });

/** The sources of one CSP directive (`['self'", 'data:', …]`), [] when the directive is absent. */
function directive(answer: HttpAnswer, name: string): string[] {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  const entry = csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return entry ? entry.split(/\s+/).slice(1) : [];
}

/** `src` of the tag scripts in a page. */
function tagScripts(answer: HttpAnswer): string[] {
  const $ = load(answer.body);
  return $('script[src]')
    .map((_, script) => $(script).attr('src') ?? '')
    .get()
    .filter((src) => src.includes('tags.test') || src.startsWith('/_tags/'));
}

describe('no tag script where tokens are held (docs/security.md rule 4)', () => {
  it.each([
    '/en/mykomax',
    '/en/mykomax/tickets',
    '/en/MyKomax/tickets/list',
    '/en/%6Dykomax/account',
    '/en/callback',
    '/en/callback?code=abc&state=xyz',
    '/blank-callback',
    '/en/editor',
    '/en/editor/translations',
  ])('%s: no consent, performance or tag-manager script, no tag host in the CSP', async (path) => {
    const answer = await page(path);
    expect(tagScripts(answer)).toEqual([]);
    expect(answer.body).not.toContain('data-sf-tag');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).not.toContain('tags.test');
    expect(directive(answer, 'img-src')).toEqual(["'self'", 'data:', ASSET_ORIGIN]);
  });

  it('serves the customer area itself (the shell) without tags', async () => {
    const answer = await page('/en/mykomax/tickets');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('data-island');
  });

  it('lets only the sign-in pages contact the identity provider', async () => {
    for (const path of ['/en/mykomax', '/en/callback']) {
      expect(directive(await page(path), 'connect-src'), path).toEqual(["'self'", identityOrigin]);
    }
    for (const path of ['/en', '/en/editor', '/blank-callback']) {
      expect(directive(await page(path), 'connect-src'), path).not.toContain(identityOrigin);
    }
  });
});

describe('tag scripts on public pages (public-site §4 tags)', () => {
  it('puts the three scripts into a public page, and allows their hosts there only', async () => {
    const answer = await page('/en/company');
    expect(answer.status).toBe(200);
    expect(tagScripts(answer)).toEqual([TAGS.consent.other, TAGS.performance, TAGS.tagManager]);
    expect(directive(answer, 'script-src')).toEqual(["'self'", ...TAG_ORIGINS]);
    expect(directive(answer, 'connect-src')).toEqual(["'self'", ...TAG_ORIGINS]);
    expect(directive(answer, 'img-src')).toEqual(["'self'", 'data:', ASSET_ORIGIN, ...TAG_ORIGINS]);
  });

  it('allows images from this origin and the asset host only, and every image of the page is among them', async () => {
    const answer = await page('/en/services');
    const allowed = directive(answer, 'img-src');
    expect(allowed).not.toContain('https:');
    const $ = load(answer.body);
    const urls = [
      ...$('img[src]')
        .map((_, image) => $(image).attr('src') ?? '')
        .get(),
      ...$('img[srcset], source[srcset]')
        .map((_, image) =>
          ($(image).attr('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
        )
        .get(),
    ];
    const origins = new Set(urls.map((url) => new URL(url, runtime.baseUrl).origin));
    expect(origins.size).toBeGreaterThan(0);
    for (const origin of origins) {
      expect(origin === runtime.baseUrl || allowed.includes(origin), origin).toBe(true);
    }
  });
});
