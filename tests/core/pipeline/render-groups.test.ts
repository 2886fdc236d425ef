import { describe, expect, it } from 'vitest';
import { localeGroups } from '../../../core/pipeline/locale-groups.ts';
import type {
  PageDescriptor,
  PageRenderer,
  RenderContext,
  ResolvedSite,
} from '../../../core/pipeline/plugin.ts';
import { renderPages } from '../../../core/pipeline/render-pages.ts';
import type { StagingTree } from '../../../core/pipeline/writer.ts';
import { localeOf } from '../../helpers/locale.ts';

const locale = localeOf;

const CODES = ['en-au', 'en-nz', 'en-de', 'en-gb'];
const site = {
  key: 'main',
  technicalName: 'main',
  cms: { slug: '' },
  locales: CODES.map(locale),
} as unknown as ResolvedSite;
/** The same page in each locale: props name the page's own locale only. */
const entries = CODES.map((code) => ({
  page: { locale: code, path: 'x', title: 'X', view: 'v', props: { home: `/${code}` } } as PageDescriptor,
  hash: code,
}));

/** Renders `entries` as `groups` with `renderer`; the files written, and how often the renderer ran. */
async function rendered(
  renderer: PageRenderer,
  groups: { size: number; checks: number }[],
  collectLinks = false,
  pages = entries,
) {
  const files = new Map<string, string>();
  const staging = {
    write: async ({ file, contents }: { file: string; contents: string | Uint8Array }) =>
      void files.set(file, Buffer.from(contents).toString('utf8')),
    remove: async () => {},
    flush: async () => {},
  } as unknown as StagingTree;
  let calls = 0;
  const counting: PageRenderer = (props, context) => {
    calls += 1;
    return renderer(props, context);
  };
  const renderers = new Map([['v', counting]]);
  const { links } = await renderPages({
    site,
    pages,
    groups,
    fragments: {},
    collectLinks,
    renderers,
    staging,
  });
  return { files, calls, links };
}

/** Each page rendered on its own, links collected. */
function renderedAlone(renderer: PageRenderer) {
  return rendered(
    renderer,
    entries.map(() => ({ size: 1, checks: 0 })),
    true,
  );
}

/** What rendering every page on its own writes. */
async function alone(renderer: PageRenderer) {
  return (
    await rendered(
      renderer,
      entries.map(() => ({ size: 1, checks: 0 })),
    )
  ).files;
}

const page = (body: (props: { home: string }, context: RenderContext) => string): PageRenderer => {
  return (props, context) =>
    `<html lang="${context.locale.code}"><a href="${props.home}">${body(props, context)}</a></html>`;
};

describe('rendering a locale group (each distinct page rendered once)', () => {
  it('renders the first page and its check, and writes the others by exchanging the codes', async () => {
    const renderer = page(() => 'home');
    const { files, calls } = await rendered(renderer, [{ size: 4, checks: 1 }]);
    expect(calls).toBe(2);
    expect(files).toEqual(await alone(renderer));
    expect(files.get('en-gb/x/index.html')).toBe('<html lang="en-GB"><a href="/en-gb">home</a></html>');
  });

  it('renders every page when a check differs (a renderer formatting numbers with the locale)', async () => {
    const renderer = page((_, { locale: { code } }) => new Intl.NumberFormat(code).format(1234.5));
    const { files, calls } = await rendered(renderer, [{ size: 4, checks: 2 }]);
    expect(files).toEqual(await alone(renderer));
    expect(calls).toBe(4);
  });

  it('checks one page of each formatting convention of the group', () => {
    const [group] = localeGroups({ entries, site, fragments: new Map(), versionOf: () => '1' });
    expect(group!.pages.map((entry) => entry.page.locale)[0]).toBe('en-au');
    // en-de writes 1.234,5 where en-au writes 1,234.5: it is among the checks.
    expect(group!.pages.slice(1, 1 + group!.checks).map((entry) => entry.page.locale)).toContain('en-de');
    expect(group!.pages).toHaveLength(4);
  });

  it('renders every page when the renderer reads the country', async () => {
    const renderer = page((_, { locale }) => (locale.country === 'DE' ? 'EU' : 'other'));
    const { files, calls } = await rendered(renderer, [{ size: 4, checks: 1 }]);
    expect(files).toEqual(await alone(renderer));
    expect(calls).toBe(4);
  });

  it("renders a page whose locale the first page's output already names", async () => {
    const renderer = page(() => '<a href="/en-gb/y">UK</a>');
    const { files, calls } = await rendered(renderer, [{ size: 4, checks: 1 }]);
    expect(files).toEqual(await alone(renderer));
    expect(calls).toBe(3);
  });

  it('writes the copies byte for byte, non-ASCII text and route payload included, with their links', async () => {
    const renderer: PageRenderer = (props, context) => ({
      html: `<html lang="${context.locale.code}"><a href="${(props as { home: string }).home}/zürich">Zürich – ${context.locale.urlCode}</a></html>`,
      payload: { lang: context.locale.code, title: 'Grüße', og: context.locale.code.replace('-', '_') },
    });
    const grouped = await rendered(renderer, [{ size: 4, checks: 1 }], true);
    const each = await renderedAlone(renderer);
    expect(grouped.calls).toBe(2);
    expect(grouped.files).toEqual(each.files);
    expect(grouped.files.get('en-nz/x/_payload.json')).toBe('{"lang":"en-NZ","title":"Grüße","og":"en_NZ"}');
    expect(grouped.links).toEqual(each.links);
    expect(grouped.links!.pages['en-de/x/index.html']!.map((i) => grouped.links!.hrefs[i])).toEqual([
      '/en-de/zürich',
    ]);
  });

  it('gives a copy at another path its own links, relative ones resolved against its own URL', async () => {
    const renderer: PageRenderer = () => '<a href="../y">up</a><a href="?p=2">next</a>';
    // One locale, two paths: equal inputs, so one group; the second page is a copy at another path.
    const pages = ['a', 'deep/c'].map((path) => ({
      page: { locale: 'en-de', path, title: 'X', view: 'v', props: {} } as PageDescriptor,
      hash: path,
    }));
    const linksOf = (result: Awaited<ReturnType<typeof rendered>>, file: string) =>
      result.links!.pages[file]!.map((i) => result.links!.hrefs[i]);
    const grouped = await rendered(renderer, [{ size: 2, checks: 0 }], true, pages);
    expect(grouped.calls).toBe(1);
    expect(linksOf(grouped, 'en-de/deep/c/index.html')).toEqual(['/en-de/y', '/en-de/deep/c?p=2']);
    expect(linksOf(grouped, 'en-de/a/index.html')).toEqual(['/y', '/en-de/a?p=2']);
  });

  it("renders every page when a check's links differ from the first's exchanged (a code only an entity spells)", async () => {
    // `en&#45;au` is no form of en-au in the HTML, yet its link leads to /en-au/x in every locale.
    const renderer = page(() => '<a href="/en&#45;au/x">AU</a>');
    const grouped = await rendered(renderer, [{ size: 4, checks: 1 }], true);
    const each = await renderedAlone(renderer);
    expect(grouped.calls).toBe(4);
    expect(grouped.links).toEqual(each.links);
  });

  it('refuses groups that do not add up to the batch', async () => {
    await expect(
      rendered(
        page(() => ''),
        [{ size: 3, checks: 1 }],
      ),
    ).rejects.toThrow(/hold 3 of its 4 pages/);
    await expect(
      rendered(
        page(() => ''),
        [{ size: 4, checks: 4 }],
      ),
    ).rejects.toThrow(/names a group of 4 pages/);
  });
});
