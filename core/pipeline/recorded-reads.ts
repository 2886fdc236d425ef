import { hashText, hashValue, plainCollections } from './incremental.ts';
import type { ManifestPage } from './manifest.ts';
import type { EmitContext, Plugin, SiteContext } from './plugin.ts';

/*
 * What a plugin's `emit` hook reads of its context, recorded as it reads (core/pipeline/emit-site.ts): the
 * names of its reads and their hashes, which make the hook's node of the build graph
 * (core/pipeline/build-graph.ts `EmitNode.reads`). A field is read by name; of `pages`, the fields read of
 * any page; of `data`, the paths followed into it, up to three steps deep, a Map's entry included.
 */

/** The emit context's fields a hook reads, besides its logger and its ways of writing files. */
type EmitInputs = Omit<EmitContext<unknown>, 'logger' | 'writeFile' | 'part'>;

/**
 * The hash of what a read named: `@code` the plugin's code version; `data` its whole load data,
 * `data:<path>` the value at a path of it and `data?:<path>` only the kind of that value
 * (see {@link trackedData}); `pages:<a,b>` the pages' fields `a` and `b` (`*`: all of them); any other
 * name the context's field. Worked out once per site and read.
 */
export function readHashes(input: {
  context: Omit<SiteContext, 'logger'>;
  data: ReadonlyMap<Plugin<unknown>, unknown>;
  dataHashes: ReadonlyMap<Plugin<unknown>, string>;
  pages: readonly ManifestPage[];
  code: (plugin: Plugin<unknown>) => string;
}): (plugin: Plugin<unknown>, read: string) => string {
  const shared = new Map<string, string>();
  const ofPlugin = new Map<string, string>();
  return (plugin, read) => {
    if (read === '@code') return hashValue(input.code(plugin));
    if (read === 'data') return input.dataHashes.get(plugin) ?? '';
    if (read.startsWith('data')) {
      const key = `${plugin.name}\u0000${read}`;
      let hash = ofPlugin.get(key);
      if (hash === undefined) {
        const kindOnly = read.startsWith('data?:');
        const at = valueAt(input.data.get(plugin), JSON.parse(read.slice(kindOnly ? 6 : 5)) as PathStep[]);
        hash = kindOnly ? kindOf(at) : hashText(JSON.stringify(at, plainCollections) ?? 'undefined');
        ofPlugin.set(key, hash);
      }
      return hash;
    }
    let hash = shared.get(read);
    if (hash === undefined) {
      hash = read.startsWith('pages:')
        ? pagesHash(input.pages, read.slice('pages:'.length))
        : hashValue(read === 'system' ? input.context.system.raw : contextValue(input.context, read));
      shared.set(read, hash);
    }
    return hash;
  };
}

function contextValue(context: Omit<SiteContext, 'logger'>, field: string): unknown {
  return (context as unknown as Record<string, unknown>)[field] ?? null;
}

/** Hash of the pages' `fields` (comma-separated, sorted; `*` for every field), in order. */
function pagesHash(pages: readonly ManifestPage[], fields: string): string {
  if (fields === '*') return hashValue(pages);
  const names = fields === '' ? [] : fields.split(',');
  const absent = '\u0000absent';
  return hashValue(
    pages.map((page) => names.map((name) => (name in page ? page[name as keyof ManifestPage] : absent))),
  );
}

/**
 * An emit context whose fields record their reads: `reads()` lists them as {@link readHashes} names
 * them: `pages` as `pages:<the fields read of any page, sorted>` (`*` once a page's keys were listed, as
 * a spread or JSON does), `data` by the paths followed into it ({@link trackedData}).
 */
export function recordedInputs(values: EmitInputs): { context: object; reads: () => string[] } {
  const read = new Set<string>();
  const pageFields = new Set<string>();
  const handler: ProxyHandler<ManifestPage> = {
    get(page, key, receiver) {
      if (typeof key === 'string') pageFields.add(key);
      return Reflect.get(page, key, receiver);
    },
    has(page, key) {
      if (typeof key === 'string') pageFields.add(key);
      return Reflect.has(page, key);
    },
    ownKeys(page) {
      pageFields.add('*');
      return Reflect.ownKeys(page);
    },
    getOwnPropertyDescriptor(page, key) {
      if (typeof key === 'string') pageFields.add(key);
      return Reflect.getOwnPropertyDescriptor(page, key);
    },
  };
  let pages: ManifestPage[] | undefined;
  let data: unknown;
  const context = {};
  for (const [field, value] of Object.entries(values)) {
    Object.defineProperty(context, field, {
      enumerable: true,
      get() {
        if (field === 'data') {
          data ??= trackedData({ value, path: [], record: (name) => read.add(name), proxies: new WeakMap() });
          return data;
        }
        read.add(field);
        if (field !== 'pages') return value;
        pages ??= (value as ManifestPage[]).map((page) => new Proxy(page, handler));
        return pages;
      },
    });
  }
  return {
    context,
    reads: () =>
      [...read].map((field) =>
        field === 'pages' ? `pages:${pageFields.has('*') ? '*' : [...pageFields].sort().join(',')}` : field,
      ),
  };
}

/** One step into load data: an object's property, or a Map's `get` or `has` of a key. */
type PathStep = string | { get: unknown } | { has: unknown };

/**
 * How deep reads into load data are followed: below that, a value is read as a whole. Deep enough for a
 * language's entry of a Map and its lists (`byLanguage.get('de').pages`).
 */
const DATA_DEPTH = 3;

/**
 * `value` (load data, at `path`) as a hook reads it, recording each read under a name of
 * {@link readHashes}: a plain object or a Map less than {@link DATA_DEPTH} steps deep is handed over as a
 * proxy that records only its kind (`data?:<path>`) and follows each property, and each `get` or `has` of
 * a key JSON keeps as it is (a string, a finite number, a boolean, null); listing its keys, asking for an
 * own property, iterating it, reading its size or using another key reads it whole (`data:<path>`, or
 * `data` at the top). Any other value (an array, a primitive, a class instance, a property that may not
 * be wrapped) is read whole where it is met. A run gets one proxy per value, so `data.a === data.a`.
 */
function trackedData(input: {
  value: unknown;
  path: PathStep[];
  record: (read: string) => void;
  proxies: WeakMap<object, object>;
}): unknown {
  const { value, path, record, proxies } = input;
  const whole = () => record(path.length === 0 ? 'data' : `data:${JSON.stringify(path)}`);
  const isMap = value instanceof Map;
  const isPlain =
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
  if (path.length >= DATA_DEPTH || (!isMap && !isPlain)) {
    whole();
    return value;
  }
  record(`data?:${JSON.stringify(path)}`);
  const known = proxies.get(value as object);
  if (known) return known;
  const follow = (step: PathStep, next: unknown) =>
    trackedData({ value: next, path: [...path, step], record, proxies });
  const proxy = isMap
    ? new Proxy(value as Map<unknown, unknown>, {
        get(target, key) {
          if (key === 'get' || key === 'has') {
            return (entry: unknown) => {
              if (!isJsonKey(entry)) {
                whole();
                return key === 'get' ? target.get(entry) : target.has(entry);
              }
              if (key === 'get') return follow({ get: entry }, target.get(entry));
              record(`data:${JSON.stringify([...path, { has: entry }])}`);
              return target.has(entry);
            };
          }
          whole();
          const member = Reflect.get(target, key, target);
          return typeof member === 'function' ? member.bind(target) : member;
        },
      })
    : new Proxy(value as object, {
        get(target, key, receiver) {
          const descriptor =
            typeof key === 'string' ? Reflect.getOwnPropertyDescriptor(target, key) : undefined;
          // A proxy may not stand for a property that can be neither written nor configured.
          if (typeof key === 'symbol' || (descriptor && !descriptor.configurable && !descriptor.writable)) {
            whole();
            return Reflect.get(target, key, receiver);
          }
          return follow(key, Reflect.get(target, key, receiver));
        },
        has(target, key) {
          whole();
          return Reflect.has(target, key);
        },
        ownKeys(target) {
          whole();
          return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(target, key) {
          whole();
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      });
  proxies.set(value as object, proxy);
  return proxy;
}

/** Whether a Map key reads back from JSON as itself (so a recorded `get` or `has` can be asked again). */
function isJsonKey(key: unknown): key is string | number | boolean | null {
  return (
    key === null ||
    typeof key === 'string' ||
    typeof key === 'boolean' ||
    (typeof key === 'number' && Number.isFinite(key) && !Object.is(key, -0))
  );
}

/** The value at `path` in `root` (undefined where a step finds nothing). */
function valueAt(root: unknown, path: readonly PathStep[]): unknown {
  let value = root;
  for (const step of path) {
    if (typeof step === 'string') {
      value =
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[step] : undefined;
    } else if ('get' in step) {
      value = value instanceof Map ? value.get(step.get) : undefined;
    } else {
      value = value instanceof Map ? value.has(step.has) : false;
    }
  }
  return value;
}

/** What {@link trackedData} records of a value it follows: whether it is a Map, a plain object, or else. */
function kindOf(value: unknown): string {
  if (value instanceof Map) return 'map';
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return 'object';
  }
  return `other:${hashText(JSON.stringify(value, plainCollections) ?? 'undefined')}`;
}
