import { stripAccents } from '../text/strip-accents.ts';

/**
 * Derives a capability's slug from its name (customer-area §3 capability: "slug derived from the name
 * (accents stripped, lower-case, spaces to hyphens)"). Accents of Latin letters are stripped
 * (core/text/strip-accents.ts: words of scripts without accents, Japanese, Chinese, Russian …, keep
 * every letter); runs of whitespace become one hyphen; leading and trailing whitespace is dropped. Other
 * characters are kept as they are, in NFC.
 *
 * @param name the capability name, e.g. 'Crimp Force Monitoring', 'Détection précise', 'ブランド ガイドライン'.
 * @returns the slug, e.g. 'crimp-force-monitoring', 'detection-precise', 'ブランド-ガイドライン'.
 */
export function capabilitySlug(name: string): string {
  return stripAccents(name).toLowerCase().trim().replace(/\s+/g, '-');
}

/**
 * Finds the capability whose derived slug is `slug` (capability pages). When none matches, `log` gets the
 * not-found console message 'No capability found for slug {slug}' (customer-area §8 "no capability for
 * slug") and null is returned.
 *
 * @param input.capabilities the capabilities of one language.
 * @param input.slug the slug from the route.
 * @param input.log receives the not-found message; default: none.
 * @returns the first capability with that slug, or null.
 */
export function findCapabilityBySlug<T extends { name: string }>(input: {
  capabilities: readonly T[];
  slug: string;
  log?: (message: string) => void;
}): T | null {
  const found = input.capabilities.find((capability) => capabilitySlug(capability.name) === input.slug);
  if (found == null) input.log?.(`No capability found for slug ${input.slug}`);
  return found ?? null;
}
