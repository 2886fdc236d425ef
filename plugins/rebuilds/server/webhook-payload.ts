import { z } from 'zod';
import type { ServedSite } from '../../../core/serving/context.ts';

/** An entry of a Hygraph webhook's `data`: its type name and id; other fields are ignored. */
const entrySchema = z.looseObject({
  __typename: z.string().min(1).max(200).optional(),
  id: z.string({ error: 'Each entry needs an id (string).' }).min(1).max(200),
});

/** One delivery: `{ operation, data }`, `data` one entry or a list. */
const deliverySchema = z.looseObject({
  operation: z.string().min(1).max(100).optional(),
  data: z.union([entrySchema, z.array(entrySchema).min(1).max(1000)]),
});

/**
 * A CMS webhook's body (Hygraph dialect: `{ operation: 'publish', data: { __typename: 'Page', id, … } }`),
 * `data` also a list of entries, or a list of such deliveries.
 */
export const webhookPayloadSchema = z.union([deliverySchema, z.array(deliverySchema).min(1).max(100)]);

/** What a webhook names: the changed entries' ids and a reason for editors and the log. */
export interface WebhookChange {
  entryIds: string[];
  /** `webhook: Page.PUBLISH page-main-company-history` (first entries, then `+ n more`). */
  reason: string;
}

/** The entry ids and reason of a parsed webhook body (deduplicated, in body order). */
export function webhookChange(payload: z.output<typeof webhookPayloadSchema>): WebhookChange {
  const deliveries = Array.isArray(payload) ? payload : [payload];
  const named: string[] = [];
  const entryIds = new Set<string>();
  for (const delivery of deliveries) {
    for (const entry of Array.isArray(delivery.data) ? delivery.data : [delivery.data]) {
      if (entryIds.has(entry.id)) continue;
      entryIds.add(entry.id);
      const operation = delivery.operation ? `.${delivery.operation.toUpperCase()}` : '';
      named.push(`${entry.__typename ?? 'Entry'}${operation} ${entry.id}`);
    }
  }
  const shown = named.slice(0, 3).join(', ');
  const more = named.length > 3 ? ` + ${named.length - 3} more` : '';
  return { entryIds: [...entryIds], reason: `webhook: ${shown}${more}` };
}

/**
 * The sites a change affects (a pure rule): the served sites whose build manifest has a page with one of
 * the ids as its CMS `id` or among its `sources` (core/pipeline/manifest.ts `ManifestPage`); when none
 * has, every served site (the entry may be navigation, system data, a module: anything a page's hash
 * folds in without naming it).
 *
 * @returns site ids (`ServedSite.site.id`), in served order.
 */
export function affectedSites(input: {
  sites: readonly ServedSite[];
  entryIds: readonly string[];
}): string[] {
  const ids = new Set(input.entryIds);
  const naming = input.sites.filter(({ manifest }) =>
    manifest.pages.some(
      (page) =>
        (page.id !== undefined && ids.has(page.id)) || page.sources?.some((source) => ids.has(source)),
    ),
  );
  return (naming.length > 0 ? naming : input.sites).map((served) => served.site.id);
}
