/**
 * Derives a capability's slug from its name (customer-area §3 capability: "slug derived from the name
 * (accents stripped, lower-case, spaces to hyphens)"). Accents are stripped by Unicode decomposition
 * (NFD) and removing the combining marks; runs of whitespace become one hyphen; leading and trailing
 * whitespace is dropped. Other characters are kept as they are.
 *
 * @param name the capability name, e.g. 'Crimp Force Monitoring' or 'Détection précise'.
 * @returns the slug, e.g. 'crimp-force-monitoring', 'detection-precise'.
 */
export function capabilitySlug(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, '-');
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
