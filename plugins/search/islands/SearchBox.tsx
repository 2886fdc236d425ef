import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { labelText } from '../../../core/i18n/labels.ts';
import type { HeaderFormView } from '../../../runtime/ui/types.ts';
import { normalizeQuery, safeRecordUrl, suggestionQuery } from '../screen-state.ts';
import type { Suggestion } from '../search-client.ts';
import { Highlighted } from './Highlighted.tsx';

/** Milliseconds the box waits after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** `id`s of the box's field and list (one header box per page). */
const INPUT_ID = 'sf-search-box-input';
const LIST_ID = 'sf-search-box-list';
const optionId = (index: number) => `sf-search-box-option-${index}`;

/**
 * The header search box (customer-area §3 Search: "a header search box with suggestions … on every
 * page"), the search plugin's header form island (core/pipeline/plugin.ts `Plugin.headerForm`), rendered
 * by the browser over the plain GET form the header shows without scripts (props: runtime/ui/types.ts
 * `HeaderFormView`).
 *
 * A search button opens the field; typing asks `/api/search-proxy/suggest` for title completions
 * {@link SUGGEST_DEBOUNCE_MS} ms after the last keystroke (the request before is aborted). The field and
 * list follow the WAI-ARIA combobox pattern (list autocomplete): `role="combobox"` with `aria-expanded`,
 * `aria-controls` and `aria-activedescendant`, a `listbox` of `option`s. ArrowDown and ArrowUp move
 * through the suggestions (wrapping), Enter opens the active suggestion's page or else submits the form
 * to the search screen (`{action}?q=`), Escape closes the list, then the box. The number of suggestions
 * is announced through a status region.
 */
export function SearchBox({ action, field, labels, locale, siteSlug }: HeaderFormView) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (open) input.current?.focus();
    else if (opened.current) toggle.current?.focus();
    opened.current = open;
  }, [open]);

  useEffect(() => {
    const query = suggestionQuery(text);
    if (!query) {
      setSuggestions([]);
      setListOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      // The client and its answer schemas (zod) load with the first suggestion request: every page
      // shows the box, few pages see it used.
      import('../search-client.ts')
        .then(({ fetchSuggestions }) =>
          fetchSuggestions({ localeCode: locale, siteSlug, query, signal: controller.signal }),
        )
        .then(
          (records) => {
            setSuggestions(records);
            setActive(-1);
            setListOpen(records.length > 0);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            // Suggestions are a convenience: without them the form still searches.
            console.warn('Search suggestions failed:', error);
            setSuggestions([]);
            setListOpen(false);
          },
        );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale, siteSlug]);

  const visit = (suggestion: Suggestion) => {
    const url = safeRecordUrl({ url: suggestion.url, base: window.location.href });
    if (url) window.location.assign(url);
  };
  const closeList = () => {
    setListOpen(false);
    setActive(-1);
  };
  const move = (step: 1 | -1) => {
    if (suggestions.length === 0) return;
    setListOpen(true);
    setActive((current) => {
      if (current === -1) return step === 1 ? 0 : suggestions.length - 1;
      return (current + step + suggestions.length) % suggestions.length;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const chosen = listOpen && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          visit(chosen);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (listOpen) closeList();
        else setOpen(false);
        break;
      case 'Tab':
        closeList();
        break;
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An empty query searches nothing; otherwise the plain GET form goes to the search screen.
    if (normalizeQuery(text) === '') event.preventDefault();
  };

  const expanded = listOpen && suggestions.length > 0;
  return (
    <div className="sf-search-box" data-open={open ? '' : undefined}>
      <button
        ref={toggle}
        type="button"
        className="sf-search-box__toggle"
        aria-expanded={open}
        aria-controls={`${INPUT_ID}-form`}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          className="sf-icon sf-icon--24"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path
              d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z M15.5 15.5 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          )}
        </svg>
      </button>
      <search>
        <form
          id={`${INPUT_ID}-form`}
          className="sf-search-box__form"
          method="get"
          action={action}
          hidden={!open}
          onSubmit={onSubmit}
        >
          <label className="sf-sr-only" htmlFor={INPUT_ID}>
            {labels.label}
          </label>
          <div className="sf-search-box__field">
            <input
              ref={input}
              id={INPUT_ID}
              className="sf-search-box__input"
              type="text"
              name={field}
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={LIST_ID}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={closeList}
            />
            <div
              id={LIST_ID}
              className="sf-search-box__list"
              role="listbox"
              aria-label={labels.suggestions}
              hidden={!expanded}
            >
              {suggestions.map((suggestion, index) => (
                // The combobox keeps the focus (aria-activedescendant) and handles the keys, as the
                // WAI-ARIA combobox pattern has it: options are neither focusable nor keyed themselves.
                // biome-ignore lint/a11y/useFocusableInteractive: see above.
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: two suggestions may share a URL; the position keeps keys unique.
                  key={`${index}:${suggestion.url}`}
                  id={optionId(index)}
                  className="sf-search-box__option"
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the field, so the click below still finds the list open.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => visit(suggestion)}
                >
                  <Highlighted highlighted={suggestion.highlightedTitle} text={suggestion.title} />
                </div>
              ))}
            </div>
          </div>
          <button className="sf-search-box__submit" type="submit">
            {labels.submit}
          </button>
          <p className="sf-sr-only" role="status">
            {expanded
              ? labelText({ labels, key: 'suggestionsCount', values: { count: suggestions.length } })
              : ''}
          </p>
        </form>
      </search>
    </div>
  );
}
