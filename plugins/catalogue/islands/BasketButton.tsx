import { useCallback, useEffect, useRef, useState } from 'react';
import { addToBasket, basketCount } from '../../../core/catalogue/basket.ts';
import { variantName } from '../../../core/catalogue/products.ts';
import { labelText } from '../../../core/i18n/labels.ts';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import { Select } from '../../../runtime/ui/Select.tsx';
import { randomKey } from './basket-store.ts';
import { instanceTitle } from './comparison-model.ts';
import { Notification } from './Notification.tsx';
import { useBasket } from './use-basket.ts';
import { useMeasurementSystem } from './use-measurement-system.ts';

/** A variant of the product, named in both measurement systems (customer-area §3 product detail). */
export interface BasketButtonVariant {
  id: string;
  nameMetric: string;
  nameImperial: string;
}

/** Props of {@link BasketButton}; serialized into the page, so plain data only. */
export interface BasketButtonProps {
  productSlug: string;
  productName: string;
  /** Slug of the classification the product is shown under: its group in the basket. */
  classificationSlug: string;
  /** The product's variants; with more than one the visitor picks which one to add. */
  variants: BasketButtonVariant[];
  /** Basket texts, from `basketLabels(t)` (plugins/catalogue/islands/labels.ts). */
  labels: Record<string, string>;
  /** Localized route of the comparison page (`/de-ch/products/compare`). */
  compareHref: string;
  /** Whether adding shows the last-added notification (customer-area §4: it can be suppressed); default true. */
  notify?: boolean;
  /** The system the page is built with, for the variant names until the page's own is read; default Metric. */
  measurementSystem?: MeasurementSystem;
}

/**
 * A product's "Add to comparison" control, an island (customer-area §4 basket operation add): a variant
 * choice when the product has several (names in the shown measurement system), the add button, and a
 * link to the comparison page with the number of products in the basket. Adding stores a new instance
 * with a random key in the product's classification group (created when absent) in `localStorage` and,
 * unless `notify` is false, shows the last-added notification.
 */
export function BasketButton(props: BasketButtonProps) {
  const { productSlug, productName, classificationSlug, variants, labels, compareHref } = props;
  const [basket, update] = useBasket();
  const system = useMeasurementSystem(props.measurementSystem ?? 'Metric');
  const [variantId, setVariantId] = useState(variants[0]?.id ?? null);
  const [added, setAdded] = useState<string | null>(null);
  const hide = useCallback(() => setAdded(null), []);
  const names = (variant: BasketButtonVariant) =>
    variantName({ name_metric: variant.nameMetric, name_imperial: variant.nameImperial }, system);
  const chosen = variants.find((variant) => variant.id === variantId);
  const selectId = `sf-basket-${classificationSlug}-${productSlug}-variant`;
  const root = useRef<HTMLDivElement>(null);
  // The island hydrates on the first interaction: a variant chosen before that is kept, not reset.
  const shownVariant = () => {
    const value = root.current?.querySelector('select')?.value;
    return variants.find((variant) => variant.id === value) ?? chosen;
  };
  useEffect(() => {
    const shown = root.current?.querySelector('select')?.value;
    if (shown && variants.some((variant) => variant.id === shown)) setVariantId(shown);
  }, [variants]);

  const add = () => {
    // What the select shows: a click held while the island hydrated replays before its state follows.
    const picked = shownVariant();
    update((state) =>
      addToBasket({
        state,
        classificationSlug,
        productSlug,
        variantId: picked?.id ?? null,
        key: randomKey(),
      }),
    );
    if (props.notify === false) return;
    const name = instanceTitle({
      productName,
      variantName: variants.length > 1 && picked ? names(picked) : null,
    });
    setAdded(labelText({ labels, key: 'added', values: { name } }));
  };

  return (
    <div className="sf-basket-button" ref={root}>
      {variants.length > 1 && (
        <Select
          id={selectId}
          label={labelText({ labels, key: 'variant' })}
          options={variants.map((variant) => ({ value: variant.id, label: names(variant) }))}
          value={variantId ?? ''}
          onChange={setVariantId}
        />
      )}
      <button type="button" className="sf-button sf-button--primary" onClick={add}>
        <span className="sf-button__content">{labels.add}</span>
      </button>
      <a className="sf-basket-button__count" href={compareHref} data-sf-link="route">
        {basket === null
          ? labels.comparison
          : labelText({ labels, key: 'count', values: { count: basketCount(basket) } })}
      </a>
      {added !== null && (
        <Notification
          title={added}
          linkText={labelText({ labels, key: 'openComparison' })}
          href={compareHref}
          hideLabel={labelText({ labels, key: 'hide' })}
          onHide={hide}
        />
      )}
    </div>
  );
}
