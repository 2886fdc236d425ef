import { type Site, UI_LANGUAGES, type UiLanguage } from '../../core/model/system-data.ts';
import { createBodies } from './bodies.ts';
import { type PagePlan, planPages } from './page-plans.ts';
import type { Random } from './prng.ts';
import { mapLocalized, TOPIC_TERMS, term } from './terms.ts';
import type { PageRecord, TranslationTargetRecord } from './types.ts';

/**
 * The id of a page: `page-<site id>-<key with / as ->`, e.g. `page-main-company-history`. Stable
 * across seeds so navigation, tests and configs can refer to pages.
 */
export const pageId = (siteId: string, key: string): string => `page-${siteId}-${key.replaceAll('/', '-')}`;

const BASE_TIME = Date.UTC(2024, 0, 8, 9, 0, 0);
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const GENERATED_PARENTS = ['solutions', 'solutions/wire-harness', 'company'];
const WITHOUT_SMALL_MARKETS = UI_LANGUAGES.filter((language) => !['hu', 'ro', 'sk'].includes(language));

/** Ordinary content pages added for `scale` > 1, so a site has about `scale` times its fixed pages. */
function generatedPlans(fixed: PagePlan[], scale: number, random: Random): PagePlan[] {
  const count = Math.max(0, Math.round(fixed.length * (scale - 1)));
  const parents = GENERATED_PARENTS.filter((key) => fixed.some((page) => page.key === key));
  return Array.from({ length: count }, (_, index): PagePlan => {
    const topic = random.pick(TOPIC_TERMS);
    const slug = `${topic}-${index + 1}`;
    const languages = random.chance(0.25) ? WITHOUT_SMALL_MARKETS : UI_LANGUAGES;
    return {
      key: parents.length > 0 ? `${random.pick(parents)}/${slug}` : slug,
      title: mapLocalized(term(topic, languages), (value) => `${value} ${index + 1}`),
      linkPath: random.pick(['/contact', '/solutions', '/company']),
    };
  });
}

/**
 * The default translation states of a page's targets (customer-area §4), a deterministic mix drawn from
 * its key (no random draw, so the pages' other draws stay as they were): half of the pages are fully
 * translated, a quarter have their last target in progress, a quarter their last two only marked.
 */
function defaultTargetState(
  key: string,
  index: number,
  count: number,
): TranslationTargetRecord['translationState'] {
  const mix = [...key].reduce((sum, character) => sum + character.charCodeAt(0), 0) % 4;
  if (mix === 2 && index === count - 1) return 'InProgress';
  if (mix === 3 && index >= count - 2) return 'MarkedForTranslation';
  return 'Translated';
}

function translationTargets(
  plan: PagePlan,
  source: UiLanguage,
  createdAt: number,
): TranslationTargetRecord[] {
  const languages = (Object.keys(plan.title) as UiLanguage[]).filter((language) => language !== source);
  const targets =
    plan.translationTargets ??
    languages.map((language, index) => ({
      language,
      translationState: defaultTargetState(plan.key, index, languages.length),
    }));
  return targets.map((target) => ({
    ...target,
    exportedAt: target.translationState === 'MarkedForTranslation' ? null : iso(createdAt + DAY_MS),
    importedAt: target.translationState === 'Translated' ? iso(createdAt + 3 * DAY_MS) : null,
  }));
}

/** The page record of `plan` on `site`: its id, parent, body and timestamps drawn from `random`. */
export function toRecord(site: Site, plan: PagePlan, random: Random): PageRecord {
  const separator = plan.key.lastIndexOf('/');
  const source = plan.translationSourceLanguage ?? 'en';
  const createdAt = BASE_TIME + random.int(0, 365) * DAY_MS + random.int(0, 86_399) * 1000;
  const updatedAt = createdAt + random.int(0, 90) * DAY_MS;
  const isPublished = plan.isPublished ?? true;
  const languages = UI_LANGUAGES.filter((language) => plan.title[language] !== undefined);
  // The group's home page opens its body with what it offers; a fair's or a brand's keeps its name.
  const isHome = site.id === 'main' && separator === -1 && (plan.slug ?? plan.key) === 'home';
  return {
    id: pageId(site.id, plan.key),
    siteId: site.id,
    slug: plan.slug ?? plan.key.slice(separator + 1),
    parentId: separator === -1 ? null : pageId(site.id, plan.key.slice(0, separator)),
    type: 'ContentPage',
    pageType: plan.pageType ?? null,
    theme: plan.theme ?? null,
    injection: null,
    languages,
    countries: plan.countries ?? [],
    translationSourceLanguage: source,
    translationTargetLanguages: translationTargets(plan, source, createdAt),
    isPublished,
    protection: plan.protection ?? 'none',
    password: plan.password ?? null,
    alternateVersions: plan.alternateVersions ?? [],
    canonicalUrl: plan.canonicalUrl ?? null,
    title: plan.title,
    body: createBodies({
      title: plan.title,
      linkPath: plan.linkPath ?? '/contact',
      random,
      extra: plan.bodyExtra,
      ...(isHome ? { heading: term('homeIntro', languages), link: term('homeContact', languages) } : {}),
    }),
    // Filled by sandbox/dataset/modules.ts, from its own random source.
    modules: [],
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    publishedAt: isPublished ? iso(updatedAt) : null,
  };
}

/**
 * Builds every site's pages (customer-area §3 page): the fixed pages of {@link planPages} plus, for
 * `scale` > 1, generated ordinary content pages (about `scale` × the fixed count per site, nested up to
 * three levels). Parents precede children; per site the order is stable.
 *
 * @param options.scale multiplier of the number of ordinary content pages (1: fixed pages only)
 */
export function createPages(options: { sites: Site[]; scale: number; random: Random }): PageRecord[] {
  const { sites, scale, random } = options;
  return sites.flatMap((site) => {
    const fixed = planPages(site);
    return [...fixed, ...generatedPlans(fixed, scale, random)].map((plan) => toRecord(site, plan, random));
  });
}
