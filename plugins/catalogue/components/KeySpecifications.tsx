import { MEASUREMENT_SYSTEMS, type SpecificationsBySystem } from '../views.ts';

/** Props of {@link KeySpecifications}. */
export interface KeySpecificationsProps {
  specifications: SpecificationsBySystem;
  /** Most rows shown per measurement system; default all given. */
  limit?: number;
  className?: string;
}

/**
 * A product's key specifications as a name/value list, one `<dl data-measurement-system>` per system
 * like the specification table (the stylesheet shows the visitor's system). Renders nothing when neither
 * system has a row.
 */
export function KeySpecifications({ specifications, limit, className }: KeySpecificationsProps) {
  if (specifications.Metric.length + specifications.Imperial.length === 0) return null;
  return (
    <>
      {MEASUREMENT_SYSTEMS.map((system) => {
        const rows = specifications[system].slice(0, limit);
        if (rows.length === 0) return null;
        return (
          <dl
            key={system}
            className={['sf-key-specs', className].filter(Boolean).join(' ')}
            data-measurement-system={system}
          >
            {rows.map((row) => (
              <div key={`${row.name}\u0000${row.unit ?? ''}`} className="sf-key-specs__item">
                <dt>{row.name}</dt>
                <dd>{row.unit ? `${row.value} ${row.unit}` : row.value}</dd>
              </div>
            ))}
          </dl>
        );
      })}
    </>
  );
}
