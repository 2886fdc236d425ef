/**
 * File operations a site's build keeps in flight: few enough that the staging queue stays short
 * (waiting on it is linear in its length), enough to keep the disk busy.
 */
export const FILE_OPERATIONS_IN_FLIGHT = 32;

/** Runs `task` on every item, {@link FILE_OPERATIONS_IN_FLIGHT} at a time. */
export async function forEachFile<Item>(
  items: readonly Item[],
  task: (item: Item) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: FILE_OPERATIONS_IN_FLIGHT }, async () => {
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) await task(item);
    }),
  );
}
