import type { Request, RequestHandler, Response } from 'express';
import { type ManifestPage, releaseOf } from '../../core/pipeline/manifest.ts';
import { pageFile } from '../../core/pipeline/page-file.ts';
import { linkSiteSlug } from '../../core/routing/link-slug.ts';
import { localizeLink } from '../../core/routing/localized-link.ts';
import type { RuntimeContext, ServedSite } from '../../core/serving/context.ts';
import type { BuildEvent, BuildEventSource } from '../../core/serving/rebuild.ts';

/** Changed pages listed in one build event at most; more → `changed: null` (every page counts as changed). */
export const BUILD_EVENT_MAX_CHANGED = 500;

/** How often an open event stream gets a comment line, in ms: keeps proxies from closing it as idle. */
export const BUILD_EVENTS_HEARTBEAT_MS = 20_000;

/**
 * Path of the event stream. It sits beside the sites' build files (`/_build/{siteKey}/{file}`) and a site
 * key may well be `events`: the stream is this exact path only (a trailing slash allowed), the build files
 * always have a file below the key, so `/_build/events/latest.json` stays the events site's file.
 */
export const BUILD_EVENTS_PATH = '/_build/events';

/**
 * Event streams open at once in the process, at most (each holds a socket and a subscription); one more
 * is answered 503 with `Retry-After`.
 */
export const BUILD_EVENTS_MAX_STREAMS = 1_000;

/**
 * Event streams open at once from one client address (`request.ip`, so behind a trusted proxy the
 * forwarded address), at most; one more is answered 429 with `Retry-After`. A visitor's browser holds
 * one per visible tab (runtime/client/release-watch.ts closes it in background tabs); visitors behind
 * one NAT share the allowance, and those past it fall back to polling the latest-build file.
 */
export const BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS = 8;

/** `Retry-After` of a refused event stream, in seconds. */
export const BUILD_EVENTS_RETRY_AFTER_S = 60;

/**
 * The first event of every stream (`event: hello`): per served site (only the `?site=` one when asked),
 * the build it serves now, so a page notices builds swapped in while it was not listening (between its
 * load and the stream's connect, while its tab was hidden, while the runtime restarted).
 */
export interface BuildHello {
  sites: { site: string; buildId: string; release: string }[];
}

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
 * Unlisted pages (`ManifestPage.unlisted`, in the old manifest or the new) are never named: their path
 * may be a secret (an access token, docs/security.md rule 11) and the stream is public. A build that
 * changed only unlisted pages still sends its event, with the listed changes (possibly none), so such a
 * page only learns of a new release (`release`), not of its own change.
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
      const unlisted = new Set(
        [...old.pages, ...manifest.pages].filter((page) => page.unlisted).map((page) => page.file),
      );
      const named = (page: ManifestPage) =>
        !unlisted.has(page.file) && page.file === pageFile({ locale: page.locale, path: page.path });
      const oldHashes = new Map(old.pages.filter(named).map((page) => [page.file, page]));
      const changed = new Set<string>();
      for (const page of manifest.pages.filter(named)) {
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
 * Events stream of the runtime's build events, of one site's only with `site`. It opens with one
 * `event: hello` ({@link BuildHello}: each served site's current build), then sends `event: build` with
 * the {@link BuildEvent} JSON as `data:` for every tree swapped in. `text/event-stream`,
 * `Cache-Control: no-store, no-transform` (the compression middleware leaves `no-transform` answers
 * alone, so nothing is buffered), a comment line every {@link BUILD_EVENTS_HEARTBEAT_MS} ms; the stream
 * ends when the client goes or the runtime closes (`RuntimeContext.close`). No cookie is read.
 *
 * Refused, with `Retry-After: `{@link BUILD_EVENTS_RETRY_AFTER_S} and a plain-text reason (an
 * `EventSource` fails for good on any status but 200, so the page falls back to polling its latest-build
 * file): 429 when {@link BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS} streams from the same `request.ip` are
 * open, 503 when {@link BUILD_EVENTS_MAX_STREAMS} are. Without build events on the context: 204
 * (`EventSource` stops trying).
 *
 * @param limits.maxStreams default {@link BUILD_EVENTS_MAX_STREAMS}.
 * @param limits.maxStreamsPerAddress default {@link BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS}.
 */
export function createBuildEventsHandler(
  context: RuntimeContext,
  limits: { maxStreams?: number; maxStreamsPerAddress?: number } = {},
): RequestHandler {
  const maxStreams = limits.maxStreams ?? BUILD_EVENTS_MAX_STREAMS;
  const maxPerAddress = limits.maxStreamsPerAddress ?? BUILD_EVENTS_MAX_STREAMS_PER_ADDRESS;
  let open = 0;
  const openFrom = new Map<string, number>();
  const refuse = (response: Response, status: 429 | 503, reason: string) => {
    response.status(status);
    response.setHeader('cache-control', 'no-store');
    response.setHeader('retry-after', String(BUILD_EVENTS_RETRY_AFTER_S));
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end(
      `${reason} Try again in ${BUILD_EVENTS_RETRY_AFTER_S} s; the latest-build files still tell of new builds.\n`,
    );
  };
  return (request: Request, response: Response) => {
    const source = context.buildEvents;
    if (!source) {
      response.setHeader('cache-control', 'no-store');
      response.status(204).end();
      return;
    }
    const address = request.ip ?? request.socket?.remoteAddress ?? 'unknown';
    const fromAddress = openFrom.get(address) ?? 0;
    if (fromAddress >= maxPerAddress) {
      refuse(response, 429, 'Too many open build-event streams from this address.');
      return;
    }
    if (open >= maxStreams) {
      refuse(response, 503, 'Too many open build-event streams.');
      return;
    }
    open += 1;
    openFrom.set(address, fromAddress + 1);
    const site = typeof request.query.site === 'string' ? request.query.site : null;
    response.status(200);
    response.setHeader('content-type', 'text/event-stream; charset=utf-8');
    response.setHeader('cache-control', 'no-store, no-transform');
    response.setHeader('x-accel-buffering', 'no');
    response.flushHeaders();
    response.write('retry: 2000\n\n');
    const hello: BuildHello = {
      sites: context
        .sites()
        .filter(({ manifest }) => !site || manifest.site.key === site)
        .map(({ manifest }) => ({
          site: manifest.site.key,
          buildId: manifest.buildId,
          release: releaseOf(manifest),
        })),
    };
    response.write(`event: hello\ndata: ${JSON.stringify(hello)}\n\n`);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), BUILD_EVENTS_HEARTBEAT_MS);
    heartbeat.unref();
    let ended = false;
    let unsubscribe = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open -= 1;
      const left = (openFrom.get(address) ?? 1) - 1;
      if (left > 0) openFrom.set(address, left);
      else openFrom.delete(address);
      response.end();
    };
    // The hello and the subscription happen in one turn: a reload swaps the trees and emits its events
    // in one turn too, so a build is either in the hello or comes as an event, never lost between.
    unsubscribe = source.subscribe((event) => {
      if (site && event.site !== site) return;
      response.write(`event: build\ndata: ${JSON.stringify(event)}\n\n`);
    }, end);
    request.on('close', end);
  };
}
