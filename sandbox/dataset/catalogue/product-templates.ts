import type { UiLanguage } from '../../../core/model/system-data.ts';
import { CAPABILITY_IDS as CAP } from './capabilities.ts';
import type { ClassificationSlug } from './classification-phrases.ts';
import type { ProductFamily, SERVICE_NAMES } from './product-phrases.ts';
import type { RelationRecord } from './types.ts';

/** The hand-written part of a demo product; numbers, images and texts are generated from it. */
export interface ProductTemplate {
  slug: string;
  /** A technical name, the same in every language, or (services) a key of SERVICE_NAMES. */
  name: string | { translated: keyof typeof SERVICE_NAMES };
  family: ProductFamily;
  /** The classification that lists the product; null: outside the hierarchy (to be skipped). */
  classification: ClassificationSlug | null;
  /** A brand id of sandbox/dataset/brands.ts; the product carries that brand's product-data id. */
  brand: string | null;
  capabilities: string[];
  /** 1 to 3; more than one only for families with variant sizes. */
  variants: number;
  related: RelationRecord[];
  /** Languages the texts exist in; default all eleven. */
  languages?: UiLanguage[];
  /** Repeats specifications by name and unit, as the consumer must drop (customer-area §5). */
  duplicateSpecifications?: boolean;
  withoutLongDescription?: boolean;
}

const related = (slug: string): RelationRecord => ({ type: 'related', slug });
const component = (slug: string): RelationRecord => ({ type: 'component', slug });
const service = (slug: string): RelationRecord => ({ type: 'service', slug });

/** The eighteen products of the catalogue at scale 1, in the order they are stored. */
export const PRODUCT_TEMPLATES: readonly ProductTemplate[] = [
  {
    slug: 'alpha-550',
    name: 'Alpha 550',
    family: 'crimping',
    classification: 'crimping',
    brand: 'brand-aurum',
    capabilities: [CAP.crimping, CAP.sealing, CAP.qualityInspection],
    variants: 3,
    related: [
      related('alpha-560'),
      related('gamma-333'),
      component('applicator-ap-200'),
      service('service-contract-premium'),
      service('operator-training'),
    ],
    duplicateSpecifications: true,
  },
  {
    slug: 'alpha-560',
    name: 'Alpha 560',
    family: 'crimping',
    classification: 'crimping',
    brand: 'brand-aurum',
    capabilities: [CAP.crimping, CAP.processSecurity],
    variants: 2,
    related: [related('alpha-550'), component('applicator-ap-200')],
    languages: ['en', 'de'],
  },
  {
    slug: 'gamma-333',
    name: 'Gamma 333',
    family: 'crimping',
    classification: 'crimping',
    brand: 'brand-borealis',
    capabilities: [CAP.crimping],
    variants: 1,
    related: [related('alpha-550'), related('legacy-lc-10'), service('calibration-service')],
  },
  {
    slug: 'applicator-ap-200',
    name: 'Applicator AP 200',
    family: 'crimping',
    classification: 'crimping',
    brand: 'brand-aurum',
    capabilities: [CAP.crimping],
    variants: 1,
    related: [related('alpha-550')],
  },
  {
    slug: 'sigma-688',
    name: 'Sigma 688',
    family: 'stripping',
    classification: 'stripping',
    brand: 'brand-aurum',
    capabilities: [CAP.stripping, CAP.twisting],
    variants: 2,
    related: [related('zeta-633'), service('service-contract-premium')],
  },
  {
    slug: 'zeta-633',
    name: 'Zeta 633',
    family: 'stripping',
    classification: 'stripping',
    brand: 'brand-cobalt',
    capabilities: [CAP.stripping, CAP.crimping, CAP.sealing, CAP.twisting],
    variants: 3,
    related: [related('sigma-688'), related('mira-230'), service('operator-training')],
    duplicateSpecifications: true,
  },
  {
    slug: 'mira-230',
    name: 'Mira 230',
    family: 'stripping',
    classification: 'stripping',
    brand: 'brand-borealis',
    capabilities: [CAP.stripping],
    variants: 1,
    related: [],
    withoutLongDescription: true,
  },
  {
    slug: 'kappa-310',
    name: 'Kappa 310',
    family: 'cutting',
    classification: 'wire-processing',
    brand: 'brand-cobalt',
    capabilities: [CAP.stripping],
    variants: 2,
    related: [related('mira-230')],
  },
  {
    slug: 'omega-740',
    name: 'Omega 740',
    family: 'harness',
    classification: 'harness-manufacturing',
    brand: 'brand-aurum',
    capabilities: [CAP.twisting, CAP.qualityInspection],
    variants: 2,
    related: [related('bt-752'), component('alpha-550'), service('service-contract-premium')],
  },
  {
    slug: 'bt-752',
    name: 'BT 752',
    family: 'harness',
    classification: 'harness-manufacturing',
    brand: 'brand-borealis',
    capabilities: [CAP.twisting],
    variants: 1,
    related: [related('omega-740')],
  },
  {
    slug: 'cs-40',
    name: 'CS 40',
    family: 'testing',
    classification: 'test-systems',
    brand: 'brand-cobalt',
    capabilities: [CAP.qualityInspection, CAP.processSecurity],
    variants: 1,
    related: [related('omega-740')],
  },
  {
    slug: 'service-contract-premium',
    name: { translated: 'service-contract-premium' },
    family: 'maintenance',
    classification: 'maintenance',
    brand: null,
    capabilities: [],
    variants: 1,
    related: [related('calibration-service')],
  },
  {
    slug: 'calibration-service',
    name: { translated: 'calibration-service' },
    family: 'maintenance',
    classification: 'maintenance',
    brand: null,
    capabilities: [CAP.qualityInspection],
    variants: 1,
    related: [],
  },
  {
    slug: 'operator-training',
    name: { translated: 'operator-training' },
    family: 'training',
    classification: 'training',
    brand: null,
    capabilities: [],
    variants: 1,
    related: [],
  },
  {
    slug: 'wpcs-line-manager',
    name: 'WPCS Line Manager',
    family: 'software',
    classification: 'software',
    brand: 'brand-cobalt',
    capabilities: [CAP.qualityInspection],
    variants: 1,
    related: [related('insight-dashboard'), related('topwin-editor')],
  },
  {
    slug: 'topwin-editor',
    name: 'TopWin Editor',
    family: 'software',
    classification: 'software',
    brand: 'brand-aurum',
    capabilities: [],
    variants: 1,
    related: [related('wpcs-line-manager')],
  },
  {
    slug: 'insight-dashboard',
    name: 'Insight Dashboard',
    family: 'analytics',
    classification: 'data-analytics',
    brand: 'brand-cobalt',
    capabilities: [CAP.processSecurity, CAP.qualityInspection],
    variants: 1,
    related: [related('wpcs-line-manager')],
  },
  {
    slug: 'legacy-lc-10',
    name: 'Legacy LC 10',
    family: 'cutting',
    classification: null,
    brand: 'brand-borealis',
    capabilities: [CAP.crimping, CAP.stripping],
    variants: 1,
    related: [related('kappa-310')],
  },
];
