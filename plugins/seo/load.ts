import { loadPages } from '../../core/content/services.ts';
import { localePreference } from '../../core/graphql/content-request.ts';
import { localeLanguages } from '../../core/model/locale.ts';
import type { LoadContext } from '../../core/pipeline/plugin.ts';

/** What a CMS page says about its own URL, in one language (public-site §3 page). */
export interface PageUrlFacts {
  /** The page is password- or role-protected: its public face is a gate, no page for search engines. */
  protected: boolean;
  canonicalUrl: string | null;
  alternateVersions: { hreflang: string; url: string }[];
}

/**
 * What the seo plugin loads: per language, the CMS pages that are protected or name a canonical URL or
 * alternate versions.
 */
export interface SeoData {
  /** `<language>:<page id>` → the page's facts; pages naming neither are left out. */
  pageFacts: Map<string, PageUrlFacts>;
}

/**
 * Loads the site's CMS pages in every language of its locales, as content-pages does (the same
 * requests, so the shared queue answers them once), and keeps only what the sitemap needs: which are
 * protected (their gates stay out), their canonical URLs (pages canonical elsewhere stay out) and their
 * alternate versions (listed as their heads list them).
 */
export async function loadSeoData(context: LoadContext): Promise<SeoData> {
  const { site, fetch: transport } = context;
  const languages = localeLanguages(site.locales);
  const pagesByLanguage = await Promise.all(
    languages.map((language) =>
      loadPages({ transport, siteId: site.cms.id, languages: localePreference({ language }) }),
    ),
  );
  // Filled in language order, whatever order the answers came in: the data is part of the site's inputs hash.
  const pageFacts = new Map<string, PageUrlFacts>();
  languages.forEach((language, index) => {
    for (const page of pagesByLanguage[index] ?? []) {
      if (page.locale !== language) continue;
      const isProtected = page.protection !== 'none';
      if (!isProtected && page.canonicalUrl === null && page.alternateVersions.length === 0) continue;
      const { canonicalUrl, alternateVersions } = page;
      pageFacts.set(`${language}:${page.id}`, { protected: isProtected, canonicalUrl, alternateVersions });
    }
  });
  return { pageFacts };
}
