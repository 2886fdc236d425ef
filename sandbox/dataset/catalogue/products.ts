import { UI_LANGUAGES } from '../../../core/model/system-data.ts';
import { createBrands } from '../brands.ts';
import { BODY_PHRASES } from '../phrases.ts';
import type { Random } from '../prng.ts';
import { type AssetUrl, videoUrl } from './assets.ts';
import type { ClassificationSlug } from './classification-phrases.ts';
import { createDocuments, createHighlights, createImages, type MediaContext } from './product-media.ts';
import { FAMILY_DESCRIPTIONS, type ProductFamily, SERVICE_NAMES } from './product-phrases.ts';
import { PRODUCT_TEMPLATES, type ProductTemplate } from './product-templates.ts';
import { familySpecifications, sizeLabels, specificationPair, VARIANT_SIZES } from './specifications.ts';
import { joinSentences, mapText, onlyIn, untranslated } from './text.ts';
import type { ProductRecord, SpecificationRecord, VariantRecord } from './types.ts';

const MACHINE_FAMILIES: ReadonlySet<ProductFamily> = new Set([
  'crimping',
  'stripping',
  'cutting',
  'harness',
  'testing',
]);

/** A product and the classification that lists it (null: outside the hierarchy). */
export interface PlacedProduct {
  classification: ClassificationSlug | null;
  record: ProductRecord;
}

/**
 * The demo products (customer-area §3 product detail): `round(18 × scale)` of them. The first
 * eighteen follow PRODUCT_TEMPLATES; further rounds repeat the templates as 'Alpha 550 Mk2' (slug
 * `alpha-550-mk2`), 'Mk3', …, in the same classifications. Slugs and structure do not depend on the
 * seed; values, image counts and document sizes do.
 */
export function createProducts(options: {
  random: Random;
  scale: number;
  assetUrl: AssetUrl;
}): PlacedProduct[] {
  const { random, scale, assetUrl } = options;
  const pimIds = new Map(createBrands().map((brand) => [brand.id, brand.pimId]));
  const count = Math.round(PRODUCT_TEMPLATES.length * scale);
  return Array.from({ length: count }, (_, index) => {
    const templateIndex = index % PRODUCT_TEMPLATES.length;
    const template = PRODUCT_TEMPLATES[templateIndex]!;
    const copy = Math.floor(index / PRODUCT_TEMPLATES.length);
    const record = createProduct({ template, templateIndex, copy, random, pimIds, assetUrl });
    return { classification: template.classification, record };
  });
}

function createProduct(options: {
  template: ProductTemplate;
  templateIndex: number;
  copy: number;
  random: Random;
  pimIds: Map<string, string | null>;
  assetUrl: AssetUrl;
}): ProductRecord {
  const { template, templateIndex, copy, random, pimIds, assetUrl } = options;
  const slug = copy === 0 ? template.slug : `${template.slug}-mk${copy + 1}`;
  const languages = template.languages ?? UI_LANGUAGES;
  const baseName =
    typeof template.name === 'string' ? untranslated(template.name) : SERVICE_NAMES[template.name.translated];
  const name = mapText(baseName, (value) => (copy === 0 ? value : `${value} Mk${copy + 1}`), languages);
  const shortDescription = onlyIn(FAMILY_DESCRIPTIONS[template.family], languages);
  const closing = random.int(0, 1);
  const machine = MACHINE_FAMILIES.has(template.family);
  const media: MediaContext = { slug, name, languages, templateIndex, machine, random, assetUrl };
  const hasVideo = templateIndex % 4 === 0;
  return {
    slug,
    languages: [...languages],
    name,
    brandId: template.brand === null ? null : (pimIds.get(template.brand) ?? null),
    shortDescription,
    longDescription: template.withoutLongDescription
      ? null
      : mapText(
          shortDescription,
          (value, language) => joinSentences(value, BODY_PHRASES[language].closings[closing]!, language),
          languages,
        ),
    images: createImages(media),
    specifications: createSpecifications(template, random),
    variants: createVariants({ template, slug, name, random }),
    related: template.related.map((relation) => ({ ...relation })),
    highlights: createHighlights(media),
    documents: createDocuments(media),
    capabilityIds: [...template.capabilities],
    videoUrl: hasVideo ? videoUrl(`products/${slug}/overview.mp4`) : null,
    videoImageUrl: hasVideo ? assetUrl(`products/${slug}/overview.jpg`) : null,
  };
}

/** Both systems' specs; with `duplicateSpecifications`, the last pair again (same name and unit). */
function createSpecifications(template: ProductTemplate, random: Random): SpecificationRecord[] {
  const specifications = familySpecifications(template.family, random);
  if (!template.duplicateSpecifications) return specifications;
  return [...specifications, ...specifications.slice(-2).map((specification) => ({ ...specification }))];
}

/**
 * Variants named in both systems ('Alpha 550 – 6 mm²' / 'Alpha 550 – 10 AWG'), the largest sizes of
 * the family; a family without sizes has one variant named like the product.
 */
function createVariants(options: {
  template: ProductTemplate;
  slug: string;
  name: ProductRecord['name'];
  random: Random;
}): VariantRecord[] {
  const { template, slug, name, random } = options;
  const axis = VARIANT_SIZES[template.family];
  const extra = () => familySpecifications(template.family, random).slice(-2);
  if (!axis) {
    return [{ id: `${slug}-v1`, nameMetric: name, nameImperial: name, specifications: extra() }];
  }
  return axis.sizes.slice(axis.sizes.length - template.variants).map((size, index) => {
    const labels = sizeLabels(axis.key, size);
    return {
      id: `${slug}-v${index + 1}`,
      nameMetric: mapText(name, (value) => `${value} – ${labels.metric}`),
      nameImperial: mapText(name, (value) => `${value} – ${labels.imperial}`),
      specifications: [...specificationPair(axis.key, size), ...extra()],
    };
  });
}
