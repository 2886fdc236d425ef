import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { ProductCardView } from '../views.ts';
import { KeySpecifications } from './KeySpecifications.tsx';

/** Props of {@link ProductCards}. */
export interface ProductCardsProps {
  products: ProductCardView[];
  className?: string;
}

/**
 * A list of product cards: image (180 × 180 px), name linking to the product's page, short description
 * and key specifications (customer-area §9 capability product size). The name's link covers the whole
 * card through the stylesheet, so the link's accessible name stays the product's name.
 */
export function ProductCards({ products, className }: ProductCardsProps) {
  const size = IMAGE_WIDTHS.capabilityProduct;
  return (
    <ul className={['sf-catalogue-cards', className].filter(Boolean).join(' ')}>
      {products.map((product) => (
        <li key={product.href} className="sf-catalogue-card">
          <Picture className="sf-catalogue-image" src={product.image} alt="" width={size} height={size} />
          <a className="sf-catalogue-card__link" href={product.href} data-sf-link="route">
            <span className="sf-catalogue-card__name">{product.name}</span>
          </a>
          {product.shortDescription && (
            <span className="sf-catalogue-card__text">{product.shortDescription}</span>
          )}
          <KeySpecifications
            specifications={product.keySpecifications}
            className="sf-catalogue-card__specs"
          />
        </li>
      ))}
    </ul>
  );
}
