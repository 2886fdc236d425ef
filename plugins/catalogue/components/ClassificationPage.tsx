import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { ProductCardView } from '../views.ts';
import { ProductCards } from './ProductCards.tsx';

/** A child classification as a card: localized route and its image URL (shown 480 px wide). */

/** The classification image's box: 16:9, candidates at the spec's 480 and 1200 px (customer-area §9). */
const HERO = {
  width: IMAGE_WIDTHS.classificationLarge,
  height: Math.round((IMAGE_WIDTHS.classificationLarge * 9) / 16),
};
export interface ClassificationCardView {
  name: string;
  href: string;
  image: string | null;
}

/** What a classification page shows (customer-area §3 product classification mapping). */
export interface ClassificationPageView {
  name: string;
  description: string | null;
  /** Its image URL at 480 and 1200 px wide (customer-area §9); both null show the placeholder. */
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
  const empty = view.childClassifications.length === 0 && view.products.length === 0;
  return (
    <article className="sf-catalogue sf-classification">
      <header className="sf-classification__header">
        <h1 className="sf-classification__title">{view.name}</h1>
        {view.description && <p className="sf-classification__description">{view.description}</p>}
        <Picture
          className="sf-catalogue-image sf-classification__image"
          src={image.large ?? image.small}
          alt={view.name}
          width={HERO.width}
          height={HERO.height}
          widths={[IMAGE_WIDTHS.classificationSmall, IMAGE_WIDTHS.classificationLarge]}
          sizes={`(max-width: ${IMAGE_WIDTHS.classificationLarge}px) 100vw, ${IMAGE_WIDTHS.classificationLarge}px`}
          lazy={false}
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
                  <Picture
                    className="sf-catalogue-image"
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
