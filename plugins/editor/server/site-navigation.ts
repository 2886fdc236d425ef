import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { type ContentStage, loadNavigation, loadSystemData } from '../../../core/content/services.ts';
import { localePreference } from '../../../core/graphql/content-request.ts';
import { logRequestFailure } from '../../../core/graphql/log.ts';
import { ALL_COUNTRY_CODE } from '../../../core/model/system-data.ts';
import { linkSiteSlug } from '../../../core/routing/link-slug.ts';
import { buildLayoutNavigation } from '../../../core/routing/navigation.ts';
import { dropSitesWithoutNavigation } from '../../../core/routing/site-filter.ts';
import type { RuntimeContext } from '../../../core/serving/context.ts';
import { requestTransports } from '../../../runtime/kit/content-transport.ts';
import { requireEditor } from '../../../runtime/kit/editor-access.ts';
import { ApiProblem, parseQuery, uiLanguageParameter } from '../../../runtime/kit/query.ts';
import { navigationLocale } from './navigation-locale.ts';

const STAGES = ['DRAFT', 'PUBLISHED'] as const satisfies readonly ContentStage[];

/**
 * The site-navigation API (customer-area §7 "Own server"), mounted under `/api`:
 *
 * - `GET /site-navigation/public/:siteId?lang={language}[&country={code}]`: the site's header and footer
 *   as visitors see them (hidden items left out), stage PUBLISHED;
 * - `GET /site-navigation/editor/:siteId?lang={language}[&stage=DRAFT|PUBLISHED][&country={code}]`:
 *   the same with hidden items kept and marked `hidden: true` (stage default PUBLISHED). Editors only
 *   (docs/security.md rule 1): without a valid editor hash in the editor cookie, 401 JSON `{ error }` for any
 *   stage, and nothing is loaded (runtime/kit/editor-access.ts).
 *
 * `lang` is a UI language (`de`); `country` (optional, any case) asks for that country's locale, default
 * the language's international view (`ALL`). The answer is for the site's locale of them
 * (./navigation-locale.ts): `{lang}-{country}`, or without a country the international `{lang}`, else
 * the language's default country's locale (`de-de` on a site without `de`), else its first; items are
 * filtered by that locale's country (and, for visitors, to pages built in it) and links localized for
 * it, with the site's slug, so that every link answers without a redirect or a 404. Answers JSON
 * `{ siteId, language, country, localeUrlCode, stage, editor, header, footer }` (core/model/view.ts
 * HeaderView, FooterView). Errors are JSON `{ error }`: 400 for a missing or unknown lang, stage or
 * country or a locale the site does not have (the message names those it has), 404 for an unknown site
 * (or one without header or footer navigation), 502 when the content service fails. Content comes through the
 * server-data cache (`?cache=false|clear` apply for editors only). Public answers are `private,
 * max-age=60` with `Vary: Cookie` (the next-release and fallback-language cookies change them); editor
 * answers `no-store`.
 */
export function createSiteNavigationRouter(context: RuntimeContext): express.Router {
  const router = express.Router();
  router.get('/public/:siteId', (request, response) => answer({ context, request, response, editor: false }));
  router.get('/editor/:siteId', requireEditor(context), (request, response) =>
    answer({ context, request, response, editor: true }),
  );
  return router;
}

async function answer(input: {
  context: RuntimeContext;
  request: Request;
  response: Response;
  editor: boolean;
}): Promise<void> {
  const { context, request, response, editor } = input;
  const siteId = String(request.params.siteId);
  try {
    const query = editor ? parseQuery(request, editorQuery) : parseQuery(request, publicQuery);
    const { language, stage } = query;
    const endpoint = context.endpoints.content;
    if (!endpoint) throw new ApiProblem(503, 'No content service is configured.');
    const { cached: transport, access } = requestTransports({ context, request, response });
    const system = await loadSystemData({ transport });
    const requested = knownCountry(query.country, system.countries);
    const site = dropSitesWithoutNavigation(system.sites).kept.find((candidate) => candidate.id === siteId);
    if (!site) throw new ApiProblem(404, `Unknown site '${siteId}'.`);
    const locale = navigationLocale({ context, site, system, language, country: requested });
    const languages = localePreference({ language, fallbackLanguage: access.modes.fallbackLanguage });
    const navigation = await loadNavigation({ transport, site, languages, stage });
    const { country, urlCode: localeUrlCode } = locale;
    const views = buildLayoutNavigation({
      navigation,
      country,
      language: locale.language,
      editor,
      localeUrlCode,
      siteSlug: linkSiteSlug(site),
    });
    response.setHeader('cache-control', editor ? 'no-store' : 'private, max-age=60');
    response.vary('Cookie');
    response.json({ siteId, language, country, localeUrlCode, stage, editor, ...views });
  } catch (error) {
    if (error instanceof ApiProblem) {
      response.status(error.status).json({ error: error.message });
      return;
    }
    logRequestFailure({ logger: context.logger, error, context: `site navigation of '${siteId}'` });
    const message = error instanceof Error ? error.message : String(error);
    response.status(502).json({ error: `The content service could not answer: ${message}` });
  }
}

/** The public navigation query: `lang` (a UI language), `country`; anything else (a `stage`) is ignored. */
const publicQuery = z
  .object({ lang: uiLanguageParameter('lang'), country: z.string().optional() })
  .transform(({ lang, country }) => ({ language: lang, country, stage: 'PUBLISHED' as const }));

/** The editor navigation query: the public one plus `stage` (default PUBLISHED). */
const editorQuery = z
  .object({
    lang: uiLanguageParameter('lang'),
    stage: z
      .enum(STAGES, { error: (issue) => `Unknown stage '${String(issue.input)}': use DRAFT or PUBLISHED.` })
      .default('PUBLISHED'),
    country: z.string().optional(),
  })
  .transform(({ lang, ...rest }) => ({ language: lang, ...rest }));

/** The country code of `value` in the content service's country list, `ALL` when none is given. */
function knownCountry(value: string | undefined, countries: readonly { countryCode: string }[]): string {
  if (value === undefined || value === '') return ALL_COUNTRY_CODE;
  const code = value.toUpperCase();
  if (code === ALL_COUNTRY_CODE || countries.some((country) => country.countryCode === code)) return code;
  throw new ApiProblem(
    400,
    `Unknown country '${value}': use a country code such as CH, or leave country out for the international view.`,
  );
}
