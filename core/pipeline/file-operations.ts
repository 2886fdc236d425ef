/**
 * File operations a site's build keeps in flight: few enough that the staging queue stays short
 * (waiting on it is linear in its length), enough to keep the disk busy.
 */
export const FILE_OPERATIONS_IN_FLIGHT = 32;

/**
 * Runs `task` on every item, {@link FILE_OPERATIONS_IN_FLIGHT} at a time (in no set order). After a
 * task fails no other one starts (those under way finish), then the first failure is thrown.
 * @throws what the first failing task threw.
 */
export async function forEachFile<Item>(
  items: readonly Item[],
  task: (item: Item) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  let failed = false;
  const results = await Promise.allSettled(
    Array.from({ length: FILE_OPERATIONS_IN_FLIGHT }, async () => {
      for (let item = queue.pop(); item !== undefined && !failed; item = queue.pop()) {
        try {
          await task(item);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
