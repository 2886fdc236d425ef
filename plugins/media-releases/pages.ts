import { newestFirst } from '../../core/content/newest-first.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { BreadcrumbView } from '../../core/model/view.ts';
import type { PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import type { BodyFragment } from '../../core/rich-text/localized-body.ts';
import { createAlternatesOf, siteOrigin } from '../../core/routing/alternates.ts';
import { isSlugSegment } from '../../core/routing/slug-segment.ts';
import { localeFrames, type OwnProps } from '../../runtime/ui/page-frame.ts';
import type { MediaReleasesPluginData } from './load.ts';
import type { ResolvedOptions } from './options.ts';
import type { MediaRelease } from './queries.ts';
import type { ListViewProps, ReleaseViewProps } from './renderers.tsx';
import { MEDIA_RELEASES_PATH, mediaReleasePath } from './rules.ts';
import { mediaReleaseView } from './views.ts';

/**
 * Declares the media release pages of the site (public-site §2 `/{locale}/media-releases`,
 * `/{locale}/media-releases/{slug}`; §3 media release): the list in EVERY locale of the site
 * (the footer links it everywhere; a language without releases shows 'No media releases available'),
 * newest first with ad hoc announcements marked, and each release in the locales whose language has it
 * (no fallback language). Each page has the default layout, breadcrumbs under the list, a canonical URL
 * and hreflang alternates over the languages that have its path; a release's page has its lead text as
 * meta description and its body is a fragment `body:{id}:{language}` the locales of that language share.
 * Releases whose slug cannot be a path segment are left out, with a warning.
 */
export function declareMediaReleasePages(
  context: PagesContext<MediaReleasesPluginData>,
  options: ResolvedOptions,
): PageDescriptor[] {
  const { site, data, logger } = context;
  const origin = options.origin ?? siteOrigin(site, context.system);
  const reported = new Set<string>();

  const byLanguage = new Map<string, MediaRelease[]>();
  for (const [language, releases] of data.byLanguage) {
    const valid = releases.filter((release) => {
      if (isSlugSegment(release.slug)) return true;
      const message = `Media release ${release.id} has the slug '${release.slug}', which cannot be its path; it gets no page`;
      if (!reported.has(message)) logger.warn(message);
      reported.add(message);
      return false;
    });
    byLanguage.set(language, newestFirst(valid));
  }
  const hasPath = (locale: Locale, path: string): boolean =>
    path === MEDIA_RELEASES_PATH ||
    (byLanguage.get(locale.language) ?? []).some((release) => mediaReleasePath(release.slug) === path);
  // The hreflang cluster of a path is computed once; each page takes its own list from it.
  const alternatesOf = createAlternatesOf({ site, system: context.system, origin, has: hasPath });

  const descriptors: PageDescriptor[] = [];
  for (const { locale, frame } of localeFrames({ context, origin, alternatesOf })) {
    const releases = byLanguage.get(locale.language) ?? [];
    const { fragments, trail } = frame;
    const { t, href } = frame.layout;
    const title = t('media-releases:title');
    const views = releases.map((release) => mediaReleaseView(release, { locale, href }));

    descriptors.push({
      locale: locale.urlCode,
      path: MEDIA_RELEASES_PATH,
      title,
      view: 'media-releases:list',
      props: {
        title,
        releases: views,
        breadcrumbs: trail({ title, href: null }),
        head: frame.head({ title, path: MEDIA_RELEASES_PATH }),
      } satisfies OwnProps<ListViewProps>,
      fragments,
      sources: releases.map((release) => release.id),
    });
    const list: BreadcrumbView = { title, href: href(`/${MEDIA_RELEASES_PATH}`) };
    releases.forEach((release, index) => {
      const body: BodyFragment = {
        markdown: release.body?.markdown ?? null,
        siteSlug: frame.layout.siteSlug,
      };
      const path = mediaReleasePath(release.slug);
      descriptors.push({
        id: release.id,
        locale: locale.urlCode,
        path,
        title: release.title,
        view: 'media-releases:release',
        props: {
          release: views[index]!,
          breadcrumbs: trail(list, { title: release.title, href: null }),
          head: frame.head({ title: release.title, path, article: release }),
        } satisfies OwnProps<ReleaseViewProps>,
        fragments: { ...fragments, body: context.fragment(`body:${release.id}:${release.locale}`, body) },
        sources: [release.id],
      });
    });
  }
  return descriptors;
}
