/**
 * The machines of the demo images, one silhouette per product family, drawn in their own units: about
 * 1000 wide (x from -500 to 500), standing on y = 0, up to about 760 high. A scene places and scales
 * them with a transform. Colours come from the gradients of svg.ts `gradients`; the seed varies
 * proportions and details, never the family's silhouette.
 */
import { box, dashboard, n, polygon, rect, shadow } from './svg.ts';

/** The product families the drawings tell apart (catalogue.ts `machineFamily`). */
export type MachineFamily = 'crimping' | 'cutting' | 'stripping' | 'harness' | 'test' | 'generic';

/** The SVG of a machine of `family` in machine units. */
export function drawMachine(family: MachineFamily, seed: number): string {
  return shadow({ cx: 40, cy: -8, rx: 620, ry: 70 }) + MACHINES[family](seed);
}

const WIRE_COLOURS = ['#d62828', '#1d4ed8', '#111827', '#f59e0b', '#15803d', '#7c3aed', '#f5f5f4'];

/** The harness board's surface, tilted back: narrower at the top. */
const BOARD: readonly [number, number][] = [
  [-476, -334],
  [-438, -726],
  [458, -726],
  [496, -334],
];

const MACHINES: Record<MachineFamily, (seed: number) => string> = {
  // A fully automatic crimping centre: a long base, a glass hood over two crimp presses, a wire drum
  // feeding it and the operator screen on a swing arm.
  crimping: (seed) => {
    const presses = 2 + (seed % 2);
    const parts = [
      drum({ x: -470, seed }),
      wire({ from: [-470, -250], to: [-400, -330], sag: 80, seed }),
      feet(-420, 380),
      box({ x: -420, y: -18, w: 800, h: 300, depth: 190, front: 'url(#metal)' }),
      rect({ x: -420, y: -250, w: 800, h: 34 }, 'fill="url(#accent)"'),
      rect({ x: -380, y: -200, w: 260, h: 150 }, 'rx="6" fill="#d5dbe1" stroke="#a6afb9" stroke-width="3"'),
      rect({ x: -80, y: -200, w: 260, h: 150 }, 'rx="6" fill="#d5dbe1" stroke="#a6afb9" stroke-width="3"'),
    ];
    for (let index = 0; index < presses; index += 1) {
      const x = -300 + index * (560 / presses);
      parts.push(
        box({ x, y: -318, w: 110, h: 230, depth: 90, front: 'url(#dark)', top: '#5b6572', side: '#20262d' }),
        rect({ x: x + 8, y: -548, w: 94, h: 26 }, 'fill="url(#accent)"'),
        rect({ x: x + 30, y: -340, w: 50, h: 22 }, 'fill="#c9a227"'),
      );
    }
    parts.push(
      // The hood: glass on a thin frame, its edges catching the light.
      box({
        x: -400,
        y: -318,
        w: 760,
        h: 300,
        depth: 170,
        front: 'url(#glass)',
        top: 'url(#glass)',
        side: 'url(#glass)',
        rx: 14,
      }),
      `<path d="M-390 -610L-310 -360" stroke="#ffffff" stroke-opacity="0.55" stroke-width="14"/>`,
      `<path d="M-60 -610L40 -330" stroke="#ffffff" stroke-opacity="0.3" stroke-width="22"/>`,
      ...screenOnArm({ x: 330, y: -800, mount: -650 }),
    );
    return parts.join('');
  },

  // Cutting: a wire drum, a straightener with its rollers, the cutting head and a long output tray
  // with cut pieces.
  cutting: (seed) => {
    const pieces = 5 + (seed % 4);
    const parts = [
      drum({ x: -470, seed }),
      wire({ from: [-470, -250], to: [-300, -410], sag: 60, seed }),
      feet(-330, 200),
      box({ x: -330, y: -18, w: 200, h: 360, depth: 120, front: 'url(#metal)' }),
      rect({ x: -320, y: -470, w: 180, h: 60 }, 'rx="8" fill="url(#dark)"'),
    ];
    for (let index = 0; index < 4; index += 1) {
      parts.push(
        `<circle cx="${-300 + index * 46}" cy="-425" r="17" fill="#c3cad2" stroke="#1d232a" stroke-width="4"/>`,
        `<circle cx="${-277 + index * 46}" cy="-455" r="17" fill="#c3cad2" stroke="#1d232a" stroke-width="4"/>`,
      );
    }
    parts.push(
      feet(-130, 280),
      box({ x: -130, y: -18, w: 280, h: 560, depth: 160, front: 'url(#accent)', side: 'url(#accentSide)' }),
      rect({ x: -95, y: -500, w: 210, h: 170 }, 'rx="10" fill="url(#dark)"'),
      rect({ x: -80, y: -488, w: 120, h: 146 }, 'rx="6" fill="url(#glass)"'),
      rect({ x: -95, y: -290, w: 210, h: 24 }, 'fill="#1d232a" fill-opacity="0.35"'),
      `<path d="M-140 -420L-95 -420" stroke="#f59e0b" stroke-width="8"/>`,
      // The output tray on its legs, the cut pieces lying in it.
      rect({ x: 180, y: -330, w: 14, h: 320 }, 'fill="#7f8994"'),
      rect({ x: 480, y: -330, w: 14, h: 320 }, 'fill="#7f8994"'),
      box({ x: 150, y: -330, w: 360, h: 50, depth: 150, front: 'url(#metal)' }),
    );
    for (let index = 0; index < pieces; index += 1) {
      const y = -392 + index * (30 / pieces) * 2;
      const x = 170 + index * 6;
      const colour = WIRE_COLOURS[(seed + index) % WIRE_COLOURS.length]!;
      parts.push(
        `<path d="M${x} ${n(y)}L${x + 320} ${n(y + 8)}" stroke="${colour}" stroke-width="8" stroke-linecap="round"/>`,
      );
    }
    parts.push(...screenOnArm({ x: -60, y: -780, mount: -620 }));
    return parts.join('');
  },

  // Stripping: a compact bench-top unit on a workbench, its insertion funnel at the front, a touch
  // screen on top, stripped wires in a tray beside it.
  stripping: (seed) => {
    const width = 400 + (seed % 5) * 14;
    const x = -280;
    const funnel = { x: x + width * 0.28, y: -590 };
    const parts = [
      ...benchLegs(-350, 720, 420),
      box({ x: -370, y: -400, w: 740, h: 40, depth: 220, front: '#8a6a4a', top: '#c8a67e', side: '#6f5238' }),
      box({
        x,
        y: -448,
        w: width,
        h: 300,
        depth: 200,
        front: 'url(#accent)',
        side: 'url(#accentSide)',
        rx: 18,
      }),
      `<circle cx="${n(funnel.x)}" cy="${funnel.y}" r="58" fill="url(#dark)"/>`,
      `<circle cx="${n(funnel.x)}" cy="${funnel.y}" r="20" fill="#0b0f14"/>`,
      ...dashboard({ x: x + width * 0.55, y: -720, w: width * 0.38, h: 150 }),
      rect(
        { x: x + width * 0.55, y: -540, w: width * 0.38, h: 60 },
        'rx="6" fill="#1d232a" fill-opacity="0.25"',
      ),
      box({ x: 160, y: -448, w: 180, h: 40, depth: 160, front: 'url(#metal)' }),
    ];
    for (let index = 0; index < 6; index += 1) {
      const colour = WIRE_COLOURS[(seed + index) % WIRE_COLOURS.length]!;
      const y = -500 + index * 7;
      parts.push(
        `<path d="M${170 + index * 4} ${y}L320 ${y - 18}" stroke="${colour}" stroke-width="9" stroke-linecap="round"/>`,
        `<path d="M320 ${y - 18}L336 ${y - 21}" stroke="#c58b3a" stroke-width="4"/>`,
      );
    }
    parts.push(wire({ from: [-370, -430], to: [funnel.x, funnel.y], sag: -40, seed }));
    return parts.join('');
  },

  // Harness manufacturing: a tilted harness board on its stand, the harness laid out on the pegboard
  // in branches with connectors at their ends and yellow fork holders along the way.
  harness: (seed) => {
    const parts = [
      rect({ x: -420, y: -420, w: 22, h: 420 }, 'fill="#5d6670"'),
      rect({ x: 400, y: -420, w: 22, h: 420 }, 'fill="#5d6670"'),
      rect({ x: -470, y: -20, w: 140, h: 20 }, 'fill="#3f474f"'),
      rect({ x: 350, y: -20, w: 140, h: 20 }, 'fill="#3f474f"'),
      polygon(
        [
          [-490, -320],
          [-450, -740],
          [470, -740],
          [510, -320],
        ],
        'fill="#1d232a"',
      ),
      polygon(BOARD, 'fill="#efe6d2"'),
      pegHoles(),
      polygon(BOARD, 'fill="url(#sheen)"'),
      box({ x: -500, y: -296, w: 1020, h: 28, depth: 70, front: 'url(#metal)' }),
    ];
    // The trunk runs across, branches leave it up and down; each ends in a connector.
    const trunkY = -540 + (seed % 3) * 14;
    const branches = 5 + (seed % 3);
    const bundle = [0, 1, 2].map((offset) => WIRE_COLOURS[(seed + offset) % WIRE_COLOURS.length]!);
    bundle.forEach((colour, index) => {
      parts.push(
        `<path d="M-400 ${trunkY + index * 6}L400 ${trunkY + index * 6}" stroke="${colour}" stroke-width="7" fill="none"/>`,
      );
    });
    for (let index = 0; index < branches; index += 1) {
      const x = -340 + index * (700 / (branches - 1));
      const up = (seed >>> index) % 2 === 0;
      const endY = up ? -680 + ((seed >>> (index + 3)) % 3) * 20 : -390 - ((seed >>> (index + 3)) % 3) * 20;
      const bend = x + (up ? 40 : -40);
      parts.push(
        `<path d="M${n(x)} ${trunkY + 6}Q${n(x)} ${n((trunkY + endY) / 2)} ${n(bend)} ${n(endY)}" stroke="${bundle[index % 3]}" stroke-width="9" fill="none"/>`,
        `<rect x="${n(bend - 20)}" y="${n(endY - (up ? 34 : 0))}" width="40" height="34" rx="4" fill="${index % 2 ? '#1d232a' : '#e5e7eb'}" stroke="#1d232a" stroke-width="3"/>`,
        `<path d="M${n(x - 14)} ${trunkY - 16}L${n(x)} ${trunkY + 2}L${n(x + 14)} ${trunkY - 16}" stroke="#f0b429" stroke-width="8" fill="none"/>`,
      );
    }
    parts.push(
      `<path d="M-400 ${trunkY - 20}L-400 ${trunkY + 28}M400 ${trunkY - 20}L400 ${trunkY + 28}" stroke="#f0b429" stroke-width="10"/>`,
    );
    return parts.join('');
  },

  // A test system: an instrument rack with a stack light, beside a test table with the adapter board
  // and a monitor on an arm.
  test: (seed) => {
    const units = 5 + (seed % 3);
    const parts = [
      feet(-440, 300),
      box({
        x: -440,
        y: -18,
        w: 300,
        h: 660,
        depth: 180,
        front: 'url(#dark)',
        top: '#5b6572',
        side: '#171c22',
      }),
    ];
    for (let index = 0; index < units; index += 1) {
      const y = -640 + index * (600 / units);
      parts.push(
        rect(
          { x: -425, y, w: 270, h: 600 / units - 12 },
          'rx="3" fill="#39424d" stroke="#59636e" stroke-width="2"',
        ),
        `<circle cx="-400" cy="${n(y + 16)}" r="6" fill="${(seed >>> index) % 3 === 0 ? '#f59e0b' : '#3fb950'}"/>`,
        rect({ x: -370, y: y + 10, w: 120, h: 12 }, 'fill="#1d232a"'),
      );
    }
    parts.push(
      rect({ x: -310, y: -760, w: 36, h: 26 }, 'fill="#3fb950"'),
      rect({ x: -310, y: -786, w: 36, h: 26 }, 'fill="#f59e0b" fill-opacity="0.6"'),
      rect({ x: -310, y: -812, w: 36, h: 26 }, 'fill="#d62828" fill-opacity="0.5"'),
      rect({ x: -300, y: -734, w: 16, h: 56 }, 'fill="#7f8994"'),
      feet(-90, 560),
      box({ x: -90, y: -18, w: 560, h: 380, depth: 240, front: 'url(#metal)' }),
      rect({ x: -90, y: -398, w: 560, h: 30 }, 'fill="url(#accent)"'),
      polygon(
        [
          [-70, -400],
          [20, -470],
          [540, -470],
          [470, -400],
        ],
        'fill="#2f6f4f"',
      ),
    );
    for (let index = 0; index < 6; index += 1) {
      const x = 0 + index * 72;
      const colour = ['#e5e7eb', '#1d232a', '#f0b429'][(seed + index) % 3]!;
      parts.push(
        rect({ x, y: -452, w: 44, h: 28 }, `rx="3" fill="${colour}" stroke="#0b0f14" stroke-width="2"`),
      );
    }
    parts.push(
      `<path d="M10 -420C120 -445 240 -405 360 -440S480 -420 500 -430" stroke="${WIRE_COLOURS[seed % WIRE_COLOURS.length]}" stroke-width="9" fill="none"/>`,
      ...screenOnArm({ x: 380, y: -640, mount: -470 }),
    );
    return parts.join('');
  },

  // Any other machine: a cabinet with a guarded work area, a window, a control screen and a spool.
  generic: (seed) => {
    const width = 640 + (seed % 5) * 30;
    const x = -width / 2;
    return [
      drum({ x: -470, seed }),
      wire({ from: [-470, -250], to: [x + 60, -470], sag: 60, seed }),
      feet(x, width),
      box({ x, y: -18, w: width, h: 300, depth: 180, front: 'url(#metal)' }),
      rect(
        { x: x + 30, y: -280, w: width * 0.4, h: 220 },
        'rx="8" fill="#d5dbe1" stroke="#a6afb9" stroke-width="3"',
      ),
      box({
        x: x + 20,
        y: -318,
        w: width - 40,
        h: 300,
        depth: 160,
        front: 'url(#accent)',
        side: 'url(#accentSide)',
        rx: 16,
      }),
      rect(
        { x: x + 60, y: -570, w: width * 0.5, h: 200 },
        'rx="10" fill="url(#glass)" stroke="#1d232a" stroke-opacity="0.3" stroke-width="4"',
      ),
      `<path d="M${n(x + 90)} -390L${n(x + width * 0.45)} -560" stroke="#ffffff" stroke-opacity="0.5" stroke-width="12"/>`,
      ...screenOnArm({ x: x + width * 0.72, y: -600, mount: -490 }),
    ].join('');
  },
};

/**
 * The pegboard's holes as rows of dots (dashes of length 0 with round caps): one path, far cheaper to
 * rasterise large than a pattern fill.
 */
function pegHoles(): string {
  const [bottomLeft, topLeft, topRight, bottomRight] = BOARD;
  const rows: string[] = [];
  for (let y = topLeft![1] + 12; y < bottomLeft![1] - 6; y += 24) {
    const along = (y - topLeft![1]) / (bottomLeft![1] - topLeft![1]);
    const left = topLeft![0] + (bottomLeft![0] - topLeft![0]) * along + 12;
    const right = topRight![0] + (bottomRight![0] - topRight![0]) * along - 12;
    rows.push(`M${n(left)} ${y}H${n(right)}`);
  }
  return `<path d="${rows.join('')}" stroke="#b4a484" stroke-width="5" stroke-dasharray="0 24" stroke-linecap="round"/>`;
}

/** Two feet under a cabinet from `x`, `width` wide. */
function feet(x: number, width: number): string {
  return (
    rect({ x: x + 24, y: -20, w: 46, h: 20 }, 'fill="#3f474f"') +
    rect({ x: x + width - 70, y: -20, w: 46, h: 20 }, 'fill="#3f474f"')
  );
}

function benchLegs(x: number, width: number, height: number): string[] {
  return [x, x + width - 26].map((legX) =>
    rect({ x: legX, y: -height + 20, w: 26, h: height - 20 }, 'fill="#5d6670"'),
  );
}

/** A wire drum on the floor at `x`. */
function drum(input: { x: number; seed: number }): string {
  const colour = WIRE_COLOURS[input.seed % WIRE_COLOURS.length]!;
  return (
    rect({ x: input.x - 70, y: -250, w: 140, h: 250 }, `fill="${colour}"`) +
    rect({ x: input.x - 70, y: -250, w: 140, h: 250 }, 'fill="url(#sheen)"') +
    `<ellipse cx="${input.x}" cy="-250" rx="70" ry="22" fill="#5a3d22"/>` +
    `<ellipse cx="${input.x}" cy="-250" rx="26" ry="8" fill="#2a1c10"/>` +
    `<ellipse cx="${input.x}" cy="0" rx="72" ry="16" fill="#5a3d22"/>`
  );
}

/** A wire hanging from one point to another. */
function wire(input: { from: [number, number]; to: [number, number]; sag: number; seed: number }): string {
  const [x1, y1] = input.from;
  const [x2, y2] = input.to;
  const colour = WIRE_COLOURS[input.seed % WIRE_COLOURS.length]!;
  return `<path d="M${x1} ${y1}Q${n((x1 + x2) / 2)} ${n(Math.min(y1, y2) - input.sag)} ${x2} ${y2}" stroke="${colour}" stroke-width="6" fill="none"/>`;
}

/** An operator screen on a swing arm, its top left corner at (x, y). */
/** An operator screen, its top left corner at (x, y), on a pole down to `mount` (y) on the machine. */
function screenOnArm(at: { x: number; y: number; mount: number }): string[] {
  const { x, y } = at;
  return [
    `<path d="M${n(x + 65)} ${y + 110}V${at.mount}" stroke="#5d6670" stroke-width="14"/>`,
    ...dashboard({ x, y, w: 130, h: 110 }),
  ];
}
