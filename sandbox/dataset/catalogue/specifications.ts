import type { Random } from '../prng.ts';
import { SPECIFICATION_NAMES, type SpecificationKey } from './detail-phrases.ts';
import type { ProductFamily } from './product-phrases.ts';
import type { SpecificationRecord } from './types.ts';

interface Measure {
  metricUnit: string | null;
  imperialUnit: string | null;
  /** Decimals shown in each system. */
  decimals: [metric: number, imperial: number];
  toImperial: (metric: number) => number;
}

const same = (value: number) => value;
const factor = (by: number) => (value: number) => value * by;

/** Common cross-sections and their nearest American Wire Gauge. */
const AWG_BY_MM2 = new Map([
  [0.13, 26],
  [0.22, 24],
  [0.35, 22],
  [0.5, 20],
  [0.75, 18],
  [1.5, 16],
  [2.5, 14],
  [4, 12],
  [6, 10],
  [10, 8],
  [16, 6],
]);
const CROSS_SECTIONS = [...AWG_BY_MM2.keys()];

const MEASURES: Readonly<Record<SpecificationKey, Measure>> = {
  crossSection: {
    metricUnit: 'mm²',
    imperialUnit: 'AWG',
    decimals: [2, 0],
    toImperial: (mm2) => AWG_BY_MM2.get(mm2)!,
  },
  strippingLength: { metricUnit: 'mm', imperialUnit: 'in', decimals: [0, 2], toImperial: factor(1 / 25.4) },
  crimpForce: { metricUnit: 'kN', imperialUnit: 'lbf', decimals: [1, 0], toImperial: factor(224.809) },
  cycleTime: { metricUnit: 's', imperialUnit: 's', decimals: [1, 1], toImperial: same },
  weight: { metricUnit: 'kg', imperialUnit: 'lb', decimals: [0, 0], toImperial: factor(2.20462) },
  airPressure: { metricUnit: 'bar', imperialUnit: 'psi', decimals: [1, 0], toImperial: factor(14.5038) },
  wireLength: { metricUnit: 'm', imperialUnit: 'ft', decimals: [1, 1], toImperial: factor(3.28084) },
  testPoints: { metricUnit: null, imperialUnit: null, decimals: [0, 0], toImperial: same },
  responseTime: { metricUnit: 'h', imperialUnit: 'h', decimals: [0, 0], toImperial: same },
  duration: { metricUnit: 'd', imperialUnit: 'd', decimals: [0, 0], toImperial: same },
  stations: { metricUnit: null, imperialUnit: null, decimals: [0, 0], toImperial: same },
};

const format = (value: number, decimals: number) => String(Number(value.toFixed(decimals)));

/** A metric value (or range) and its imperial conversion, as shown: '0.22 – 6' and '24 – 10'. */
function formatBoth(key: SpecificationKey, metric: readonly number[]) {
  const { decimals, toImperial } = MEASURES[key];
  return {
    metric: metric.map((value) => format(value, decimals[0])).join(' – '),
    imperial: metric.map((value) => format(toImperial(value), decimals[1])).join(' – '),
  };
}

/**
 * One specification in both measurement systems (customer-area §3 specifications): the Metric value
 * first, then the Imperial conversion with its unit. A range ([min, max]) is shown 'min – max'.
 * Cross-sections must be one of the common sizes (0.13 … 16 mm²), which map to AWG.
 */
export function specificationPair(
  key: SpecificationKey,
  metric: number | readonly number[],
): SpecificationRecord[] {
  const values = typeof metric === 'number' ? [metric] : metric;
  const shown = formatBoth(key, values);
  const { metricUnit, imperialUnit } = MEASURES[key];
  const name = SPECIFICATION_NAMES[key];
  return [
    { name, unit: metricUnit, value: shown.metric, measurementSystem: 'Metric' },
    { name, unit: imperialUnit, value: shown.imperial, measurementSystem: 'Imperial' },
  ];
}

/** A variant's size as named in each system: '6 mm²' and '10 AWG'. */
export function sizeLabels(key: SpecificationKey, metric: number): { metric: string; imperial: string } {
  const shown = formatBoth(key, [metric]);
  const { metricUnit, imperialUnit } = MEASURES[key];
  return { metric: `${shown.metric} ${metricUnit}`, imperial: `${shown.imperial} ${imperialUnit}` };
}

type Plan = { key: SpecificationKey; min: number; max: number; step: number };

const FAMILY_PLANS: Readonly<Record<ProductFamily, readonly Plan[]>> = {
  crimping: [
    { key: 'crimpForce', min: 10, max: 50, step: 0.5 },
    { key: 'cycleTime', min: 0.8, max: 2.5, step: 0.1 },
    { key: 'weight', min: 80, max: 400, step: 5 },
    { key: 'airPressure', min: 5, max: 7, step: 0.5 },
  ],
  stripping: [
    { key: 'strippingLength', min: 10, max: 50, step: 1 },
    { key: 'cycleTime', min: 0.5, max: 2, step: 0.1 },
    { key: 'weight', min: 20, max: 200, step: 5 },
  ],
  cutting: [
    { key: 'wireLength', min: 0.1, max: 30, step: 0.1 },
    { key: 'cycleTime', min: 1, max: 3, step: 0.1 },
    { key: 'weight', min: 30, max: 120, step: 5 },
  ],
  harness: [
    { key: 'wireLength', min: 1, max: 12, step: 0.5 },
    { key: 'stations', min: 2, max: 12, step: 1 },
    { key: 'weight', min: 500, max: 3000, step: 50 },
  ],
  testing: [
    { key: 'testPoints', min: 64, max: 2048, step: 64 },
    { key: 'weight', min: 30, max: 150, step: 5 },
  ],
  maintenance: [{ key: 'responseTime', min: 4, max: 48, step: 4 }],
  training: [{ key: 'duration', min: 1, max: 5, step: 1 }],
  software: [{ key: 'stations', min: 1, max: 50, step: 1 }],
  analytics: [{ key: 'stations', min: 1, max: 100, step: 1 }],
};

/** Families of wire machines, whose specifications start with the cross-section range. */
const WIRE_FAMILIES: ReadonlySet<ProductFamily> = new Set(['crimping', 'stripping', 'cutting']);

const draw = (random: Random, plan: Plan) =>
  plan.min + plan.step * random.int(0, Math.round((plan.max - plan.min) / plan.step));

/** A product's specifications in both systems, values drawn from the family's plausible ranges. */
export function familySpecifications(family: ProductFamily, random: Random): SpecificationRecord[] {
  const crossSection = WIRE_FAMILIES.has(family)
    ? specificationPair('crossSection', [
        CROSS_SECTIONS[random.int(0, 3)]!,
        CROSS_SECTIONS[random.int(6, CROSS_SECTIONS.length - 1)]!,
      ])
    : [];
  return [
    ...crossSection,
    ...FAMILY_PLANS[family].flatMap((plan) => specificationPair(plan.key, draw(random, plan))),
  ];
}

/** What a family's variants differ in, and the metric sizes offered; a family not listed has one variant. */
export const VARIANT_SIZES: Readonly<
  Partial<Record<ProductFamily, { key: SpecificationKey; sizes: number[] }>>
> = {
  crimping: { key: 'crossSection', sizes: [2.5, 4, 6] },
  stripping: { key: 'strippingLength', sizes: [18, 30, 45] },
  cutting: { key: 'wireLength', sizes: [6, 12, 24] },
  harness: { key: 'wireLength', sizes: [4, 8, 12] },
};
