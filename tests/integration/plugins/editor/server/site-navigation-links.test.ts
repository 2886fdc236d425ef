import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FooterView, HeaderView, NavigationItemView } from '../../../../../core/model/view.ts';
import { type PublicRuntime, startPublicRuntime } from '../../../../helpers/public-runtime.ts';
import { get } from '../../../../runtime/server/http.ts';

/*
 * customer-area §7 site navigation over a served build: every link the API answers, for every lang it
 * accepts, answers without a redirect on the site it belongs to (public-site §2: a locale the site
 * does not have answers 302).
 */

interface NavigationAnswer {
  localeUrlCode: string;
  header: HeaderView;
  footer: FooterView;
  error?: string;
}

const flatten = (items: NavigationItemView[]): NavigationItemView[] =>
  items.flatMap((item) => [item, ...flatten(item.items)]);

/** The site-relative links of an answer (external, anchor and action targets left out). */
const links = (answer: NavigationAnswer) =>
  [...flatten(answer.header.items), ...answer.footer.sections.flatMap((section) => flatten(section.items))]
    .map((item) => item.url)
    .filter((url): url is string => url?.startsWith('/') === true && !url.startsWith('//'));

/** The sites built, with the host each is served on. */
const SITES = [
  { id: 'main', host: undefined },
  { id: 'cabinet-building', host: 'cabinet-building.localhost' },
];
const LANGUAGES = ['en', 'de', 'fr', 'ja'];

let runtime: PublicRuntime;
beforeAll(async () => {
  runtime = await startPublicRuntime({
    site: SITES.map((site) => site.id),
    locale: ['en', 'de-de', 'de-ch', 'fr-ch'],
  });
}, 300_000);
afterAll(() => runtime?.close());

async function navigation(siteId: string, query: string) {
  const answer = await get({
    baseUrl: runtime.baseUrl,
    path: `/api/site-navigation/public/${siteId}?${query}`,
  });
  return { status: answer.status, body: JSON.parse(answer.body) as NavigationAnswer };
}

describe('site navigation links resolve (customer-area §7; public-site §2 URL resolution)', () => {
  it.each(SITES)('answers, for $id, links that each answer 200, for every lang it accepts', async (site) => {
    const accepted: string[] = [];
    for (const query of [...LANGUAGES.map((lang) => `lang=${lang}`), 'lang=de&country=ch']) {
      const { status, body } = await navigation(site.id, query);
      if (status === 400) {
        expect(body.error).toMatch(new RegExp(`^The site '${site.id}' has no locale`));
        continue;
      }
      expect(status).toBe(200);
      accepted.push(body.localeUrlCode);
      const paths = links(body);
      expect(paths.length).toBeGreaterThan(3);
      for (const path of new Set(paths)) {
        const answer = await get({ baseUrl: runtime.baseUrl, path, host: site.host });
        expect({ path, status: answer.status, location: answer.headers.location }).toEqual({
          path,
          status: 200,
          location: undefined,
        });
      }
    }
    // The languages the build serves are answered; those it lacks are refused, never redirected.
    expect(accepted).toEqual(
      site.id === 'main' ? ['en', 'de-de', 'fr-ch', 'de-ch'] : ['de-de', 'fr-ch', 'de-ch'],
    );
  });
});
