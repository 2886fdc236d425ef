import type { Request, RequestHandler, Response } from 'express';
import { releaseOf } from '../../core/pipeline/manifest.ts';
import { pageFile } from '../../core/pipeline/page-file.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import type { RuntimeContext, ServedSite } from '../../core/serving/context.ts';
import type { BuildEvent, BuildEventSource } from '../../core/serving/rebuild.ts';

/** Changed pages listed in one build event at most; more → `changed: null` (every page counts as changed). */
export const BUILD_EVENT_MAX_CHANGED = 500;

/** How often an open event stream gets a comment line, in ms: keeps proxies from closing it as idle. */
export const BUILD_EVENTS_HEARTBEAT_MS = 20_000;

/** Path of the event stream, below which nothing else is served. */
export const BUILD_EVENTS_PATH = '/_build/events';

/** A {@link BuildEventSource} the runtime feeds. */
export interface BuildEventHub extends BuildEventSource {
  emit(event: BuildEvent): void;
  /** Ends every subscription (their `onClose` runs); later subscriptions end at once. Idempotent. */
  close(): void;
}

/** Creates the hub between the runtime context's `reload()` and the open event streams. */
export function createBuildEventHub(): BuildEventHub {
  const subscribers = new Map<(event: BuildEvent) => void, (() => void) | undefined>();
  let closed = false;
  return {
    emit(event) {
      for (const listener of [...subscribers.keys()]) listener(event);
    },
    subscribe(listener, onClose) {
      if (closed) {
        onClose?.();
        return () => {};
      }
      subscribers.set(listener, onClose);
      return () => {
        subscribers.delete(listener);
      };
    },
    close() {
      if (closed) return;
      closed = true;
      const ending = [...subscribers.values()];
      subscribers.clear();
      for (const onClose of ending) onClose?.();
    },
  };
}

/**
 * The build events between two readings of the output folder (a pure rule): one per site whose build id
 * differs (or that is new), with `changed` the URL paths of its pages whose `hash` differs, that appeared
 * or that disappeared (pages at their own path only: the not-found and error pages are none); null when
 * the site is new, the old manifest has no hashes, or more than `maxChanged` changed. Sites that
 * disappeared send nothing.
 *
 * @param input.maxChanged default {@link BUILD_EVENT_MAX_CHANGED}.
 */
export function diffBuilds(input: {
  previous: readonly ServedSite[];
  next: readonly ServedSite[];
  maxChanged?: number;
}): BuildEvent[] {
  const maxChanged = input.maxChanged ?? BUILD_EVENT_MAX_CHANGED;
  const before = new Map(input.previous.map((served) => [served.site.key, served.manifest]));
  const events: BuildEvent[] = [];
  for (const { manifest } of input.next) {
    const old = before.get(manifest.site.key);
    if (old?.buildId === manifest.buildId) continue;
    const event: BuildEvent = {
      site: manifest.site.key,
      buildId: manifest.buildId,
      release: releaseOf(manifest),
      changed: null,
    };
    if (old?.pages.every((page) => page.hash !== undefined)) {
      const urlOf = (page: { locale: string; path: string }) =>
        localizeLink({
          href: `/${page.path}`,
          localeUrlCode: page.locale,
          siteSlug: linkSiteSlug(manifest.site),
        });
      const atOwnPath = (page: { locale: string; path: string; file: string }) =>
        page.file === pageFile({ locale: page.locale, path: page.path });
      const oldHashes = new Map(old.pages.filter(atOwnPath).map((page) => [page.file, page]));
      const changed = new Set<string>();
      for (const page of manifest.pages.filter(atOwnPath)) {
        const was = oldHashes.get(page.file);
        oldHashes.delete(page.file);
        if (was?.hash !== page.hash) changed.add(urlOf(page));
      }
      for (const gone of oldHashes.values()) changed.add(urlOf(gone));
      event.changed = changed.size > maxChanged ? null : [...changed].sort();
    }
    events.push(event);
  }
  return events;
}

/**
 * `GET /_build/events[?site=<siteKey>]` (ARCHITECTURE "Site rebuilds and build events"): a Server-Sent
 * Events stream of the runtime's build events (`event: build`, `data:` the {@link BuildEvent} JSON),
 * of one site's only with `site`. `text/event-stream`, `Cache-Control: no-store, no-transform` (the
 * compression middleware leaves `no-transform` answers alone, so nothing is buffered), a comment line
 * every {@link BUILD_EVENTS_HEARTBEAT_MS} ms; the stream ends when the client goes or the runtime
 * closes (`RuntimeContext.close`). Without build events on the context: 204 (EventSource stops trying).
 */
export function createBuildEventsHandler(context: RuntimeContext): RequestHandler {
  return (request: Request, response: Response) => {
    const source = context.buildEvents;
    if (!source) {
      response.setHeader('cache-control', 'no-store');
      response.status(204).end();
      return;
    }
    const site = typeof request.query.site === 'string' ? request.query.site : null;
    response.status(200);
    response.setHeader('content-type', 'text/event-stream; charset=utf-8');
    response.setHeader('cache-control', 'no-store, no-transform');
    response.setHeader('x-accel-buffering', 'no');
    response.flushHeaders();
    response.write('retry: 2000\n\n');
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), BUILD_EVENTS_HEARTBEAT_MS);
    heartbeat.unref();
    let ended = false;
    let unsubscribe = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      response.end();
    };
    unsubscribe = source.subscribe((event) => {
      if (site && event.site !== site) return;
      response.write(`event: build\ndata: ${JSON.stringify(event)}\n\n`);
    }, end);
    request.on('close', end);
  };
}
