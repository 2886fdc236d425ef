import { isMeasurementSystem } from '../../../core/catalogue/products.ts';
import type { MeasurementSystem } from '../../../core/model/system-data.ts';

/**
 * The window event announcing a new measurement system; its `detail` is
 * {@link MeasurementSystemChange}. Islands that show specifications listen to it.
 */
export const MEASUREMENT_SYSTEM_EVENT = 'sitefleet:measurement-system';

/** `detail` of a {@link MEASUREMENT_SYSTEM_EVENT}. */
export interface MeasurementSystemChange {
  measurementSystem: MeasurementSystem;
}

/**
 * The measurement system the page shows: `<html data-measurement-system>` (set by the runtime from the
 * visitor's cookie, or by the toggle), else `fallback` (the locale's country default the page was
 * built with).
 */
export function shownMeasurementSystem(input: {
  root: HTMLElement;
  fallback: MeasurementSystem;
}): MeasurementSystem {
  const value = input.root.dataset.measurementSystem;
  return isMeasurementSystem(value) ? value : input.fallback;
}

/**
 * Shows the page in `measurementSystem` without reloading it (customer-area §4 measurement system):
 * sets `<html data-measurement-system>`, which the stylesheet uses to show the matching specification
 * blocks, then announces it with {@link MEASUREMENT_SYSTEM_EVENT} on `target`.
 */
export function showMeasurementSystem(input: {
  root: HTMLElement;
  target: EventTarget;
  measurementSystem: MeasurementSystem;
}): void {
  input.root.dataset.measurementSystem = input.measurementSystem;
  input.target.dispatchEvent(
    new CustomEvent<MeasurementSystemChange>(MEASUREMENT_SYSTEM_EVENT, {
      detail: { measurementSystem: input.measurementSystem },
    }),
  );
}

/** The path of the preferences API (plugins/catalogue/server/preferences-route.ts). */
export const PREFERENCES_PATH = '/api/preferences';

/**
 * Remembers the visitor's choice in the measurement-system cookie through `POST /api/preferences`, so
 * the next pages and reloads come in that system.
 *
 * @returns whether the server accepted it (a network failure or a non-2xx answer gives false).
 */
export async function saveMeasurementSystem(measurementSystem: MeasurementSystem): Promise<boolean> {
  try {
    const response = await fetch(PREFERENCES_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ measurementSystem }),
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}
