import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import { saveMeasurementSystem, showMeasurementSystem } from './measurement-system.ts';
import { useMeasurementSystem } from './use-measurement-system.ts';

/** Props of {@link MeasurementToggle}; serialized into the page, so plain data only. */
export interface MeasurementToggleProps {
  /** The system the page is built with (the locale's country default); the visitor's cookie wins in the browser. */
  current: MeasurementSystem;
  /** Translated texts: the two systems and the switch's accessible name (see `measurementToggleLabels`). */
  labels: { metric: string; imperial: string; label: string };
}

const SYSTEMS: readonly MeasurementSystem[] = ['Metric', 'Imperial'];

/**
 * The visible measurement-system switch (customer-area §4 measurement system, "set by the user,
 * remembered in a cookie"), an island: two buttons in a fieldset named by its legend, the shown system
 * `aria-pressed="true"`. Choosing the other one switches the page in place (`<html
 * data-measurement-system>` and the `sitefleet:measurement-system` event, so the visitor keeps their
 * place) and remembers it through `POST /api/preferences`.
 */
export function MeasurementToggle({ current, labels }: MeasurementToggleProps) {
  const shown = useMeasurementSystem(current);
  const choose = (measurementSystem: MeasurementSystem) => {
    if (measurementSystem === shown) return;
    showMeasurementSystem({ root: document.documentElement, target: window, measurementSystem });
    void saveMeasurementSystem(measurementSystem).then((saved) => {
      if (!saved) console.warn('The measurement system could not be remembered for the next pages.');
    });
  };
  return (
    <fieldset className="sf-measurement-toggle">
      <legend className="sf-measurement-toggle__label">{labels.label}</legend>
      {SYSTEMS.map((system) => (
        <button
          key={system}
          type="button"
          className="sf-measurement-toggle__option"
          aria-pressed={system === shown}
          onClick={() => choose(system)}
        >
          {system === 'Metric' ? labels.metric : labels.imperial}
        </button>
      ))}
    </fieldset>
  );
}
