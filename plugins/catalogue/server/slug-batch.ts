/**
 * Collects the slugs asked for within one turn of the event loop into ONE service call (the DataLoader
 * pattern): the products API asks the server-data cache for each slug on its own, so that each known
 * product is one entry and an unknown one is none, and the cache calls `load` only for the slugs it has
 * no fresh entry and no running load for; those few share a single request.
 *
 * @param fetchItems loads the items of the given slugs (in any order, unknown slugs simply missing);
 *   its rejection reaches every slug of the batch.
 * @returns a loader answering the item of a slug, or null when the service knows none.
 */
export function createSlugBatch<Item extends { slug: string }>(
  fetchItems: (slugs: string[]) => Promise<Item[]>,
): (slug: string) => Promise<Item | null> {
  let pending: { slugs: string[]; items: Promise<Map<string, Item>> } | null = null;
  return (slug) => {
    if (!pending) {
      const batch: { slugs: string[]; items: Promise<Map<string, Item>> } = {
        slugs: [],
        items: Promise.resolve(new Map()),
      };
      // Runs after the current synchronous code: every slug asked for by then joins this batch.
      batch.items = Promise.resolve().then(async () => {
        pending = null;
        const items = await fetchItems(batch.slugs);
        return new Map(items.map((item) => [item.slug, item]));
      });
      pending = batch;
    }
    pending.slugs.push(slug);
    return pending.items.then((bySlug) => bySlug.get(slug) ?? null);
  };
}
