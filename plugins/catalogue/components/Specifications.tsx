import type { ReactNode } from 'react';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import { useT } from '../../../runtime/ui/i18n-context.tsx';
import {
  MEASUREMENT_SYSTEMS,
  type SpecificationsBySystem,
  type SpecificationView,
  type VariantView,
} from '../views.ts';

/** Props of {@link Specifications}. */
export interface SpecificationsProps {
  specifications: SpecificationsBySystem;
  variants: VariantView[];
  /** The measurement-system switch, rendered above the blocks. */
  toggle: ReactNode;
}

/**
 * A product's specifications and variants in BOTH measurement systems (customer-area §4 measurement
 * system): one block per system, `<div data-measurement-system="Metric">` and `"Imperial"`, each holding
 * the specifications already filtered for it and the variants under their name in that system. The
 * stylesheet shows the block of the system on `<html data-measurement-system>`, so switching needs no
 * reload and keeps the visitor's place.
 */
export function Specifications({ specifications, variants, toggle }: SpecificationsProps) {
  const t = useT();
  return (
    <section className="sf-product__specifications" aria-labelledby="sf-product-specifications">
      <div className="sf-product__section-head">
        <h2 id="sf-product-specifications">{t('catalogue:specifications')}</h2>
        {toggle}
      </div>
      {MEASUREMENT_SYSTEMS.map((system) => (
        <div key={system} className="sf-measurement-block" data-measurement-system={system}>
          <SpecificationTable rows={specifications[system]} caption={t('catalogue:specifications')} />
          {variants.length > 0 && <Variants variants={variants} system={system} />}
        </div>
      ))}
    </section>
  );
}

function Variants({ variants, system }: { variants: VariantView[]; system: MeasurementSystem }) {
  const t = useT();
  return (
    <div className="sf-variants">
      <h3 className="sf-variants__title">{t('catalogue:variants')}</h3>
      <ul className="sf-variants__list">
        {variants.map((variant) => (
          <li key={variant.id} className="sf-variant" data-variant-id={variant.id}>
            <h4 className="sf-variant__name">{variant.names[system]}</h4>
            <SpecificationTable rows={variant.specifications[system]} caption={variant.names[system]} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A two-column table: specification name, then value with unit. Renders nothing without rows. */
export function SpecificationTable({ rows, caption }: { rows: SpecificationView[]; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <table className="sf-specifications">
      <caption className="sf-sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.name}\u0000${row.unit ?? ''}`}>
            <th scope="row">{row.name}</th>
            <td>{row.unit ? `${row.value} ${row.unit}` : row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
