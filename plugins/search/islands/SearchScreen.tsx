import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { labelText } from '../../../core/i18n/labels.ts';
import { ToggleGroup } from '../../../runtime/ui/ToggleGroup.tsx';
import type { SearchScreenLabelKey } from '../labels.ts';
import {
  normalizeQuery,
  parseScreenState,
  RESULTS_PER_PAGE,
  type ScreenState,
  SEARCH_RECORD_TYPES,
  type SearchRecordType,
  screenSearch,
} from '../screen-state.ts';
import { fetchSearchResults, type SearchAnswer } from '../search-client.ts';
import { SearchPager } from './SearchPager.tsx';
import { SearchResults } from './SearchResults.tsx';

/** Props of {@link SearchScreen}; serialized into the page, so plain data only. */
export interface SearchScreenProps {
  /** The screen's texts in the page's language (plugins/search/labels.ts). */
  labels: Record<SearchScreenLabelKey, string>;
  /** URL code of the page's locale (`de-ch`), sent as `localeCode`. */
  localeCode: string;
  /** BCP 47 code of the page's locale (`de-CH`), for dates. */
  language: string;
  /** The site's slug, sent as `siteSlug`; null for the main site. */
  siteSlug: string | null;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';

/** `id` of the query field (one screen per page; a hydrated island uses no `useId`). */
const QUERY_INPUT_ID = 'sf-search-query';

const EMPTY_STATE: ScreenState = { query: '', page: 1, type: null };

/**
 * The search screen (customer-area §3 Search), an island on the prerendered page `/{locale}/search`: it
 * reads `q`, `page` and `type` from the address (plugins/search/screen-state.ts), asks
 * `/api/search-proxy/search` for that page of results (10 a page), and shows them with a type filter
 * and a pager. Every change (a new query, a filter, a page) is a new history entry with the state in the
 * address (`history.pushState`); back and forward show the state of the address again. The result count, the empty and the error state are announced through a
 * status region (`role="status"`). The server renders the empty form: what a visitor without scripts
 * sees, who can still submit a query.
 */
export function SearchScreen({ labels, localeCode, language, siteSlug }: SearchScreenProps) {
  const [state, setState] = useState<ScreenState>(EMPTY_STATE);
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLParagraphElement>(null);
  const focusSummary = useRef(false);

  // After hydration the address says what to show (the server rendered the empty screen), and again
  // after back or forward between this screen's own entries: the client navigator sees no new page there.
  useEffect(() => {
    const path = window.location.pathname;
    const read = () => {
      if (window.location.pathname !== path) return;
      const shown = parseScreenState(window.location.search);
      setState(shown);
      setInput(shown.query);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  useEffect(() => {
    // `attempt` is read so that "Try again" runs the same search anew.
    void attempt;
    if (!state.query) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    fetchSearchResults({ localeCode, siteSlug, ...state, signal: controller.signal }).then(
      (next) => {
        setAnswer(next);
        setStatus('done');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Search failed:', error);
        setAnswer(null);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [state, localeCode, siteSlug, attempt]);

  // After a page change, keyboard and screen reader users continue at the new results' summary.
  useEffect(() => {
    if (status !== 'done' || !focusSummary.current) return;
    focusSummary.current = false;
    summary.current?.focus();
  }, [status]);

  const show = (next: ScreenState) => {
    const url = `${window.location.pathname}${screenSearch(next)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      window.history.pushState(window.history.state, '', url);
    }
    setState(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = normalizeQuery(input);
    setInput(query);
    show({ query, page: 1, type: state.type });
  };
  const choosePage = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusSummary.current = true;
    show({ ...state, page });
  };
  const chooseType = (type: SearchRecordType | null) => show({ ...state, type, page: 1 });

  const text = (key: SearchScreenLabelKey, values?: Record<string, string | number>) =>
    labelText({ labels, key, values });
  const statusText =
    status === 'loading'
      ? text('loading')
      : status === 'failed'
        ? text('failed')
        : status === 'done' && answer
          ? answer.total > 0
            ? text('resultsFor', { query: state.query, count: answer.total })
            : text('noResults', { query: state.query })
          : text('emptyQuery');

  return (
    <div className="sf-search" data-status={status}>
      <search>
        <form className="sf-search__form" method="get" onSubmit={submit}>
          <label className="sf-search__label" htmlFor={QUERY_INPUT_ID}>
            {labels.label}
          </label>
          <div className="sf-search__field">
            <input
              id={QUERY_INPUT_ID}
              className="sf-search__input"
              type="search"
              name="q"
              autoComplete="off"
              value={input}
              onChange={(event) => setInput(event.target.value)}
            />
            <button className="sf-button sf-button--primary sf-search__submit" type="submit">
              {labels.submit}
            </button>
          </div>
        </form>
      </search>
      {state.query && (
        <ToggleGroup
          label={labels.filter}
          options={[null, ...SEARCH_RECORD_TYPES].map((type) => ({
            key: type,
            label: type ? text(`type.${type}`) : labels.allTypes,
          }))}
          selected={state.type}
          onSelect={chooseType}
        />
      )}
      <p className="sf-search__status" role="status" tabIndex={-1} ref={summary}>
        {statusText}
      </p>
      {status === 'failed' && (
        <button className="sf-button sf-search__retry" type="button" onClick={() => setAttempt((n) => n + 1)}>
          {labels.retry}
        </button>
      )}
      {status === 'done' && answer && answer.records.length > 0 && (
        <>
          <SearchResults
            records={answer.records}
            labels={labels}
            language={language}
            first={(answer.page - 1) * RESULTS_PER_PAGE + 1}
          />
          <SearchPager
            page={answer.page}
            pages={answer.pages}
            labels={labels}
            hrefOf={(page) => screenSearch({ ...state, page }) || '?'}
            onChoose={choosePage}
          />
        </>
      )}
    </div>
  );
}
