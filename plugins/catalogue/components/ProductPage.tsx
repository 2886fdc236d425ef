import { translateLabels } from '../../../core/i18n/labels.ts';
import { imageAssetHost } from '../../../core/media/asset-host.ts';
import { IMAGE_WIDTHS, transformImage } from '../../../core/media/image-url.ts';
import { BrandLogo } from '../../../runtime/ui/BrandLogo.tsx';
import { Island } from '../../../runtime/ui/Island.tsx';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { DEFAULT_IMAGE_ASPECT } from '../../../runtime/ui/Picture.tsx';
import { BasketButton, type BasketButtonProps } from '../islands/BasketButton.tsx';
import { GALLERY_LABEL_KEYS, Gallery } from '../islands/Gallery.tsx';
import { MeasurementToggle, type MeasurementToggleProps } from '../islands/MeasurementToggle.tsx';
import type { RelatedStoryView } from '../related-stories.ts';
import { KEY_SPECIFICATIONS, type ProductView } from '../views.ts';
import { Documents } from './Documents.tsx';
import { KeySpecifications } from './KeySpecifications.tsx';
import { ProductCards } from './ProductCards.tsx';
import { Highlights, Video } from './ProductMedia.tsx';
import { RelatedStories } from './RelatedStories.tsx';
import { Specifications } from './Specifications.tsx';

/** Props of {@link ProductPage}: the product and the props of its two islands. */
export interface ProductPageProps {
  view: ProductView;
  basket: BasketButtonProps;
  measurement: MeasurementToggleProps;
  /** Its related stories, newest first (option `relatedStories`); none: no section. */
  stories?: RelatedStoryView[];
}

/**
 * A product page (customer-area §3 product detail): brand, name, short description, key specifications
 * and the comparison-basket button (island) beside the gallery with its lightbox (island) and video;
 * then specifications and variants in both measurement systems with the switch (island), highlights, capabilities linking their pages, documents, and related products,
 * components and services, and its related stories.
 */
export function ProductPage({ view, basket, measurement, stories = [] }: ProductPageProps) {
  const t = useT();
  const hasSpecifications =
    view.specifications.Metric.length + view.specifications.Imperial.length + view.variants.length > 0;
  return (
    <article className="sf-catalogue sf-product" data-product={view.slug}>
      <div className="sf-product__intro">
        <header className="sf-product__header">
          {view.brand && (
            <p className="sf-product__brand">
              {/* Fetched 96 px high at quality 100 (public-site §9); the placeholder when it has no image. */}
              <BrandLogo src={view.brand.logo} alt={view.brand.name} />
            </p>
          )}
          <h1 className="sf-product__title">{view.name}</h1>
          {view.shortDescription && <p className="sf-product__lead">{view.shortDescription}</p>}
          <KeySpecifications
            specifications={view.specifications}
            limit={KEY_SPECIFICATIONS + 1}
            className="sf-product__key-specs"
          />
          {/* Live on the first interaction, or as the page loads for a visitor with a basket (its watch). */}
          <Island name="basket-button" hydrate="interaction" component={BasketButton} props={basket} />
        </header>
        <div className="sf-product__media">
          <Island
            name="product-gallery"
            hydrate="interaction"
            component={Gallery}
            props={{
              name: view.name,
              images: view.images.map((image) => ({ ...image, href: galleryHref(image.src) })),
              labels: translateLabels({ t, namespace: 'catalogue', keys: GALLERY_LABEL_KEYS }),
              assetHost: imageAssetHost(),
            }}
          />
          {view.video && <Video video={view.video} name={view.name} />}
        </div>
      </div>
      {view.longDescription && <p className="sf-product__description">{view.longDescription}</p>}
      {hasSpecifications && (
        <Specifications
          specifications={view.specifications}
          variants={view.variants}
          toggle={
            <Island
              name="measurement-toggle"
              hydrate="interaction"
              component={MeasurementToggle}
              props={measurement}
            />
          }
        />
      )}
      {view.highlights.length > 0 && <Highlights highlights={view.highlights} />}
      {view.capabilities.length > 0 && (
        <section className="sf-product__capabilities" aria-labelledby="sf-product-capabilities">
          <h2 id="sf-product-capabilities">{t('catalogue:capabilities')}</h2>
          <ul className="sf-capability-links">
            {view.capabilities.map((capability) => (
              <li key={capability.name}>
                {capability.href ? (
                  <a href={capability.href} data-sf-link="route">
                    {capability.name}
                  </a>
                ) : (
                  capability.name
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.documents.length > 0 && <Documents documents={view.documents} />}
      {view.related.map((group) => (
        <section key={group.type} className="sf-product__related" data-related={group.type}>
          <h2>{t(`catalogue:related.${group.type}`)}</h2>
          <ProductCards products={group.products} />
        </section>
      ))}
      {stories.length > 0 && <RelatedStories stories={stories} />}
    </article>
  );
}

/** The 480 px gallery version of an image, where a page thumbnail leads while no script runs. */
function galleryHref(src: string | null): string | null {
  const width = IMAGE_WIDTHS.gallery;
  return transformImage({ url: src, width, height: Math.round(width * DEFAULT_IMAGE_ASPECT) });
}
