import { capabilitySlug, findCapabilityBySlug } from '../../core/catalogue/capability-slug.ts';
import type { ClassificationView } from '../../core/catalogue/classifications.ts';
import { productLineage, resolveMeasurementSystem } from '../../core/catalogue/products.ts';
import { imageAssetHost } from '../../core/media/asset-host.ts';
import { transformImage } from '../../core/media/image-url.ts';
import type { CmsNavigation } from '../../core/model/content.ts';
import type { Locale } from '../../core/model/locale.ts';
import type { Product } from '../../core/model/products.ts';
import type { AlternateView, BreadcrumbView } from '../../core/model/view.ts';
import type { PageDescriptor, PagesContext } from '../../core/pipeline/plugin.ts';
import { buildBreadcrumbs } from '../../core/routing/breadcrumbs.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import { describeText } from '../../core/text/description.ts';
import { createPageLayout } from '../../runtime/ui/page-layout.ts';
import { browserTitle } from '../../runtime/ui/title.ts';
import { bodyFragmentKey, LOCALE_TOKEN } from './body-cache.ts';
import { COMPARISON_PATH, capabilityPath, type LocaleCatalogue } from './catalogue-index.ts';
import { basketLabels, measurementToggleLabels } from './islands/labels.ts';
import {
  basketButtonProps,
  capabilityPageView,
  classificationPageView,
  type PageLinks,
} from './page-views.ts';
import type { CataloguePluginData } from './plugin-data.ts';
import { type RelatedStory, relatedStoryViews, storiesByProduct } from './related-stories.ts';
import type { CatalogueBody } from './render.tsx';
import type { CatalogueViewProps, ComparisonPageViewProps, OwnProps } from './renderers.ts';
import { productView } from './views.ts';

/** The related stories of a language without any (one list, so its grouping is made once). */
const NO_STORIES: readonly RelatedStory[] = [];

/**
 * The catalogue pages of one locale: its classifications (roots included), product placements,
 * capability pages and comparison page, each in the default layout with breadcrumbs (public-site §2:
 * home, the classification lineage, a product's own name last), canonical URL (a product placed
 * several times points at its first placement) and hreflang alternates. The page's default
 * measurement system is the country's (customer-area §4); the runtime applies the visitor's cookie.
 * Every page references the fragments `layout:<locale>` and `translations`; all but the comparison page
 * also their body, a fragment `body:<language>:<hash>` whose links hold {@link LOCALE_TOKEN}, so that
 * the locales of one language showing the same body share it (body-cache.ts). Product pages name their
 * product as source (`product:<slug>`).
 */
export function declareLocalePages(input: {
  context: PagesContext<CataloguePluginData>;
  locale: Locale;
  catalogue: LocaleCatalogue;
  productsBySlug: ReadonlyMap<string, Product>;
  navigation: CmsNavigation;
  origin: string;
  /** hreflang alternates of the page at a path (below the locale segment) in a locale. */
  alternates: (path: string, locale: Locale) => AlternateView[];
  /** Whether product pages link capability pages. */
  capabilityLinks: boolean;
  /** Key of the site's `translations` fragment. */
  translations: string;
  warn: (message: string) => void;
}): PageDescriptor[] {
  const { context, locale, catalogue, origin, warn } = input;
  const { site, system, data } = context;
  const layout = createPageLayout({
    site,
    locale,
    navigation: input.navigation,
    translations: data.translations,
    assets: context.assets,
    release: context.release,
  });
  const shared = {
    layout: context.fragment(`layout:${locale.urlCode}`, layout.fragment),
    translations: input.translations,
  };
  const { t, href } = layout;
  const measurementSystem = resolveMeasurementSystem({
    chosen: null,
    countryDefault: locale.measurementSystem,
  });
  const labels = basketLabels(t);
  // Links inside bodies: the locale stays a token until the body is placed in its page.
  const bodyHref = (route: string) =>
    localizeLink({ href: route, localeUrlCode: LOCALE_TOKEN, siteSlug: layout.siteSlug });
  const links: PageLinks = {
    href: bodyHref,
    productHref: (slug) => {
      const route = catalogue.productRoutes.get(slug);
      return route ? bodyHref(route) : null;
    },
    onImageError: warn,
  };
  const home = { homeTitle: layout.homeTitle, homeHref: layout.homeHref };
  const lineageTrail = (classification: ClassificationView, productName?: string): BreadcrumbView[] =>
    buildBreadcrumbs({
      ...home,
      lineage: productLineage({ classification, productName }).map((item) => ({
        ...item,
        href: item.href == null ? null : href(item.href),
      })),
    });

  const descriptors: PageDescriptor[] = [];
  const declared = new Set<string>();
  const declare = (page: {
    path: string;
    title: string;
    canonicalPath?: string;
    breadcrumbs: BreadcrumbView[];
    sources?: string[];
    /** Text the meta description is made from (core/text/description.ts); default the page title. */
    summary?: string | null;
    /** The page's image (product-data service), for `og:image`. */
    image?: string | null;
    /** The page's view, props and fragments, made only for a page declared. */
    view: (props: OwnProps<CatalogueViewProps>) => Pick<PageDescriptor, 'view' | 'props' | 'fragments'>;
  }) => {
    if (declared.has(page.path)) {
      warn(
        `Two catalogue pages share the path /${page.path} in ${locale.urlCode}; only the first is written`,
      );
      return;
    }
    declared.add(page.path);
    const props = {
      measurementSystem,
      breadcrumbs: page.breadcrumbs,
      head: {
        title: browserTitle({ title: page.title, brandName: layout.brandName }),
        canonical: `${origin}${href(`/${page.canonicalPath ?? page.path}`)}`,
        alternates: input.alternates(page.path, locale),
        ...pageSummary({ ...page, siteName: layout.brandName, language: locale.code }),
      },
    };
    const { path, title, sources } = page;
    descriptors.push({
      locale: locale.urlCode,
      path,
      title,
      ...(sources && { sources }),
      ...page.view(props),
    });
  };
  const withBody = (body: () => CatalogueBody) => (props: OwnProps<CatalogueViewProps>) => {
    const value = body();
    const key = context.fragment(bodyFragmentKey({ body: value, language: locale.language }), value);
    return { view: 'catalogue:page', props, fragments: { ...shared, body: key } };
  };

  for (const classification of catalogue.classifications) {
    declare({
      path: classification.route.slice(1),
      title: classification.name,
      summary: classification.description,
      // Already transformed 1200 px wide; transforming again keeps it.
      image: classification.image.large,
      breadcrumbs: lineageTrail(classification),
      view: withBody(() => ({
        kind: 'classification',
        view: classificationPageView({ classification, productsBySlug: input.productsBySlug, links }),
      })),
    });
  }

  const capabilityHref = (name: string): string | null => {
    if (!input.capabilityLinks) return null;
    const found = findCapabilityBySlug({
      capabilities: catalogue.capabilities,
      slug: capabilitySlug(name),
      log: warn,
    });
    return found ? bodyHref(`/${capabilityPath(found.slug)}`) : null;
  };
  const measurement = { current: measurementSystem, labels: measurementToggleLabels(t) };
  // Related stories (option `relatedStories`): the language's, grouped by product once.
  const relatedStories = storiesByProduct(data.byLanguage.get(locale.language)?.stories ?? NO_STORIES);
  for (const { product, classification, route } of catalogue.placements) {
    declare({
      path: route.slice(1),
      title: product.name,
      canonicalPath: catalogue.productRoutes.get(product.slug)?.slice(1),
      summary: product.short_description ?? product.long_description,
      image: (product.images.find((image) => image.default) ?? product.images[0])?.url ?? null,
      breadcrumbs: lineageTrail(classification, product.name),
      sources: [`product:${product.slug}`],
      view: withBody(() => ({
        kind: 'product',
        props: {
          view: productView(product, { locale, brands: system.raw.brands, capabilityHref, ...links }),
          basket: basketButtonProps({
            product,
            classificationSlug: classification.slug,
            labels,
            compareHref: bodyHref(`/${COMPARISON_PATH}`),
            measurementSystem,
          }),
          measurement,
          stories: relatedStoryViews({
            stories: relatedStories.get(product.slug) ?? [],
            href: bodyHref,
            onImageError: warn,
          }),
        },
      })),
    });
  }

  for (const capability of catalogue.capabilities) {
    declare({
      path: capabilityPath(capability.slug),
      title: capability.name,
      image: capability.capability.image_url,
      breadcrumbs: buildBreadcrumbs({ ...home, explicitTrail: [{ title: capability.name, href: null }] }),
      view: withBody(() => ({
        kind: 'capability',
        view: capabilityPageView({ capability, productsBySlug: input.productsBySlug, links }),
      })),
    });
  }

  if (catalogue.comparison) {
    const title = labels.title;
    const root = catalogue.classifications.find((view) => view.route === '/products');
    const parent = root ? [{ title: root.name, href: href(root.route) }] : [];
    declare({
      path: COMPARISON_PATH,
      title,
      breadcrumbs: buildBreadcrumbs({ ...home, explicitTrail: [...parent, { title, href: null }] }),
      view: (props) => ({
        view: 'catalogue:comparison',
        props: {
          ...props,
          comparison: { language: locale.language, measurementSystem, labels, assetHost: imageAssetHost() },
        } satisfies OwnProps<ComparisonPageViewProps>,
        fragments: shared,
      }),
    });
  }
  return descriptors;
}

/** Width of Open Graph images in px: what link previews show at full width. */
const OPEN_GRAPH_IMAGE_WIDTH = 1200;

/**
 * The description and Open Graph image of a catalogue page: the
 * first sentences of its own text (a product's short, else long description; a classification's
 * description), else its title and the brand or site name; its image transformed 1200 px wide when it
 * has one.
 */
function pageSummary(input: {
  title: string;
  summary?: string | null;
  image?: string | null;
  siteName: string;
  language: string;
}): { description: string; image?: string; imageAlt?: string } {
  const described = input.summary ? describeText({ text: input.summary, language: input.language }) : null;
  const description =
    described ?? (input.title === input.siteName ? input.title : `${input.title} – ${input.siteName}`);
  const image = transformImage({ url: input.image, width: OPEN_GRAPH_IMAGE_WIDTH });
  return image ? { description, image, imageAlt: input.title } : { description };
}
