/**
 * Small SVG helpers the demo drawings share: rounded numbers (so the same entry always gives the same
 * text), colour mixing, boxes drawn with a top and a side face for depth, and the gradients (light,
 * metal, glass, shadow) every drawing may refer to by id.
 */

/** A number rounded to one decimal, as SVG text. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** `#rrggbb` mixed with `#rrggbb` by `amount` (0: the first, 1: the second). */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const parts = [1, 3, 5].map((at) =>
    Math.round(channel(from, at) + (channel(to, at) - channel(from, at)) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/** A polygon through `points` ([x, y] pairs, px). */
export function polygon(points: readonly (readonly [number, number])[], attributes: string): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attributes}/>`;
}

/** A rectangle, px. */
export function rect(box: { x: number; y: number; w: number; h: number }, attributes: string): string {
  return `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" ${attributes}/>`;
}

/**
 * A box standing on `y` (its bottom edge), seen a little from above and from the right: the front face
 * filled with `front`, a lighter top face and a darker right side `depth` deep, and a sheen over the
 * front so that it catches the window light.
 */
export function box(input: {
  x: number;
  y: number;
  w: number;
  h: number;
  depth: number;
  front: string;
  top?: string;
  side?: string;
  rx?: number;
}): string {
  const { x, y, w, h, depth } = input;
  const dx = depth * 0.5;
  const dy = depth * 0.32;
  const top = y - h;
  return (
    polygon(
      [
        [x, top],
        [x + dx, top - dy],
        [x + w + dx, top - dy],
        [x + w, top],
      ],
      `fill="${input.top ?? 'url(#top)'}"`,
    ) +
    polygon(
      [
        [x + w, top],
        [x + w + dx, top - dy],
        [x + w + dx, y - dy],
        [x + w, y],
      ],
      `fill="${input.side ?? 'url(#side)'}"`,
    ) +
    rect({ x, y: top, w, h }, `rx="${input.rx ?? 4}" fill="${input.front}"`) +
    rect({ x, y: top, w, h }, `rx="${input.rx ?? 4}" fill="url(#sheen)"`)
  );
}

/** A screen showing a dashboard (three bars) in a dark bezel, its top left corner at (x, y), px. */
export function dashboard(box: { x: number; y: number; w: number; h: number }): string[] {
  const { x, y, w, h } = box;
  const bar = (at: number, height: number, fill: string) =>
    rect({ x: x + w * at, y: y + h * (0.84 - height), w: w * 0.18, h: h * height }, fill);
  return [
    rect(box, 'rx="8" fill="url(#dark)"'),
    rect({ x: x + w * 0.07, y: y + h * 0.09, w: w * 0.86, h: h * 0.76 }, 'rx="4" fill="#1f6fb5"'),
    bar(0.14, 0.26, 'fill="#3fb950"'),
    bar(0.37, 0.4, 'fill="#9fd3ff"'),
    bar(0.6, 0.52, 'fill="#ffffff" fill-opacity="0.8"'),
  ];
}

/** A soft shadow on the floor: an ellipse fading out from its centre. */
export function shadow(input: { cx: number; cy: number; rx: number; ry: number }): string {
  return `<ellipse cx="${n(input.cx)}" cy="${n(input.cy)}" rx="${n(input.rx)}" ry="${n(input.ry)}" fill="url(#shadow)"/>`;
}

/**
 * The gradients every drawing may use, by id: `metal` (brushed sheet), `top` and `side` (a box's lit
 * top and shaded side), `sheen` (light falling across a face), `glass`, `dark` (screens, machine
 * parts), `accent` and `accentSide` (the image's accent colour, lit and shaded), `shadow` (a soft
 * floor shadow), `beam` (window or spot light), `glow` (a lamp).
 */
export function gradients(accent: string): string {
  const linear = (id: string, stops: string, direction = 'x1="0" y1="0" x2="0" y2="1"') =>
    `<linearGradient id="${id}" ${direction}>${stops}</linearGradient>`;
  const stop = (offset: number, color: string, opacity = 1) =>
    `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`;
  return (
    linear('metal', stop(0, '#f5f7f9') + stop(0.55, '#dde2e8') + stop(1, '#c3cad2')) +
    linear('top', stop(0, '#ffffff') + stop(1, '#e6eaee')) +
    linear('side', stop(0, '#aab3bd') + stop(1, '#7f8994')) +
    linear(
      'sheen',
      stop(0, '#ffffff', 0.4) + stop(0.45, '#ffffff', 0.05) + stop(1, '#000000', 0.08),
      'x1="0" y1="0" x2="1" y2="1"',
    ) +
    linear(
      'glass',
      stop(0, '#e8f3fb', 0.75) + stop(0.5, '#b7d3e8', 0.45) + stop(1, '#8fb4d0', 0.55),
      'x1="0" y1="0" x2="1" y2="1"',
    ) +
    linear('dark', stop(0, '#48525e') + stop(1, '#1d232a')) +
    linear('accent', stop(0, mix(accent, '#ffffff', 0.18)) + stop(1, mix(accent, '#000000', 0.18))) +
    linear('accentSide', stop(0, mix(accent, '#000000', 0.3)) + stop(1, mix(accent, '#000000', 0.45))) +
    linear('beam', stop(0, '#ffffff', 0.42) + stop(1, '#ffffff', 0)) +
    `<radialGradient id="shadow">${stop(0, '#101820', 0.5) + stop(0.6, '#101820', 0.2) + stop(1, '#101820', 0)}</radialGradient>` +
    `<radialGradient id="glow">${stop(0, '#fffbe8', 0.95) + stop(0.35, '#fff4cc', 0.35) + stop(1, '#fff4cc', 0)}</radialGradient>`
  );
}
