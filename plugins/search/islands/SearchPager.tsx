import type { MouseEvent } from 'react';
import { labelText } from '../../../core/i18n/labels.ts';
import type { SearchScreenLabelKey } from '../labels.ts';
import { pagerEntries } from '../screen-state.ts';

/** Props of {@link SearchPager}. */
export interface SearchPagerProps {
  /** The current page, 1-based. */
  page: number;
  pages: number;
  labels: Record<SearchScreenLabelKey, string>;
  /** The address of a page (`?q=wire&page=2`): the links work without the click handler, too. */
  hrefOf(page: number): string;
  /** The click handler of a page's link. */
  onChoose(page: number): (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The pager of the search results: previous, the page numbers around the current one with the first
 * and the last (plugins/search/screen-state.ts `pagerEntries`), next. Links, so a page can be opened in
 * a new tab; the current page is `aria-current="page"`. Nothing for a single page.
 */
export function SearchPager({ page, pages, labels, hrefOf, onChoose }: SearchPagerProps) {
  const entries = pagerEntries({ page, pages });
  if (entries.length === 0) return null;
  return (
    <nav className="sf-pager" aria-label={labels.pagination}>
      <p className="sf-pager__position">{labelText({ labels, key: 'pageOf', values: { page, pages } })}</p>
      <ul className="sf-pager__list">
        {page > 1 && (
          <li>
            <a className="sf-pager__link" href={hrefOf(page - 1)} rel="prev" onClick={onChoose(page - 1)}>
              {labels.previous}
            </a>
          </li>
        )}
        {entries.map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap sits between two numbers, its position names it.
            <li key={`gap-${index}`} className="sf-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <a
                className="sf-pager__link"
                href={hrefOf(entry)}
                aria-label={labelText({ labels, key: 'page', values: { page: entry } })}
                aria-current={entry === page ? 'page' : undefined}
                onClick={onChoose(entry)}
              >
                {entry}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a className="sf-pager__link" href={hrefOf(page + 1)} rel="next" onClick={onChoose(page + 1)}>
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
