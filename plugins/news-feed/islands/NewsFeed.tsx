import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { labelText } from '../../../core/i18n/labels.ts';
import { Button } from '../../../runtime/ui/Button.tsx';
import {
  appendFeedPage,
  EMPTY_FEED,
  type FeedState,
  hasUnread,
  isPublicMainSitePage,
  NEWS_FEED_ACTION,
  type NewsFeedResponse,
} from '../feed.ts';
import type { NewsFeedLabelKey } from '../labels.ts';
import { markRead, readLastRead } from './feed-storage.ts';
import { NewsFeedItem } from './NewsFeedItem.tsx';

/**
 * Attribute on `<html>` once the first page is loaded: `unread` while the newest item differs from the
 * last-read one (the stylesheet marks the action buttons), else `read`.
 */
export const STATE_ATTRIBUTE = 'data-news-feed';

/** Where the API answers (plugins/news-feed/server/news-feed-route.ts). */
const API_PATH = '/api/news-feed';

/** The event the runtime dispatches for `action:` targets (runtime/client/actions.ts ACTION_EVENT). */
const ACTION_EVENT = 'sitefleet:action';

type Status = 'idle' | 'loading' | 'failed';

/** The page the panel runs on: its site, locale and path after the locale, from the document. */
function currentPage(): { siteKey: string | null; locale: string; pathSegments: string[] } {
  const siteKey = document.querySelector('meta[name="sf-site"]')?.getAttribute('content') ?? null;
  const locale = document.documentElement.lang.toLowerCase();
  const segments = location.pathname.split('/').filter(Boolean);
  return {
    siteKey,
    locale,
    pathSegments: segments[0]?.toLowerCase() === locale ? segments.slice(1) : segments,
  };
}

/**
 * The news-feed panel (customer-area §3, §4, §7; public-site §2 `action:news-feed`), mounted by the
 * runtime on pages with a news-feed action button (runtime/client/actions.ts). It loads the first 10
 * items of `GET /api/news-feed` at once, to know whether the newest differs from the last-read id in
 * local storage (then `<html data-news-feed="unread">` marks the buttons), opens as a modal dialog on the
 * action, loads 10 more per "load more", and marks the feed read (stores the newest id) with its button
 * or when closed. Runs only on the public main site (customer-area §1): elsewhere the API answers 404
 * or the path is excluded, and the panel renders nothing.
 */
export function NewsFeed(_props: { action: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [available, setAvailable] = useState(true);
  const [labels, setLabels] = useState<Readonly<Record<string, string>> | null>(null);
  const [assetHost, setAssetHost] = useState('');
  const [feed, setFeed] = useState<FeedState>(EMPTY_FEED);
  const [status, setStatus] = useState<Status>('idle');
  const [lastRead, setLastRead] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const newestId = feed.items[0]?.id ?? null;
  const unread = available && hasUnread({ newestId, lastReadId: lastRead });

  const loadPage = useCallback(async (after: string | null) => {
    const page = currentPage();
    if (!page.siteKey) {
      setAvailable(false);
      return;
    }
    setStatus('loading');
    const query = new URLSearchParams({ site: page.siteKey, locale: page.locale });
    if (after) query.set('after', after);
    try {
      const response = await fetch(`${API_PATH}?${query}`, { headers: { accept: 'application/json' } });
      if (response.status === 404) {
        setAvailable(false);
        return;
      }
      if (!response.ok) throw new Error(`Expected 200, received ${response.status}`);
      const answer = (await response.json()) as NewsFeedResponse;
      const mainSitePage = isPublicMainSitePage({
        mainSite: true,
        pathSegments: page.pathSegments,
        excludedSegments: answer.excludedSegments,
      });
      if (!mainSitePage) {
        setAvailable(false);
        return;
      }
      setLabels(answer.labels);
      setAssetHost(answer.assetHost);
      setFeed((state) => appendFeedPage(state, answer));
      setStatus('idle');
    } catch (error) {
      console.warn('The news feed could not be loaded:', error);
      setStatus('failed');
    }
  }, []);

  useEffect(() => {
    setLastRead(readLastRead(localStorage));
    void loadPage(null);
    const onStorage = () => setLastRead(readLastRead(localStorage));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loadPage]);

  // A layout effect: the runtime dispatches the action right after the first (synchronous) render.
  useLayoutEffect(() => {
    const onAction = (event: Event) => {
      if ((event as CustomEvent<{ action?: string }>).detail?.action === NEWS_FEED_ACTION) setOpen(true);
    };
    window.addEventListener(ACTION_EVENT, onAction);
    return () => window.removeEventListener(ACTION_EVENT, onAction);
  }, []);

  const loaded = labels !== null;
  useEffect(() => {
    if (!loaded) return;
    document.documentElement.setAttribute(STATE_ATTRIBUTE, unread ? 'unread' : 'read');
  }, [loaded, unread]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && available && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, available]);

  const markFeedRead = () => {
    if (!newestId) return;
    markRead(localStorage, newestId);
    setLastRead(newestId);
  };
  const close = () => {
    markFeedRead();
    setOpen(false);
  };

  if (!available) return null;
  const text = (key: NewsFeedLabelKey) => (labels ? labelText({ labels, key }) : '');
  const dateFormat = new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'medium' });
  return (
    <dialog
      ref={dialog}
      className="sf-news-feed"
      aria-labelledby="sf-news-feed-title"
      onClose={() => {
        if (open) close();
      }}
    >
      {/* Closed, the panel holds nothing: its items (pictures, buttons) are rendered when it opens,
          not on every page load, where only the newest item's id (the unread mark) is needed. */}
      {open ? (
        <>
          <header className="sf-news-feed__header">
            <h2 id="sf-news-feed-title" className="sf-news-feed__title">
              {text('title')}
            </h2>
            {unread ? (
              <Button variant="secondary" onClick={markFeedRead}>
                {text('markRead')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={close}>
              {text('close')}
            </Button>
          </header>
          {feed.items.length === 0 && status === 'idle' && labels ? (
            <p className="sf-news-feed__empty">{text('empty')}</p>
          ) : null}
          <ol className="sf-news-feed__items">
            {feed.items.map((item) => (
              <NewsFeedItem
                key={item.id}
                item={item}
                assetHost={assetHost}
                dateFormat={dateFormat}
                isNew={unread && isNewerThan(feed, item.id, lastRead)}
                newLabel={text('unread')}
                readMoreLabel={text('readMore')}
              />
            ))}
          </ol>
          {status === 'failed' ? (
            <p className="sf-news-feed__error" role="alert">
              {text('loadFailed') || 'The news could not be loaded.'}
            </p>
          ) : null}
          {feed.hasNextPage && feed.items.length > 0 ? (
            <Button
              variant="secondary"
              loading={status === 'loading'}
              onClick={() => void loadPage(feed.endCursor)}
              className="sf-news-feed__more"
            >
              {text('loadMore')}
            </Button>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}

/** Whether the item comes before the last-read one in the (newest first) list; all do when it is not loaded. */
function isNewerThan(feed: FeedState, id: string, lastReadId: string | null): boolean {
  const index = feed.items.findIndex((item) => item.id === id);
  const lastIndex = lastReadId === null ? -1 : feed.items.findIndex((item) => item.id === lastReadId);
  return lastIndex === -1 || index < lastIndex;
}
