/** What {@link newestFirst} needs of an entry (a story, a media release). */
export interface DatedEntry {
  id: string;
  /** ISO 8601 date (`2024-05-03`) or timestamp. */
  publicationDate: string;
}

/**
 * Newest first (public-site §1 stories and news):
 * by `publicationDate` descending, entries of the same date by id, so the order never depends on the
 * service's. Pure: the stories' filter island may import it.
 *
 * @returns a new array; the input is left as it is.
 */
export function newestFirst<T extends DatedEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) => b.publicationDate.localeCompare(a.publicationDate) || a.id.localeCompare(b.id),
  );
}
