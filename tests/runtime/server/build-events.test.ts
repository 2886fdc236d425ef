import { describe, expect, it } from 'vitest';
import type { ManifestPage } from '../../../core/pipeline/manifest.ts';
import type { ServedSite } from '../../../core/serving/context.ts';
import { createBuildEventHub, diffBuilds } from '../../../runtime/server/build-events.ts';

function page(locale: string, path: string, hash: string): ManifestPage {
  return { locale, path, file: path === '' ? `${locale}/index.html` : `${locale}/${path}/index.html`, hash };
}

function served(input: {
  key: string;
  slug?: string | null;
  buildId: string;
  release?: string;
  pages: ManifestPage[];
}): ServedSite {
  return {
    site: { key: input.key, id: input.key },
    manifest: {
      buildId: input.buildId,
      release: input.release,
      site: { key: input.key, id: input.key, slug: input.slug ?? null, domains: null },
      pages: input.pages,
    },
  } as unknown as ServedSite;
}

const before = served({
  key: 'main',
  buildId: 'b1',
  release: 'r1',
  pages: [
    page('en', '', 'h0'),
    page('en', 'company/history', 'h1'),
    page('de-ch', 'company/history', 'h2'),
    page('en', 'old', 'h3'),
    { locale: 'en', path: '404', file: 'en/404.html', hash: 'x' },
  ],
});

describe('build events (site trees swapped in)', () => {
  it('lists the URL paths of pages whose hash changed, that appeared or disappeared', () => {
    const after = served({
      key: 'main',
      buildId: 'b2',
      release: 'r1',
      pages: [
        page('en', '', 'h0'),
        page('en', 'company/history', 'H1'),
        page('de-ch', 'company/history', 'h2'),
        page('en', 'new', 'h4'),
        { locale: 'en', path: '404', file: 'en/404.html', hash: 'y' },
      ],
    });
    expect(diffBuilds({ previous: [before], next: [after] })).toEqual([
      { site: 'main', buildId: 'b2', release: 'r1', changed: ['/en/company/history', '/en/new', '/en/old'] },
    ]);
  });

  it('puts the site slug into the paths of a site without its own host', () => {
    const old = served({ key: 'events', slug: 'events', buildId: 'b1', pages: [page('en', 'company', 'a')] });
    const next = served({
      key: 'events',
      slug: 'events',
      buildId: 'b2',
      pages: [page('en', 'company', 'b')],
    });
    expect(diffBuilds({ previous: [old], next: [next] })[0]!.changed).toEqual(['/en/events/company']);
  });

  it('sends nothing for a site whose build id stayed, and null paths for a new site or too many changes', () => {
    expect(diffBuilds({ previous: [before], next: [before] })).toEqual([]);
    const other = served({ key: 'shop', buildId: 'b9', pages: [page('en', '', 'a')] });
    expect(diffBuilds({ previous: [before], next: [before, other] })).toEqual([
      { site: 'shop', buildId: 'b9', release: 'b9', changed: null },
    ]);
    const many = served({
      key: 'main',
      buildId: 'b3',
      pages: [page('en', 'a', '1'), page('en', 'b', '2'), page('en', 'c', '3')],
    });
    expect(diffBuilds({ previous: [before], next: [many], maxChanged: 2 })[0]!.changed).toBeNull();
  });

  it('hub: subscribers get events until they leave; closing ends every subscription', () => {
    const hub = createBuildEventHub();
    const got: string[] = [];
    let ended = 0;
    const leave = hub.subscribe(
      (event) => got.push(event.buildId),
      () => ended++,
    );
    hub.subscribe(
      () => got.push('second'),
      () => ended++,
    );
    hub.emit({ site: 'main', buildId: 'b2', release: 'r', changed: [] });
    leave();
    hub.emit({ site: 'main', buildId: 'b3', release: 'r', changed: [] });
    hub.close();
    hub.subscribe(
      () => got.push('late'),
      () => ended++,
    );
    hub.emit({ site: 'main', buildId: 'b4', release: 'r', changed: [] });
    expect(got).toEqual(['b2', 'second', 'second']);
    expect(ended).toBe(2);
  });
});
