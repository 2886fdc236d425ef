import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { ProductCardView } from '../views.ts';
import { ProductCards } from './ProductCards.tsx';

/** What a capability page shows (customer-area §3 capability). */
export interface CapabilityPageView {
  name: string;
  /** Image URL, shown 480 px wide (customer-area §9); null shows the placeholder. */
  image: string | null;
  /** The products that have the capability, images 180 × 180 px. */
  products: ProductCardView[];
}

/** A capability page: name, image and the products that have the capability. */
export function CapabilityPage({ view }: { view: CapabilityPageView }) {
  const t = useT();
  return (
    <article className="sf-catalogue sf-capability">
      <header className="sf-capability__header">
        <h1 className="sf-capability__title">{view.name}</h1>
        <Picture
          className="sf-catalogue-image sf-capability__image"
          src={view.image}
          alt={view.name}
          width={IMAGE_WIDTHS.capability}
          lazy={false}
        />
      </header>
      {view.products.length > 0 && (
        <section className="sf-capability__products" aria-labelledby="sf-capability-products">
          <h2 id="sf-capability-products">{t('catalogue:capabilityProducts')}</h2>
          <ProductCards products={view.products} />
        </section>
      )}
    </article>
  );
}
