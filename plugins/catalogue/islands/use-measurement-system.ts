import { useEffect, useState } from 'react';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';
import {
  MEASUREMENT_SYSTEM_EVENT,
  type MeasurementSystemChange,
  shownMeasurementSystem,
} from './measurement-system.ts';

/**
 * The measurement system the page shows, following the toggle. Renders first with `initial` (the
 * system the page was built with), so hydration matches the server's HTML; then takes the document's
 * (`<html data-measurement-system>`) and every {@link MEASUREMENT_SYSTEM_EVENT}.
 */
export function useMeasurementSystem(initial: MeasurementSystem): MeasurementSystem {
  const [system, setSystem] = useState(initial);
  useEffect(() => {
    setSystem(shownMeasurementSystem({ root: document.documentElement, fallback: initial }));
    const onChange = (event: Event) => {
      setSystem((event as CustomEvent<MeasurementSystemChange>).detail.measurementSystem);
    };
    window.addEventListener(MEASUREMENT_SYSTEM_EVENT, onChange);
    return () => window.removeEventListener(MEASUREMENT_SYSTEM_EVENT, onChange);
  }, [initial]);
  return system;
}
