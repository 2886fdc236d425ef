import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import type { ProductCardView } from '../views.ts';

/** Props of {@link ProductCards}. */
export interface ProductCardsProps {
  products: ProductCardView[];
  className?: string;
}

/**
 * A list of product cards: image (180 × 180 px), name and short description, the whole card linking to
 * the product's page (customer-area §9 capability product size).
 */
export function ProductCards({ products, className }: ProductCardsProps) {
  const size = IMAGE_WIDTHS.capabilityProduct;
  return (
    <ul className={['sf-catalogue-cards', className].filter(Boolean).join(' ')}>
      {products.map((product) => (
        <li key={product.href} className="sf-catalogue-card">
          <a className="sf-catalogue-card__link" href={product.href} data-sf-link="route">
            <Picture
              className="sf-catalogue-image"
              src={product.image}
              alt={product.name}
              width={size}
              height={size}
            />
            <span className="sf-catalogue-card__name">{product.name}</span>
            {product.shortDescription && (
              <span className="sf-catalogue-card__text">{product.shortDescription}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
