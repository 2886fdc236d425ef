import { ICON_GRID, ICON_PATHS, ICON_STROKE_WIDTH, type IconName, type IconSize } from './icons.ts';

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /** Size in px; default 24. */
  size?: IconSize;
  /** Accessible name; without it the icon is decorative (`aria-hidden`) and the text around names it. */
  label?: string;
  className?: string;
}

/**
 * One icon of the set (public-site §3 icon set) as inline SVG, `width` = `height` = `size` px, drawn in
 * the current text colour. The root carries `data-icon="{name}"` and the classes `sf-icon sf-icon--{size}`.
 */
export function Icon({ name, size = 24, label, className }: IconProps) {
  const classes = ['sf-icon', `sf-icon--${size}`, className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      data-icon={name}
      width={size}
      height={size}
      viewBox={`0 0 ${ICON_GRID} ${ICON_GRID}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={ICON_STROKE_WIDTH[size]}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
