import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type CheerioAPI, load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo } from '../../../helpers/build-demo.ts';

/** The header's News button: the `action:news-feed` item of every demo site's header navigation. */
const NEWS_BUTTON = '.sf-header button[data-sf-action="news-feed"]';

let out: string;

async function page(file: string): Promise<CheerioAPI> {
  return load(await readFile(path.join(out, file), 'utf8'));
}

beforeAll(async () => {
  ({ out } = await buildDemo({ site: ['main', 'productronica'], locale: ['en'] }));
}, 180_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('the News button only where the news feed runs (public-site §6, customer-area §1)', () => {
  it('is in the header of the public main site', async () => {
    for (const file of ['machinery_group/en/index.html', 'machinery_group/en/company/index.html']) {
      expect((await page(file))(NEWS_BUTTON), file).toHaveLength(1);
    }
  });

  it.each([
    ['a slug site', 'productronica/en/index.html'],
    ['the editor area', 'machinery_group/en/editor/index.html'],
    ['the customer area', 'machinery_group/en/mykomax/index.html'],
  ])('is not rendered on %s, whose header keeps the links below it', async (_case, file) => {
    const $ = await page(file);
    expect($('.sf-header').length, file).toBe(1);
    expect($('[data-sf-action]'), file).toHaveLength(0);
    // The item's sub-item, the media releases, takes its place.
    expect($('.sf-header a[href$="/media-releases"]').length, file).toBeGreaterThan(0);
  });
});
