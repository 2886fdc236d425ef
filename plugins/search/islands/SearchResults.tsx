import { labelText } from '../../../core/i18n/labels.ts';
import type { SearchScreenLabelKey } from '../labels.ts';
import { safeRecordUrl } from '../screen-state.ts';
import { knownType, type SearchResult } from '../search-client.ts';
import { Highlighted } from './Highlighted.tsx';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  records: SearchResult[];
  labels: Record<SearchScreenLabelKey, string>;
  /** BCP 47 code of the page's locale, for dates (`de-CH`). */
  language: string;
  /** The number of the first record among all results (11 on page 2), for the list's numbering. */
  first: number;
}

/**
 * One page of search results as an ordered list: each with its type, date, linked highlighted title
 * (plugins/search/islands/Highlighted.tsx), description and image. A record whose URL is not http(s)
 * is shown without a link. Images are decorative: the title beside them names the result.
 */
export function SearchResults({ records, labels, language, first }: SearchResultsProps) {
  return (
    <ol className="sf-search__results" start={first}>
      {records.map((record, index) => {
        const href = safeRecordUrl({ url: record.url, base: window.location.href });
        const type = knownType(record.type);
        const date = formatDate(record.date, language);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: two records may share a URL (a product at two placements); the position keeps keys unique.
          <li key={`${first + index}:${record.url}`} className="sf-search-result">
            <div className="sf-search-result__text">
              {(type || date) && (
                <p className="sf-search-result__meta">
                  {type && (
                    <span className="sf-search-result__kind">
                      {labelText({ labels, key: `kind.${type}` })}
                    </span>
                  )}
                  {date && <time dateTime={date.iso}>{date.text}</time>}
                </p>
              )}
              <h2 className="sf-search-result__title">
                {href ? (
                  <a className="sf-search-result__link" href={href}>
                    <Highlighted highlighted={record.highlightedTitle} text={record.title} />
                  </a>
                ) : (
                  <Highlighted highlighted={record.highlightedTitle} text={record.title} />
                )}
              </h2>
              {record.description && <p className="sf-search-result__description">{record.description}</p>}
            </div>
            {record.image &&
              safeRecordUrl({ url: record.image.src, base: window.location.href, anyHost: true }) && (
                <img
                  className="sf-search-result__image"
                  src={record.image.src}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  decoding="async"
                />
              )}
          </li>
        );
      })}
    </ol>
  );
}

/** A record's date (ISO 8601) as the locale writes it, or null when absent or not a date. */
function formatDate(
  value: string | null | undefined,
  language: string,
): { iso: string; text: string } | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return {
      iso: value,
      text: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
    };
  } catch {
    return { iso: value, text: date.toISOString().slice(0, 10) };
  }
}
