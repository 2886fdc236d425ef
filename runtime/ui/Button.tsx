import type { MouseEventHandler, ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import type { IconName, IconSize } from './icons.ts';
import { Spinner } from './Spinner.tsx';

/** Look of a {@link Button}: filled in the theme accent, or outlined. */
export type ButtonVariant = 'primary' | 'secondary';

/** Props of {@link Button}. */
export interface ButtonProps {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `button`, so a button inside a form does not submit it by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Icon shown before the text. */
  icon?: IconName;
  /**
   * Icon size in px, which also sets the height (public-site §9): 16 → 40 px (default), 24 → 48 px.
   * Applies without an icon too, so text-only buttons line up with their iconed neighbours.
   */
  iconSize?: IconSize;
  /** Shadowed button: 48 px high, 56 px on large screens (public-site §9). */
  shadowed?: boolean;
  /**
   * Loading state (public-site §4): the content is hidden (it keeps its space and stays the accessible
   * name), a spinner turns in its place, the control is disabled and marked `aria-busy`.
   */
  loading?: boolean;
  /** Disabled buttons are not clickable (public-site §4). */
  disabled?: boolean;
  /** Accessible name, for a button showing only an icon. */
  ariaLabel?: string;
  name?: string;
  value?: string;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  className?: string;
  children?: ReactNode;
}

/**
 * The button of the UI (public-site §4 buttons, §9 button heights): `<button class="sf-button
 * sf-button--{variant}">`, `sf-button--large` for 24 px icons, `sf-button--shadowed`, and
 * `sf-button--loading` with `aria-busy="true"` and `disabled` while loading.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  icon,
  iconSize = 16,
  shadowed = false,
  loading = false,
  disabled = false,
  ariaLabel,
  name,
  value,
  onClick,
  className,
  children,
}: ButtonProps) {
  const classes = [
    'sf-button',
    `sf-button--${variant}`,
    iconSize === 24 && 'sf-button--large',
    shadowed && 'sf-button--shadowed',
    loading && 'sf-button--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={ariaLabel}
      name={name}
      value={value}
      onClick={onClick}
    >
      <span className="sf-button__content">
        {icon && <Icon name={icon} size={iconSize} />}
        {children}
      </span>
      {loading && <Spinner size={iconSize} className="sf-button__spinner" />}
    </button>
  );
}
