import { buildClassificationTree } from '../../core/catalogue/classifications.ts';
import { locateProducts } from '../../core/catalogue/products.ts';
import { IMAGE_WIDTHS, imageSource } from '../../core/media/image-url.ts';
import type { Product, ProductClassification } from '../../core/model/products.ts';
import { type DateView, dateView } from '../../core/text/date-view.ts';
import type { Story, StoryContact } from './queries.ts';
import { storyContactPath, storyPath } from './rules.ts';

/**
 * View models of the story pages (public-site §3 story): what the components show, computed in the
 * `pages` hook. Image URLs stay as received (core/media `imageSource`, which reports one off the asset
 * host); runtime/ui/Picture.tsx transforms them at the boxes of {@link STORY_IMAGE_BOXES} (§5, §9).
 */

/** An image as page data keeps it: the received URL (null shows the placeholder) and its text alternative. */
export interface ImageView {
  src: string | null;
  alt: string;
}

/** A box in px. */
export interface ImageBox {
  width: number;
  height: number;
}

/**
 * Image boxes of the story pages. The spec fixes the story contact's (80 × 80, public-site §9) and the
 * product card's (capability product 180 × 180, customer-area §9); the story image is the stretched width
 * (1180, §9) at 16:9 on the story, and a 480 × 270 teaser on the cards (no width given by the spec: the
 * card column).
 */
export const STORY_IMAGE_BOXES = {
  hero: { width: IMAGE_WIDTHS.stretched, height: Math.round((IMAGE_WIDTHS.stretched * 9) / 16) },
  card: { width: 480, height: 270 },
  contact: IMAGE_WIDTHS.storyContact,
  product: { width: IMAGE_WIDTHS.capabilityProduct, height: IMAGE_WIDTHS.capabilityProduct },
} as const satisfies Record<string, ImageBox>;

/**
 * An image's view: its URL as received, null when missing or 'null' (public-site §3: the placeholder),
 * and its text alternative (the CMS's, else `alt`).
 *
 * @param input.onError receives the message for a URL off the asset host (used untransformed, §5).
 */
export function imageView(input: {
  image: { url: string | null; alternativeText: string | null } | null;
  alt: string;
  onError: (message: string) => void;
}): ImageView {
  return {
    src: imageSource({ url: input.image?.url, onError: input.onError }),
    alt: input.image?.alternativeText || input.alt,
  };
}

/** A story in a list (overview, contact page). */
export interface StoryCardView {
  id: string;
  href: string;
  title: string;
  leadText: string;
  date: DateView;
  category: { slug: string; name: string } | null;
  image: ImageView;
}

/** A story contact as listed (story, contacts' overview). */
export interface StoryContactView {
  name: string;
  href: string;
  image: ImageView;
}

/** A related product as listed on a story. */
export interface RelatedProductView {
  name: string;
  href: string;
  image: ImageView;
}

/** Everything a story's page shows but its body (customer-area §2 story page). */
export interface StoryView {
  title: string;
  leadText: string;
  date: DateView;
  category: string | null;
  image: ImageView;
  contacts: StoryContactView[];
  relatedProducts: RelatedProductView[];
}

/** Links and formats the views depend on, per locale. */
export interface ViewContext {
  locale: { code: string; language: string };
  /** Localizes a site-relative path (`/stories/x` → `/de-ch/stories/x`). */
  href(path: string): string;
  onImageError(message: string): void;
}

/** A story as a card: its page's link, date, category and teaser image. */
export function storyCardView(story: Story, context: ViewContext): StoryCardView {
  return {
    id: story.id,
    href: context.href(`/${storyPath(story.slug)}`),
    title: story.title,
    leadText: story.leadText,
    date: dateView({ date: story.publicationDate, locale: context.locale }),
    category: story.category ? { slug: story.category.slug, name: story.category.name } : null,
    image: imageView({
      image: story.image,
      alt: story.title,
      onError: context.onImageError,
    }),
  };
}

/** A story contact with the link to their page and their portrait. */
export function storyContactView(contact: StoryContact, context: ViewContext): StoryContactView {
  return {
    name: contact.name,
    href: context.href(`/${storyContactPath(contact.slug)}`),
    image: imageView({
      image: contact.image,
      alt: contact.name,
      onError: context.onImageError,
    }),
  };
}

/**
 * A story's page view: lead text, date, category, its image, contacts and the related
 * products that have a page in the locale (`productRoutes`; a product without one is left out, as
 * customer-area §5 skips products missing from the hierarchy).
 */
export function storyView(
  story: Story,
  context: ViewContext & {
    productRoutes: ReadonlyMap<string, string>;
    productsBySlug: ReadonlyMap<string, Product>;
  },
): StoryView {
  return {
    title: story.title,
    leadText: story.leadText,
    date: dateView({ date: story.publicationDate, locale: context.locale }),
    category: story.category?.name ?? null,
    image: imageView({
      image: story.image,
      alt: story.title,
      onError: context.onImageError,
    }),
    contacts: story.storyContacts.map((contact) => storyContactView(contact, context)),
    relatedProducts: story.productSlugs.flatMap((slug) => {
      const route = context.productRoutes.get(slug);
      const product = context.productsBySlug.get(slug);
      if (route === undefined || product === undefined) return [];
      const image = product.images.find((item) => item.default) ?? product.images[0];
      return [
        {
          name: product.name,
          href: context.href(route),
          image: imageView({
            image: image ? { url: image.url, alternativeText: image.name } : null,
            alt: product.name,
            onError: context.onImageError,
          }),
        },
      ];
    }),
  };
}

/**
 * The catalogue route of each product as the catalogue places it in a country (customer-area §5: the
 * classification tree limited to the country; a product's first placement is its canonical page), by
 * slug: `/products/wire-processing/crimping/alpha-550`. Products outside the country's tree have none.
 *
 * @param input.country the locale's country code, `ALL` for international locales.
 */
export function productRoutes(input: {
  classifications: readonly ProductClassification[];
  products: readonly Product[];
  country: string;
}): Map<string, string> {
  const tree = buildClassificationTree({ classifications: input.classifications, country: input.country });
  const routes = new Map<string, string>();
  for (const placement of locateProducts({ tree, products: input.products })) {
    if (!routes.has(placement.product.slug)) routes.set(placement.product.slug, placement.route);
  }
  return routes;
}
