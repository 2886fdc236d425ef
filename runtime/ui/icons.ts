/**
 * The icon set (public-site §3 icon set): every name exists in a 16 px and a 24 px size. The shapes are
 * simple strokes drawn on a 24 × 24 grid; the 16 px size draws the same shape with a slightly heavier
 * stroke so lines stay about 1.5 px wide after scaling down.
 */

/** Icon names, in the order the style guide lists them. */
export const ICON_NAMES = [
  'AddUser',
  'Bell',
  'Chart',
  'Download',
  'Search',
  'Share',
  'Spinner',
  'Subscribe',
  'Location',
  'Login',
  'Menu',
  'ScrollDown',
] as const;

/** One of {@link ICON_NAMES}. */
export type IconName = (typeof ICON_NAMES)[number];

/** Icon sizes in px; a button's height follows its icon size (public-site §9). */
export const ICON_SIZES = [16, 24] as const;

/** One of {@link ICON_SIZES} (px). */
export type IconSize = (typeof ICON_SIZES)[number];

/** Side of the grid the paths are drawn on (px at size 24). */
export const ICON_GRID = 24;

/** Stroke width in grid units per size: 2 at 24 px, 2.25 (≈ 1.5 px) at 16 px. */
export const ICON_STROKE_WIDTH: Record<IconSize, number> = { 16: 2.25, 24: 2 };

/** SVG path data of each icon on the {@link ICON_GRID}, stroked with the current text colour. */
export const ICON_PATHS: Record<IconName, string> = {
  AddUser: 'M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21v-1a7 7 0 0 1 14 0v1 M19 8v6 M16 11h6',
  Bell: 'M6 17v-6a6 6 0 0 1 12 0v6l2 2H4z M10 21h4',
  Chart: 'M4 4v16h16 M8 16v-5 M12 16V7 M16 16v-3',
  Download: 'M12 4v11 M7 10l5 5 5-5 M5 20h14',
  Search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z M15.5 15.5 20 20',
  Share:
    'M18 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M6 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M18 21.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z M8.2 10.8l7.6-4.4 M8.2 13.2l7.6 4.4',
  Spinner: 'M12 3a9 9 0 1 1-9 9',
  Subscribe: 'M3 6h18v12H3z M3 7l9 6 9-6',
  Location:
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  Login: 'M14 4h5v16h-5 M3 12h11 M10 8l4 4-4 4',
  Menu: 'M4 6h16 M4 12h16 M4 18h16',
  ScrollDown: 'M6 6l6 6 6-6 M6 12l6 6 6-6',
};
