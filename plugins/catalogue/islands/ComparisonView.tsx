import { labelText } from '../../../core/i18n/labels.ts';
import { IMAGE_WIDTHS } from '../../../core/media/image-url.ts';
import type { Product } from '../../../core/model/products.ts';
import { Picture } from '../../../runtime/ui/Picture.tsx';
import { Select } from '../../../runtime/ui/Select.tsx';
import {
  type ComparedInstance,
  type ComparisonGroup,
  type ComparisonModel,
  instanceTitle,
} from './comparison-model.ts';

/** Where the comparison's data stands. */
export type ComparisonStatus = 'loading' | 'ready' | 'failed';

/** What the visitor can do in the comparison; each one is a basket operation (customer-area §4). */
export interface ComparisonActions {
  onHideIdenticalChange(hide: boolean): void;
  onVariantChange(input: { key: string; variantId: string }): void;
  onRemoveInstance(key: string): void;
  onRemoveProduct(productSlug: string): void;
  onRemoveClassification(classificationSlug: string): void;
  onAddSuggestion(input: { classificationSlug: string; product: Product }): void;
}

/** Props of {@link ComparisonView}. */
export interface ComparisonViewProps extends ComparisonActions {
  status: ComparisonStatus;
  model: ComparisonModel;
  hideIdentical: boolean;
  /** Classification names by slug, once known; the slug is shown until then. */
  classificationNames: Readonly<Record<string, string>>;
  /** Suggestions by classification slug, already without the products the basket holds once. */
  suggestions: Readonly<Record<string, readonly Product[]>>;
  labels: Readonly<Record<string, string>>;
  /** The image asset host product images are transformed for. */
  assetHost: string;
}

/**
 * The comparison as the visitor sees it (customer-area §4, §5): a loading or failure note; the empty
 * state; else the 'hide identical specifications' option (only when some group compares more than one
 * product) and one section per classification group with its products (variant choice, remove one,
 * remove all of a product shown more than once, remove the group), the specification table (only with
 * more than one product) and the suggestions.
 */
export function ComparisonView(props: ComparisonViewProps) {
  const { status, model, labels } = props;
  if (model.groups.length === 0) {
    if (status === 'loading') return <p className="sf-comparison__status">{labels.loading}</p>;
    return (
      <div className="sf-comparison__empty">
        <p className="sf-comparison__empty-title">{labels.empty}</p>
        <p>{labels.emptyHint}</p>
      </div>
    );
  }
  return (
    <div className="sf-comparison__body" aria-busy={status === 'loading' || undefined}>
      {status === 'failed' && (
        <p className="sf-comparison__status" role="alert">
          {labels.loadFailed}
        </p>
      )}
      {model.offerHideIdentical && (
        <div className="sf-field sf-field--checkbox">
          <input
            className="sf-field__checkbox"
            type="checkbox"
            id="sf-comparison-hide-identical"
            checked={props.hideIdentical}
            onChange={(event) => props.onHideIdenticalChange(event.target.checked)}
          />
          <label className="sf-field__label" htmlFor="sf-comparison-hide-identical">
            {labels.hideIdentical}
          </label>
        </div>
      )}
      {model.groups.map((group) => (
        <GroupSection key={group.slug} group={group} {...props} />
      ))}
    </div>
  );
}

function GroupSection(props: ComparisonViewProps & { group: ComparisonGroup }) {
  const { group, labels } = props;
  const name = props.classificationNames[group.slug] ?? group.slug;
  const suggestions = props.suggestions[group.slug] ?? [];
  return (
    <section className="sf-comparison__group" data-classification={group.slug} aria-label={name}>
      <div className="sf-comparison__group-header">
        <h2 className="sf-comparison__group-title">{name}</h2>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() => props.onRemoveClassification(group.slug)}
        >
          <span className="sf-button__content">
            {labelText({ labels, key: 'removeClassification', values: { name } })}
          </span>
        </button>
      </div>
      <ul className="sf-comparison__products">
        {group.instances.map((instance) => (
          <InstanceCard key={instance.key} instance={instance} {...props} />
        ))}
      </ul>
      {group.details ? <SpecificationTable group={group} labels={labels} /> : <p>{labels.detailsHint}</p>}
      {suggestions.length > 0 && (
        <div className="sf-comparison__suggestions">
          <h3>{labels.suggestions}</h3>
          <ul>
            {suggestions.map((product) => (
              <li key={product.slug}>
                <button
                  type="button"
                  className="sf-button sf-button--secondary"
                  onClick={() => props.onAddSuggestion({ classificationSlug: group.slug, product })}
                >
                  <span className="sf-button__content">
                    {labelText({ labels, key: 'addSuggestion', values: { name: product.name } })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function InstanceCard(props: ComparisonViewProps & { instance: ComparedInstance }) {
  const { instance, labels } = props;
  const { product } = instance;
  const selectId = `sf-comparison-variant-${instance.key}`;
  const image = (product.images.find((candidate) => candidate.default) ?? product.images[0])?.url;
  const size = IMAGE_WIDTHS.capabilityProduct;
  const title = instanceTitle({ productName: product.name, variantName: instance.variantName });
  return (
    <li className="sf-comparison__product" data-product={product.slug} data-key={instance.key}>
      <Picture src={image} alt="" width={size} height={size} assetHost={props.assetHost} />
      <h3 className="sf-comparison__product-name">{product.name}</h3>
      {instance.variants.length > 1 && (
        <Select
          id={selectId}
          label={labelText({ labels, key: 'variant' })}
          placeholder={
            instance.variantName === null ? labelText({ labels, key: 'chooseVariant' }) : undefined
          }
          options={instance.variants.map((variant) => ({ value: variant.id, label: variant.name }))}
          value={instance.variantId ?? ''}
          onChange={(variantId) => props.onVariantChange({ key: instance.key, variantId })}
        />
      )}
      {instance.variants.length === 1 && instance.variantName && <p>{instance.variantName}</p>}
      <button
        type="button"
        className="sf-button sf-button--secondary"
        onClick={() => props.onRemoveInstance(instance.key)}
      >
        <span className="sf-button__content">
          {labelText({ labels, key: 'removeInstance', values: { name: title } })}
        </span>
      </button>
      {instance.repeated && (
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() => props.onRemoveProduct(product.slug)}
        >
          <span className="sf-button__content">
            {labelText({ labels, key: 'removeProduct', values: { name: product.name } })}
          </span>
        </button>
      )}
    </li>
  );
}

function SpecificationTable({
  group,
  labels,
}: {
  group: ComparisonGroup;
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <div className="sf-comparison__table-wrapper">
      <table className="sf-comparison__table">
        <thead>
          <tr>
            <th scope="col">{labels.specification}</th>
            {group.instances.map((instance) => (
              <th scope="col" key={instance.key}>
                {instanceTitle({ productName: instance.product.name, variantName: instance.variantName })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <tr key={`${row.name}\u0000${row.unit ?? ''}`} data-identical={row.identical || undefined}>
              <th scope="row">{row.unit ? `${row.name} (${row.unit})` : row.name}</th>
              {row.values.map((value, index) => (
                <td key={group.instances[index]!.key}>{value ?? '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
