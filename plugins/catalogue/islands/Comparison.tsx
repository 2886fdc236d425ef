import { useEffect, useMemo, useState } from 'react';
import {
  addToBasket,
  basketProductSlugs,
  basketSuggestions,
  changeVariant,
  removeClassification,
  removeInstance,
  removeProduct,
  retainKnownProducts,
} from '../../../core/catalogue/basket.ts';
import type { Product } from '../../../core/model/products.ts';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import { randomKey } from './basket-store.ts';
import { type ComparisonActions, type ComparisonStatus, ComparisonView } from './ComparisonView.tsx';
import { buildComparison, suggestedVariantId } from './comparison-model.ts';
import { fetchProducts, fetchSuggestions, type SuggestionsAnswer } from './products-api.ts';
import { useBasket } from './use-basket.ts';
import { useMeasurementSystem } from './use-measurement-system.ts';

/** Props of {@link Comparison}; serialized into the page, so plain data only. */
export interface ComparisonProps {
  /** Language of the product data (`de`). */
  language: string;
  /** Country of the page's locale (`CH`, `ALL`): suggestions are limited to it. */
  country: string;
  /** The system the page is built with (the country default); the visitor's choice wins in the browser. */
  measurementSystem: MeasurementSystem;
  /** Basket texts, from `basketLabels(t)`. */
  labels: Record<string, string>;
  /** The image asset host (config `images.assetHost`): the browser knows no configuration. */
  assetHost: string;
}

/**
 * The comparison basket on the comparison page, an island (customer-area §4 basket operations, §5
 * comparison rules). It reads the basket from `localStorage` (re-reading it on `storage` events, so
 * other tabs and reloads find it as left) and, after every operation, saves it and repopulates the
 * products from `/api/products/by-slugs`; products the service no longer knows are dropped from the
 * basket. Specifications follow the shown measurement system; suggestions come per classification
 * from `/api/products/suggestions`.
 */
export function Comparison({ language, country, measurementSystem, labels, assetHost }: ComparisonProps) {
  const [basket, update] = useBasket();
  const system = useMeasurementSystem(measurementSystem);
  const [products, setProducts] = useState<ReadonlyMap<string, Product>>(new Map());
  const [status, setStatus] = useState<ComparisonStatus>('loading');
  const [hideIdentical, setHideIdentical] = useState(false);
  const [answers, setAnswers] = useState<Readonly<Record<string, SuggestionsAnswer | null>>>({});

  // Repopulate after every change of the stored basket (customer-area §4): the basket object changes
  // exactly when its stored text does.
  useEffect(() => {
    if (basket === null) return;
    const slugs = basketProductSlugs(basket);
    if (slugs.length === 0) {
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    fetchProducts({ language, slugs, signal: controller.signal }).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setProducts(new Map(loaded.map((product) => [product.slug, product])));
        setStatus('ready');
        const returned = new Set(loaded.map((product) => product.slug));
        const unknown = slugs.filter((slug) => !returned.has(slug));
        if (unknown.length === 0) return;
        update((state) =>
          retainKnownProducts({
            state,
            slugs: basketProductSlugs(state).filter((slug) => !unknown.includes(slug)),
          }),
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The compared products could not be loaded:', error);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [basket, language, update]);

  const groupSlugs = basket?.classifications.map((group) => group.slug).join(',') ?? '';
  useEffect(() => {
    const missing = groupSlugs.split(',').filter((slug) => slug !== '' && !(slug in answers));
    if (missing.length === 0) return;
    setAnswers((known) => ({ ...known, ...Object.fromEntries(missing.map((slug) => [slug, null])) }));
    for (const classification of missing) {
      fetchSuggestions({ language, classification, country }).then(
        (answer) => setAnswers((known) => ({ ...known, [classification]: answer })),
        (error: unknown) => console.warn(`No suggestions for '${classification}':`, error),
      );
    }
  }, [groupSlugs, answers, language, country]);

  const model = useMemo(
    () =>
      basket === null
        ? { groups: [], offerHideIdentical: false }
        : buildComparison({ state: basket, products, system, hideIdentical }),
    [basket, products, system, hideIdentical],
  );
  const classificationNames: Record<string, string> = {};
  const suggestions: Record<string, Product[]> = {};
  for (const [slug, answer] of Object.entries(answers)) {
    if (answer == null || basket === null) continue;
    classificationNames[slug] = answer.classification.name;
    suggestions[slug] = basketSuggestions({ candidates: answer.products, state: basket });
  }

  const actions: ComparisonActions = {
    onHideIdenticalChange: setHideIdentical,
    onVariantChange: ({ key, variantId }) => update((state) => changeVariant({ state, key, variantId })),
    onRemoveInstance: (key) => update((state) => removeInstance({ state, key })),
    onRemoveProduct: (productSlug) => update((state) => removeProduct({ state, productSlug })),
    onRemoveClassification: (classificationSlug) =>
      update((state) => removeClassification({ state, classificationSlug })),
    onAddSuggestion: ({ classificationSlug, product }) =>
      update((state) =>
        addToBasket({
          state,
          classificationSlug,
          productSlug: product.slug,
          variantId: suggestedVariantId({ product, state, classificationSlug }),
          key: randomKey(),
        }),
      ),
  };
  return (
    <div className="sf-comparison">
      <ComparisonView
        status={basket === null ? 'loading' : status}
        model={model}
        hideIdentical={hideIdentical}
        classificationNames={classificationNames}
        suggestions={suggestions}
        labels={labels}
        assetHost={assetHost}
        {...actions}
      />
    </div>
  );
}
