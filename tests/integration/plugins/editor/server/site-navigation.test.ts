import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FooterView, HeaderView, NavigationItemView } from '../../../../../core/model/view.ts';
import { createContentDataset } from '../../../../../sandbox/dataset/index.ts';
import { startApiApp } from '../../../../helpers/api-app.ts';

interface NavigationAnswer {
  siteId: string;
  language: string;
  country: string;
  localeUrlCode: string;
  stage: string;
  editor: boolean;
  header: HeaderView;
  footer: FooterView;
}

const flatten = (items: NavigationItemView[]): NavigationItemView[] =>
  items.flatMap((item) => [item, ...flatten(item.items)]);
const titles = (answer: NavigationAnswer) => flatten(answer.header.items).map((item) => item.title);

let app: Awaited<ReturnType<typeof startApiApp>>;
beforeAll(async () => {
  const dataset = createContentDataset();
  // An editor's unpublished change: the History page exists only as a draft.
  const history = dataset.pages.find((page) => page.id === 'page-main-company-history')!;
  history.isPublished = false;
  app = await startApiApp({ dataset });
});
afterAll(() => app.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as NavigationAnswer & { error?: string },
  };
}

/** As an editor signed in to the editor area: with the editor cookie. */
const asEditor = (path: string) => get(path, { cookie: app.editorCookie });

describe('GET /api/site-navigation/public/:siteId (customer-area §7)', () => {
  it("answers the site's header and footer for visitors in the language's international view", async () => {
    const { status, body } = await get('/api/site-navigation/public/main?lang=en');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      siteId: 'main',
      language: 'en',
      country: 'ALL',
      localeUrlCode: 'en',
      stage: 'PUBLISHED',
      editor: false,
    });
    expect(titles(body)).toContain('Company');
    expect(titles(body)).not.toContain('Preview');
    expect(titles(body)).not.toContain('Apprenticeships');
    expect(flatten(body.header.items).every((item) => !item.hidden)).toBe(true);
    expect(body.header.items.find((item) => item.title === 'Company')?.url).toBe('/en/company');
    expect(body.footer.sections.length).toBeGreaterThan(0);
  });

  it("answers a language without an international locale in its default country's locale, not /de/… (a 302)", async () => {
    const { status, body } = await get('/api/site-navigation/public/main?lang=de');
    expect(status).toBe(200);
    expect(body).toMatchObject({ language: 'de', country: 'DE', localeUrlCode: 'de-de' });
    expect(titles(body)).toContain('Ausbildung');
    expect(body.header.items.find((item) => item.title === 'Unternehmen')?.url).toBe('/de-de/company');
  });

  it('filters by ?country= and localizes links for that locale', async () => {
    const { body } = await get('/api/site-navigation/public/main?lang=de&country=ch');
    expect(body).toMatchObject({ country: 'CH', localeUrlCode: 'de-ch' });
    expect(titles(body)).toContain('Ausbildung');
    expect(body.header.items.find((item) => item.title === 'Unternehmen')?.url).toBe('/de-ch/company');
  });

  it("adds a slug site's slug to its links", async () => {
    const { body } = await get('/api/site-navigation/public/events?lang=en');
    expect(body.header.items.find((item) => item.title === 'Company')?.url).toBe('/en/events/company');
  });

  it('is private to the browser and varies with its cookies (docs/security.md rule 10)', async () => {
    const { headers } = await get('/api/site-navigation/public/main?lang=en');
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    expect(headers.get('vary')).toMatch(/\bCookie\b/i);
  });

  it('leaves out pages that are only drafts, and ignores a stage parameter', async () => {
    const { body } = await get('/api/site-navigation/public/main?lang=en&stage=DRAFT');
    expect(body.stage).toBe('PUBLISHED');
    expect(titles(body)).not.toContain('History');
  });

  it.each(['bogus', ''])('ignores a stage it does not know on the public route (stage=%s)', async (stage) => {
    const answer = await get(`/api/site-navigation/public/main?lang=en&stage=${stage}`);
    expect(answer.status).toBe(200);
    expect(answer.body.stage).toBe('PUBLISHED');
  });
});

describe('GET /api/site-navigation/editor/:siteId (customer-area §7)', () => {
  it.each(['', '&stage=PUBLISHED', '&stage=DRAFT'])(
    'answers 401 without a valid editor hash, whatever the stage (%s)',
    async (stage) => {
      const attempts: Record<string, string>[] = [
        {},
        { cookie: 'editor-area-password=v1.1.forged' },
        { cookie: 'sf-draft=1' },
      ];
      for (const headers of attempts) {
        const { status, body } = await get(`/api/site-navigation/editor/main?lang=en${stage}`, headers);
        expect(status).toBe(401);
        expect(body).toEqual({ error: expect.stringMatching(/^Editor access only/) });
      }
    },
  );

  it('keeps hidden items and hidden sub-items, marked hidden', async () => {
    const { status, body } = await asEditor('/api/site-navigation/editor/main?lang=de');
    expect(status).toBe(200);
    expect(body).toMatchObject({ editor: true, stage: 'PUBLISHED' });
    const preview = body.header.items.find((item) => item.title === 'Vorschau');
    expect(preview?.hidden).toBe(true);
    const solutions = body.header.items.find((item) => item.title === 'Lösungen');
    expect(solutions?.hidden).toBe(false);
    expect(solutions?.items.length).toBeGreaterThan(0);
    expect(solutions?.items.every((item) => item.hidden)).toBe(true);
  });

  it('shows draft pages with stage=DRAFT only', async () => {
    expect(titles((await asEditor('/api/site-navigation/editor/main?lang=en')).body)).not.toContain(
      'History',
    );
    const draft = await asEditor('/api/site-navigation/editor/main?lang=en&stage=DRAFT');
    expect(draft.body.stage).toBe('DRAFT');
    expect(titles(draft.body)).toContain('History');
  });
});

describe('site navigation errors', () => {
  it.each([
    ['/api/site-navigation/public/nowhere?lang=en', 404, "Unknown site 'nowhere'."],
    ['/api/site-navigation/editor/legacy-microsite?lang=en', 404, "Unknown site 'legacy-microsite'."],
    [
      '/api/site-navigation/public/main?lang=xx',
      400,
      "Unknown lang 'xx': use one of the UI languages en, cs, de, es, fr, hu, ja, pt, ro, sk, zh.",
    ],
    [
      '/api/site-navigation/public/main',
      400,
      'Missing lang: use one of the UI languages en, cs, de, es, fr, hu, ja, pt, ro, sk, zh.',
    ],
    [
      '/api/site-navigation/public/main?lang=de-ch',
      400,
      "Unknown lang 'de-ch': use one of the UI languages en, cs, de, es, fr, hu, ja, pt, ro, sk, zh.",
    ],
    [
      '/api/site-navigation/editor/main?lang=en&stage=LIVE',
      400,
      "Unknown stage 'LIVE': use DRAFT or PUBLISHED.",
    ],
    [
      '/api/site-navigation/public/main?lang=de&country=us',
      400,
      "The site 'main' has no locale de-us: leave country out, or use one of its de locales (de-ch, de-de, de-at, de-li, de-lu).",
    ],
    [
      '/api/site-navigation/public/main?lang=en&country=XX',
      400,
      "Unknown country 'XX': use a country code such as CH, or leave country out for the international view.",
    ],
  ])('%s → %i', async (path, status, error) => {
    const answer = await asEditor(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ error });
  });
});

describe('site navigation through the server-data cache (public-site §9)', () => {
  it('serves the cached answer until an editor asks ?cache=clear; ?cache=false reads fresh without storing', async () => {
    const header = app.dataset.headerNavigations.find((navigation) => navigation.id === 'header-academy')!;
    const first = header.items[0]!;
    const path = '/api/site-navigation/public/academy?lang=en';
    const before = (await get(path)).body.header.items[0]?.title;

    first.title = { ...first.title, en: 'Renamed by an editor' };
    expect((await get(path)).body.header.items[0]?.title).toBe(before);
    // A visitor's cache directives are ignored: served from the cache as usual (docs/security.md rule 1).
    expect((await get(`${path}&cache=false`)).body.header.items[0]?.title).toBe(before);
    expect((await get(`${path}&cache=clear`)).body.header.items[0]?.title).toBe(before);
    expect((await get(path)).body.header.items[0]?.title).toBe(before);
    expect((await asEditor(`${path}&cache=false`)).body.header.items[0]?.title).toBe('Renamed by an editor');
    expect((await get(path)).body.header.items[0]?.title).toBe(before);
    // Next-release mode keeps its own entries.
    expect((await get(`${path}&nextRelease=true`)).body.header.items[0]?.title).toBe('Renamed by an editor');
    expect((await asEditor(`${path}&cache=clear`)).body.header.items[0]?.title).toBe('Renamed by an editor');
    expect((await get(path)).body.header.items[0]?.title).toBe('Renamed by an editor');
  });
});
