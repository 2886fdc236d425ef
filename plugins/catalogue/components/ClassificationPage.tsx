import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import type { ProductCardView } from '../views.ts';
import { CatalogueImage } from './CatalogueImage.tsx';
import { ProductCards } from './ProductCards.tsx';

/** A child classification as a card: localized route and its 480 px wide image. */
export interface ClassificationCardView {
  name: string;
  href: string;
  image: string | null;
}

/** What a classification page shows (customer-area §3 product classification mapping). */
export interface ClassificationPageView {
  name: string;
  description: string | null;
  /** 480 and 1200 px wide (customer-area §9); null shows the placeholder. */
  image: { small: string | null; large: string | null };
  /** Children left for the locale's country, by sort index. */
  childClassifications: ClassificationCardView[];
  products: ProductCardView[];
}

/**
 * A classification page, roots (products, services, smart-factory) included: title, image, description,
 * the child classifications left for the country and the products. With neither children nor products,
 * the translated 'No classifications available' placeholder takes their place (customer-area §5).
 */
export function ClassificationPage({ view }: { view: ClassificationPageView }) {
  const t = useT();
  const { image } = view;
  const srcSet = [
    image.small && { src: image.small, width: IMAGE_WIDTHS.classificationSmall },
    image.large && { src: image.large, width: IMAGE_WIDTHS.classificationLarge },
  ].filter((candidate) => !!candidate);
  const empty = view.childClassifications.length === 0 && view.products.length === 0;
  return (
    <article className="sf-catalogue sf-classification">
      <header className="sf-classification__header">
        <h1 className="sf-classification__title">{view.name}</h1>
        {view.description && <p className="sf-classification__description">{view.description}</p>}
        <CatalogueImage
          className="sf-classification__image"
          src={image.large ?? image.small}
          alt={view.name}
          width={IMAGE_WIDTHS.classificationLarge}
          srcSet={srcSet.length > 1 ? srcSet : undefined}
          sizes={`(max-width: ${IMAGE_WIDTHS.classificationSmall}px) ${IMAGE_WIDTHS.classificationSmall}px, ${IMAGE_WIDTHS.classificationLarge}px`}
        />
      </header>
      {empty && (
        <p className="sf-classification__empty" data-placeholder="classifications">
          {t('catalogue:noClassifications')}
        </p>
      )}
      {view.childClassifications.length > 0 && (
        <section className="sf-classification__children" aria-labelledby="sf-classification-children">
          <h2 id="sf-classification-children">{t('catalogue:classifications')}</h2>
          <ul className="sf-catalogue-cards sf-catalogue-cards--wide">
            {view.childClassifications.map((child) => (
              <li key={child.href} className="sf-catalogue-card">
                <a className="sf-catalogue-card__link" href={child.href} data-sf-link="route">
                  <CatalogueImage
                    src={child.image}
                    alt={child.name}
                    width={IMAGE_WIDTHS.classificationSmall}
                  />
                  <span className="sf-catalogue-card__name">{child.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.products.length > 0 && (
        <section className="sf-classification__products" aria-labelledby="sf-classification-products">
          <h2 id="sf-classification-products">{t('catalogue:products')}</h2>
          <ProductCards products={view.products} />
        </section>
      )}
    </article>
  );
}
