import { Icon } from './Icon.tsx';
import type { IconSize } from './icons.ts';

/** Time of one full turn of the spinner, in ms (public-site §9); the stylesheet uses the same value. */
export const SPINNER_ROTATION_MS = 1080;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Size in px; default 24. */
  size?: IconSize;
  /** Accessible name (e.g. the translated 'Loading'); without it the spinner is decorative. */
  label?: string;
  className?: string;
}

/**
 * The `Spinner` icon turning once per {@link SPINNER_ROTATION_MS} ms (class `sf-spinner`, animated by
 * components.css), used by loading buttons (public-site §4, §9).
 */
export function Spinner({ size = 24, label, className }: SpinnerProps) {
  return (
    <Icon
      name="Spinner"
      size={size}
      label={label}
      className={className ? `sf-spinner ${className}` : 'sf-spinner'}
    />
  );
}
