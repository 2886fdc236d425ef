import { capabilitySlug } from '../../core/catalogue/capability-slug.ts';
import type {
  CapabilityRecord,
  CatalogueText,
  ClassificationRecord,
  ProductDataset,
  ProductRecord,
} from '../../sandbox/dataset/catalogue/index.ts';

/** The roots of the catalogue, in the order the main site shows them (customer-area §2 catalogue routes). */
const ROOT_SLUGS = ['products', 'services', 'smart-factory'];

/** Path of the comparison page below the locale. */
const COMPARISON_PATH = 'products/compare';

/** A link of a catalogue page's list: its text and its path below the locale. */
export interface CatalogueLink {
  name: string;
  path: string;
}

/** One catalogue page of a locale, as the baseline renders it. */
export type CataloguePage =
  | { kind: 'classification'; path: string; name: string; description: string | null; links: CatalogueLink[] }
  | { kind: 'product'; path: string; product: ProductRecord; name: string }
  | { kind: 'capability'; path: string; name: string; links: CatalogueLink[] }
  | { kind: 'comparison'; path: string };

/** A text in a language when the record has it, else en (as the product-data service answers). */
export function catalogueText(text: CatalogueText, language: string): string {
  return text[language as keyof CatalogueText] ?? text.en;
}

/** Whether something offered in `supportedCountries` is shown in `country` ('ALL' sees everything). */
function offeredIn(supportedCountries: readonly string[], country: string): boolean {
  return country === 'ALL' || supportedCountries.length === 0 || supportedCountries.includes(country);
}

/**
 * The catalogue pages of one locale, straight from the sandbox's product dataset (customer-area §2, §5):
 * the roots and every classification offered in the country (a dropped classification drops its
 * subtree), each product a classification lists for the country at `{classification path}/{slug}`
 * (slugs the dataset does not know are skipped), a page per capability at
 * `capabilities/{slug of its name}` (the first of a slug wins) and the comparison page. A path already
 * taken keeps its first page.
 *
 * @param input.products the product dataset.
 * @param input.language the locale's language (texts fall back to en).
 * @param input.country the locale's country, upper case, or 'ALL'.
 * @returns the pages in declaration order: classifications, products, capabilities, comparison.
 */
export function cataloguePages(input: {
  products: ProductDataset;
  language: string;
  country: string;
}): CataloguePage[] {
  const { products, language, country } = input;
  const bySlug = new Map(products.products.map((product) => [product.slug, product]));
  const childrenOf = new Map<string | null, ClassificationRecord[]>();
  for (const record of products.classifications) {
    childrenOf.set(record.parentId, [...(childrenOf.get(record.parentId) ?? []), record]);
  }
  const classifications: CataloguePage[] = [];
  const placements: CataloguePage[] = [];
  const routes = new Map<string, string>();
  const visit = (record: ClassificationRecord, parentPath: string | null) => {
    const path = parentPath === null ? record.slug : `${parentPath}/${record.slug}`;
    const children = (childrenOf.get(record.id) ?? [])
      .filter((child) => offeredIn(child.supportedCountries, country))
      .sort((a, b) => a.sortIndex - b.sortIndex);
    const listed = record.products.filter(
      (entry) => offeredIn(entry.supportedCountries, country) && bySlug.has(entry.slug),
    );
    classifications.push({
      kind: 'classification',
      path,
      name: catalogueText(record.name, language),
      description: record.description && catalogueText(record.description, language),
      links: [
        ...children.map((child) => ({
          name: catalogueText(child.name, language),
          path: `${path}/${child.slug}`,
        })),
        ...listed.map((entry) => ({
          name: catalogueText(entry.name, language),
          path: `${path}/${entry.slug}`,
        })),
      ],
    });
    for (const entry of listed) {
      const product = bySlug.get(entry.slug)!;
      const productPath = `${path}/${entry.slug}`;
      if (!routes.has(product.slug)) routes.set(product.slug, productPath);
      placements.push({ kind: 'product', path: productPath, product, name: productName(product, language) });
    }
    for (const child of children) visit(child, path);
  };
  for (const slug of ROOT_SLUGS) {
    const root = (childrenOf.get(null) ?? []).find((record) => record.slug === slug);
    if (root) visit(root, null);
  }
  const capabilities = capabilityPages({ capabilities: products.capabilities, products, language, routes });
  const pages = [...classifications, ...placements, ...capabilities];
  const taken = new Set<string>();
  const unique = pages.filter((page) => !taken.has(page.path) && taken.add(page.path));
  return taken.has(COMPARISON_PATH) ? unique : [...unique, { kind: 'comparison', path: COMPARISON_PATH }];
}

/** A product's name in a language it is translated into, else in en. */
function productName(product: ProductRecord, language: string): string {
  return catalogueText(product.name, product.languages.includes(language as never) ? language : 'en');
}

/** A page per capability slug, listing the products with the capability that the locale places. */
function capabilityPages(input: {
  capabilities: CapabilityRecord[];
  products: ProductDataset;
  language: string;
  routes: ReadonlyMap<string, string>;
}): CataloguePage[] {
  const pages: CataloguePage[] = [];
  const slugs = new Set<string>();
  for (const capability of input.capabilities) {
    const name = catalogueText(capability.name, input.language);
    const slug = capabilitySlug(name);
    if (slugs.has(slug)) continue;
    slugs.add(slug);
    const links = input.products.products.flatMap((product) => {
      const path = input.routes.get(product.slug);
      return path && product.capabilityIds.includes(capability.id)
        ? [{ name: productName(product, input.language), path }]
        : [];
    });
    pages.push({ kind: 'capability', path: `capabilities/${slug}`, name, links });
  }
  return pages;
}
