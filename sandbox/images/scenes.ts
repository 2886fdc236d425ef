/**
 * Where a demo machine stands: a studio backdrop (catalogue photos), a factory hall (stories, news,
 * company pages) or a trade-fair booth (event sites). Each is drawn with gradients only (window light,
 * spot light, floor shading), since librsvg rasterises those cheaply and blur filters over a large area
 * slowly, and with perspective lines towards one vanishing point for depth.
 */
import { drawMachine, type MachineFamily } from './machines.ts';
import { dashboard, mix, n, polygon, rect } from './svg.ts';

/** The backgrounds a machine is drawn in (catalogue.ts `sceneSetting`). */
export type SceneSetting = 'studio' | 'hall' | 'booth';

/**
 * A machine of `family` in `setting`, filling a `width` × `height` px canvas.
 *
 * @param input.accent the image's accent colour, `#rrggbb` (the booth's walls).
 * @param input.seed varies the vanishing point, windows, lamps and the machine's details.
 */
export function drawScene(input: {
  setting: SceneSetting;
  family: MachineFamily;
  width: number;
  height: number;
  accent: string;
  seed: number;
}): string {
  const { width, height } = input;
  const background = BACKGROUNDS[input.setting](input);
  // The machine stands inside the middle 16:9 band of a 4:3 canvas, so that a wide crop keeps it whole;
  // smaller in a hall or booth, where the room around it is part of the picture.
  const groundY = height * 0.8;
  const scale = Math.min((width * (input.setting === 'studio' ? 0.58 : 0.5)) / 1000, (height * 0.6) / 800);
  // A little off centre, as a photographer would frame it.
  const x = width * (0.5 + (((input.seed >>> 7) % 5) - 2) * 0.025);
  return (
    background +
    `<g transform="translate(${n(x)} ${n(groundY)}) scale(${scale.toFixed(4)})">${drawMachine(input.family, input.seed)}</g>`
  );
}

type Background = (input: {
  width: number;
  height: number;
  accent: string;
  seed: number;
  family: MachineFamily;
}) => string;

const BACKGROUNDS: Record<SceneSetting, Background> = {
  // A seamless paper sweep, lit from above and fading to grey at the edges.
  studio: ({ width, height }) =>
    '<defs><radialGradient id="backdrop" cx="0.5" cy="0.3" r="0.85"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#e9edf1"/><stop offset="1" stop-color="#c4ccd4"/></radialGradient>' +
    '<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#aab4be" stop-opacity="0.55"/></linearGradient></defs>' +
    rect({ x: 0, y: 0, w: width, h: height }, 'fill="url(#backdrop)"') +
    rect({ x: 0, y: height * 0.6, w: width, h: height * 0.4 }, 'fill="url(#sweep)"'),

  hall: ({ width, height, seed, family }) => {
    const horizon = height * 0.6;
    const vanishing = { x: width * (0.38 + (seed % 6) * 0.05), y: height * 0.5 };
    const parts = [
      '<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b7c1cb"/><stop offset="1" stop-color="#dfe4e9"/></linearGradient>' +
        '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8f9aa4"/><stop offset="1" stop-color="#d5dade"/></linearGradient>' +
        '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfdff"/><stop offset="1" stop-color="#b8d3e8"/></linearGradient></defs>',
      rect({ x: 0, y: 0, w: width, h: horizon }, 'fill="url(#wall)"'),
      rect({ x: 0, y: horizon, w: width, h: height - horizon }, 'fill="url(#floor)"'),
    ];
    // Clerestory windows along the back wall, and the light they throw onto the floor.
    const windows = 5 + (seed % 3);
    const pitch = width / windows;
    const top = height * 0.13;
    const bottom = height * 0.33;
    const beams: string[] = [];
    for (let index = 0; index < windows; index += 1) {
      const x = index * pitch + pitch * 0.14;
      const w = pitch * 0.72;
      parts.push(
        rect({ x, y: top, w, h: bottom - top }, 'fill="url(#sky)"'),
        `<path d="M${n(x + w / 3)} ${n(top)}V${n(bottom)}M${n(x + (2 * w) / 3)} ${n(top)}V${n(bottom)}M${n(x)} ${n((top + bottom) / 2)}H${n(x + w)}" stroke="#6b7680" stroke-width="5"/>`,
      );
      beams.push(
        `M${n(x)} ${n(bottom)}H${n(x + w)}L${n(x + w + pitch * 0.9)} ${height}H${n(x + pitch * 0.35)}Z`,
      );
    }
    // One path for all the light shafts: one translucent fill is far cheaper to rasterise than several.
    parts.push(`<path d="${beams.join('')}" fill="url(#beam)" fill-opacity="0.55"/>`);
    // Steel columns between the windows, the roof trusses and hanging lamps.
    for (let index = 0; index <= windows; index += 1) {
      const x = index * pitch - 14;
      parts.push(
        rect({ x, y: height * 0.08, w: 28, h: horizon - height * 0.08 }, 'fill="#5d6873"'),
        rect({ x: x + 4, y: height * 0.08, w: 6, h: horizon - height * 0.08 }, 'fill="#8d99a4"'),
      );
    }
    parts.push(rect({ x: 0, y: 0, w: width, h: height * 0.09 }, 'fill="#3b444e"'));
    const truss = Array.from(
      { length: Math.ceil(width / 80) + 1 },
      (_, index) =>
        `${index === 0 ? 'M' : 'L'}${index * 80} ${index % 2 ? n(height * 0.015) : n(height * 0.085)}`,
    ).join('');
    parts.push(`<path d="${truss}" stroke="#6f7b86" stroke-width="6" fill="none"/>`);
    for (let index = 0; index < windows; index += 1) {
      const x = (index + 0.5) * pitch + pitch * 0.5 * ((seed >>> index) % 2 ? 0.2 : -0.2);
      parts.push(
        `<path d="M${n(x)} ${n(height * 0.09)}V${n(height * 0.38)}" stroke="#2b3138" stroke-width="3"/>`,
        `<circle cx="${n(x)}" cy="${n(height * 0.4)}" r="${n(height * 0.07)}" fill="url(#glow)"/>`,
        rect({ x: x - 26, y: height * 0.38, w: 52, h: 12 }, 'rx="4" fill="#2b3138"'),
      );
    }
    parts.push(...floorLines({ width, height, horizon, vanishing, colour: '#ffffff', opacity: 0.22 }));
    // Yellow walkway markings, the far machines of the same line hazy in the distance.
    for (const side of [-1, 1]) {
      const bottomX = vanishing.x + side * width * 0.95;
      const t = (horizon - vanishing.y) / (height - vanishing.y);
      parts.push(
        `<path d="M${n(vanishing.x + (bottomX - vanishing.x) * t)} ${n(horizon)}L${n(bottomX)} ${n(height)}" stroke="#f0b429" stroke-width="${n(width * 0.008)}" stroke-opacity="0.9"/>`,
      );
    }
    for (const at of [0.14, 0.84]) {
      parts.push(
        `<g transform="translate(${n(width * at)} ${n(horizon + height * 0.03)}) scale(${((width * 0.16) / 1000).toFixed(4)})">${drawMachine(family, seed >>> 3)}</g>`,
      );
    }
    parts.push(
      rect(
        { x: 0, y: horizon - height * 0.06, w: width, h: height * 0.12 },
        'fill="#dfe6ec" fill-opacity="0.28"',
      ),
    );
    // A few people at work in the middle distance, in safety vests and hard hats.
    const workers = 1 + (seed % 3);
    for (let index = 0; index < workers; index += 1) {
      const side = (seed >>> (index * 3 + 5)) % 2 === 0 ? 0.06 : 0.76;
      const at = (side + (((seed >>> (index * 3 + 6)) % 5) / 5) * 0.18) * width;
      const y = horizon + height * (0.07 + index * 0.03);
      parts.push(
        person({
          x: at,
          y,
          height: height * (0.16 + index * 0.025),
          seed: seed >>> (index * 4),
          worker: true,
        }),
      );
    }
    return parts.join('');
  },

  booth: ({ width, height, accent, seed }) => {
    const horizon = height * 0.66;
    const left = width * 0.1;
    const right = width * 0.92;
    const wallTop = height * 0.17;
    const parts = [
      `<defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#121a24"/><stop offset="1" stop-color="#323c48"/></linearGradient>` +
        `<linearGradient id="carpet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(accent, '#d9dde2', 0.75)}"/><stop offset="1" stop-color="${mix(accent, '#f4f5f7', 0.85)}"/></linearGradient></defs>`,
      rect({ x: 0, y: 0, w: width, h: height }, 'fill="url(#night)"'),
    ];
    // The exhibition hall's ceiling lights and neighbouring booths, dim behind.
    for (let index = 0; index < 9; index += 1) {
      parts.push(
        `<circle cx="${n((index + 0.5) * (width / 9))}" cy="${n(height * 0.05)}" r="${n(height * 0.05)}" fill="url(#glow)" fill-opacity="0.6"/>`,
      );
    }
    for (let index = 0; index < 4; index += 1) {
      const colour = ['#3a5f8a', '#8a5a3a', '#4d7a5a', '#6a4d8a'][(seed + index) % 4]!;
      parts.push(
        rect(
          { x: index * width * 0.27 - width * 0.05, y: height * 0.36, w: width * 0.2, h: height * 0.3 },
          `fill="${colour}" fill-opacity="0.35"`,
        ),
      );
    }
    parts.push(
      polygon(
        [
          [left, horizon],
          [right, horizon],
          [width * 1.08, height],
          [-width * 0.08, height],
        ],
        'fill="url(#carpet)"',
      ),
      // Back wall in the brand's colour with a light band, the brand mark and a screen.
      rect({ x: left, y: wallTop, w: right - left, h: horizon - wallTop }, 'fill="url(#accent)"'),
      rect(
        { x: left, y: wallTop + height * 0.04, w: right - left, h: height * 0.09 },
        'fill="#ffffff" fill-opacity="0.92"',
      ),
      `<circle cx="${n(left + width * 0.07)}" cy="${n(wallTop + height * 0.085)}" r="${n(height * 0.032)}" fill="${accent}"/>`,
      rect(
        { x: left + width * 0.11, y: wallTop + height * 0.065, w: width * 0.26, h: height * 0.022 },
        `fill="${mix(accent, '#1d232a', 0.3)}"`,
      ),
      rect(
        { x: left + width * 0.11, y: wallTop + height * 0.095, w: width * 0.16, h: height * 0.014 },
        `fill="${mix(accent, '#ffffff', 0.4)}"`,
      ),
      ...dashboard({ x: right - width * 0.25, y: wallTop + height * 0.17, w: width * 0.2, h: height * 0.2 }),
      polygon(
        [
          [left, wallTop],
          [width * 0.01, wallTop - height * 0.05],
          [width * 0.01, horizon + height * 0.12],
          [left, horizon],
        ],
        'fill="url(#accentSide)"',
      ),
      rect({ x: left, y: horizon - 6, w: right - left, h: 12 }, 'fill="#000000" fill-opacity="0.18"'),
    );
    // The lighting truss and its spots, each throwing a cone of light down onto the stand.
    parts.push(
      rect(
        { x: width * 0.04, y: height * 0.08, w: width * 0.92, h: height * 0.035 },
        'fill="none" stroke="#b8c0c8" stroke-width="5"',
      ),
    );
    const zigzag = Array.from(
      { length: 31 },
      (_, index) =>
        `${index === 0 ? 'M' : 'L'}${n(width * 0.04 + (index * (width * 0.92)) / 30)} ${n(index % 2 ? height * 0.08 : height * 0.115)}`,
    ).join('');
    parts.push(`<path d="${zigzag}" stroke="#b8c0c8" stroke-width="3" fill="none"/>`);
    for (let index = 0; index < 4; index += 1) {
      const x = width * (0.2 + index * 0.2);
      const lean = ((seed >>> (index * 2)) % 3) - 1;
      parts.push(
        polygon(
          [
            [x - 10, height * 0.14],
            [x + 10, height * 0.14],
            [x + lean * width * 0.05 + width * 0.11, height * 0.92],
            [x + lean * width * 0.05 - width * 0.11, height * 0.92],
          ],
          'fill="url(#beam)" fill-opacity="0.4"',
        ),
        rect({ x: x - 14, y: height * 0.115, w: 28, h: height * 0.035 }, 'rx="5" fill="#1d232a"'),
      );
    }
    // Visitors on the stand and in the aisle.
    const visitors = 2 + (seed % 3);
    for (let index = 0; index < visitors; index += 1) {
      const side = (seed >>> (index * 3 + 2)) % 2 === 0 ? 0.04 : 0.74;
      const at = (side + (((seed >>> (index * 3 + 3)) % 5) / 5) * 0.2) * width;
      const y = horizon + height * (0.05 + (index % 2) * 0.04);
      parts.push(
        person({
          x: at,
          y,
          height: height * (0.24 + (index % 2) * 0.04),
          seed: seed >>> (index * 5),
          worker: false,
        }),
      );
    }
    // A reception counter at the front of the stand.
    const counterX = width * ((seed >>> 4) % 2 ? 0.78 : 0.05);
    parts.push(
      rect({ x: counterX, y: height * 0.62, w: width * 0.17, h: height * 0.2 }, 'fill="url(#accent)"'),
      rect(
        { x: counterX - width * 0.005, y: height * 0.605, w: width * 0.18, h: height * 0.02 },
        'fill="#f5f7f9"',
      ),
      rect({ x: counterX, y: height * 0.62, w: width * 0.17, h: height * 0.2 }, 'fill="url(#sheen)"'),
    );
    return parts.join('');
  },
};

/** Floor joints: lines towards the vanishing point, and cross joints closing up with distance. */
function floorLines(input: {
  width: number;
  height: number;
  horizon: number;
  vanishing: { x: number; y: number };
  colour: string;
  opacity: number;
}): string[] {
  const { width, height, horizon, vanishing } = input;
  const t = (horizon - vanishing.y) / (height - vanishing.y);
  const lines: string[] = [];
  for (let index = -8; index <= 16; index += 1) {
    const bottomX = index * (width / 8);
    lines.push(`M${n(vanishing.x + (bottomX - vanishing.x) * t)} ${n(horizon)}L${n(bottomX)} ${n(height)}`);
  }
  for (let index = 1; index < 8; index += 1) {
    const y = horizon + (height - horizon) * (index / 8) ** 2;
    lines.push(`M0 ${n(y)}H${n(width)}`);
  }
  return [
    `<path d="${lines.join('')}" stroke="${input.colour}" stroke-opacity="${input.opacity}" stroke-width="3" fill="none"/>`,
  ];
}

const SKIN_TONES = ['#f1c7a5', '#e0a98a', '#c68863', '#9a6444', '#6f4a33'];
const SUITS = ['#1f2a38', '#33415c', '#4a4e57', '#6b4f3a', '#5a2e3a', '#2d3a4f', '#7a8594'];

/**
 * A standing person seen from the front, `height` px tall with the feet at (x, y): a worker in a
 * high-visibility vest and hard hat, or a visitor in a jacket.
 */
function person(input: { x: number; y: number; height: number; seed: number; worker: boolean }): string {
  const { seed } = input;
  const skin = SKIN_TONES[seed % SKIN_TONES.length]!;
  const clothes = SUITS[(seed >>> 3) % SUITS.length]!;
  const top = input.worker ? '#f97316' : clothes;
  const legs = input.worker ? '#2d3a4f' : mix(clothes, '#000000', 0.25);
  const head = input.worker
    ? '<path d="M-9 -93A9 9 0 0 1 9 -93L11 -92L-11 -92Z" fill="#facc15"/>'
    : `<path d="M-8 -93A8 8 0 0 1 8 -93Z" fill="${['#2b2118', '#8a5a33', '#6b6b6b', '#c9a36b'][(seed >>> 6) % 4]}"/>`;
  return (
    `<g transform="translate(${n(input.x)} ${n(input.y)}) scale(${(input.height / 100).toFixed(4)})">` +
    '<ellipse cx="0" cy="0" rx="18" ry="3" fill="url(#shadow)"/>' +
    `<rect x="-9" y="-50" width="8" height="50" fill="${legs}"/><rect x="1" y="-50" width="8" height="50" fill="${legs}"/>` +
    `<rect x="-17" y="-82" width="7" height="34" rx="3" fill="${top}"/><rect x="10" y="-82" width="7" height="34" rx="3" fill="${top}"/>` +
    `<rect x="-12" y="-84" width="24" height="40" rx="5" fill="${input.worker ? '#33415c' : top}"/>` +
    (input.worker
      ? '<rect x="-12" y="-84" width="24" height="34" rx="5" fill="#f97316"/><path d="M-12 -62H12" stroke="#e5e7eb" stroke-width="3"/>'
      : '<path d="M-4 -84L0 -72L4 -84Z" fill="#ffffff"/>') +
    `<circle cx="0" cy="-91" r="8" fill="${skin}"/>` +
    head +
    '</g>'
  );
}
