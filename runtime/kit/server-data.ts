import type { Request, Response } from 'express';
import {
  createServerDataCache,
  readCacheDirective,
  type ServerDataCache,
  serverDataKey,
} from '../../core/cache/server-data-cache.ts';
import type { RequestModes, RuntimeContext } from '../../core/serving/context.ts';
import { hasEditorAccess } from './editor-access.ts';
import { runtimeLocals } from './locals.ts';
import { sharedServerData } from './shared-server-data.ts';

const caches = new WeakMap<RuntimeContext, ServerDataCache>();

/**
 * The server-data cache of a runtime (public-site §9): one per runtime context, shared by every router
 * that asks for it, created on first use with the spec's limits (core/cache/server-data-cache.ts);
 * with config `redis.url`, backed by entries and locks in Redis that every runtime instance shares
 * (runtime/kit/shared-server-data.ts).
 */
export function serverDataCache(context: RuntimeContext): ServerDataCache {
  let cache = caches.get(context);
  if (!cache) {
    cache = createServerDataCache({
      logger: context.logger,
      ...(context.sharedState ? { shared: sharedServerData(context.sharedState) } : {}),
    });
    caches.set(context, cache);
  }
  return cache;
}

/** The request modes set by the modes middleware; all off when it did not run. */
export function requestModes(response: Response): RequestModes {
  return (
    runtimeLocals(response).modes ?? {
      testing: false,
      nextRelease: false,
      measurementSystem: null,
      fallbackLanguage: null,
    }
  );
}

/** How one request reads server data: through which cache, bypassing it or not, with which key prefix. */
export interface ServerDataAccess {
  cache: ServerDataCache;
  /** `?cache=false`. */
  bypass: boolean;
  modes: RequestModes;
  /** A cache key for this request's modes (next-release prefix, see core `serverDataKey`). */
  key(...parts: (string | number | null)[]): string;
}

/**
 * Applies the request's `?cache=` parameter to the runtime's server-data cache (public-site §9):
 * `clear` empties it before the request reads (so the request loads fresh data and stores it; with
 * config `redis.url` also the shared entries and every other runtime instance's own, core/cache/
 * server-data-cache.ts, unless Redis is unreachable: then the clear stays on this instance), `false`
 * makes the request bypass it. Both act only for an editor (docs/security.md rule 1: a valid editor hash in the
 * editor cookie, runtime/kit/editor-access.ts); for anyone else the directive is ignored and the
 * request is served from the cache as usual, so a visitor can neither empty the cache nor make every
 * request reach the services.
 */
export function serverDataAccess(input: {
  context: RuntimeContext;
  request: Request;
  response: Response;
}): ServerDataAccess {
  const cache = serverDataCache(input.context);
  const asked = readCacheDirective(input.request.query.cache);
  const directive = asked !== 'use' && hasEditorAccess(input) ? asked : 'use';
  if (directive === 'clear') cache.clear();
  const modes = requestModes(input.response);
  return {
    cache,
    bypass: directive === 'bypass',
    modes,
    key: (...parts) => serverDataKey({ parts, nextRelease: modes.nextRelease }),
  };
}
