import { Fragment, type ReactNode } from 'react';
import { highlightParts } from '../highlight.ts';

/** Props of {@link Highlighted}. */
export interface HighlightedProps {
  /** The API's highlighted title: escaped text with `<mark>` around matches; absent: `text` as it is. */
  highlighted?: string | null;
  /** The plain title, shown when `highlighted` is absent or not of the expected form. */
  text: string;
}

/**
 * A search title with the query's words highlighted (customer-area §5), as React text and `<mark>`
 * elements: never HTML from the answer (plugins/search/highlight.ts `highlightParts`). A highlighted
 * title with any other markup is shown as the plain `text`.
 */
export function Highlighted({ highlighted, text }: HighlightedProps): ReactNode {
  const parts = highlighted ? highlightParts(highlighted) : null;
  if (!parts) return text;
  // The runs of one title never reorder, so their index is a stable key.
  return parts.map((part, index) =>
    part.mark ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder (see above).
      <mark key={index}>{part.text}</mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never reorder (see above).
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
