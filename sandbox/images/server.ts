import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import PQueue from 'p-queue';
import sharp from 'sharp';
import { listenService, type RunningService } from '../http.ts';
import { withSlash } from './asset-host.ts';
import type { ImageCatalogue } from './catalogue.ts';
import { drawImage, type ImageEntry, INTRINSIC_SIZE } from './draw.ts';
import { CONTENT_TYPES, formatOfPath, parseTransformation, type Transformation } from './transform.ts';

/** `Cache-Control` of every image: a year, never revalidated (the URL names the exact rendition). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Most pixels an image is rasterised at before resizing (16 MP, e.g. 5333 × 3000). */
export const MAX_RASTER_PIXELS = 16_000_000;

/** Renders in flight at once; more requests wait their turn. */
const RENDERS_AT_ONCE = 2;

/**
 * New renditions waiting or being rendered at once, every client together: beyond, a request for one
 * answers 503 at once (with `Retry-After`) instead of waiting seconds behind the others.
 */
export const RENDERS_QUEUED = 64;

/**
 * New renditions one client address may have waiting or being rendered: beyond, 429 with `Retry-After`.
 * A browser asks for six at a time (its connections per host), so a page's images never reach it; a
 * burst of odd sizes does.
 */
export const RENDERS_PER_ADDRESS = 32;

// The service keeps its own cache of finished renditions; sharp's operation cache would only add memory.
sharp.cache(false);

/** Bytes of rendered images kept in memory (LRU). */
const CACHE_BYTES = 64 * 1024 * 1024;

/** A rendered image. */
interface Rendition {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * The sandbox image service's request handler (public-site §5 image transformation, §9 image defaults),
 * answering as the real asset service would: `GET` (and `HEAD`) `{path prefix}{image path}` with the
 * query `w`, `h`, `fit` (crop, clip, max), `fm` (png, webp, jpg) and `q` (transform.ts). Each image of
 * `images` is drawn as SVG (draw.ts), rasterised and transformed with sharp; renditions are kept in
 * memory. Answers: 200 with the image, its content type, `Cache-Control` {@link IMAGE_CACHE_CONTROL},
 * an `ETag` (304 on a matching `If-None-Match`); 400 for a bad parameter; 404 for an image it does not
 * have; 405 for other methods. A rendition neither cached nor already on its way is rendered
 * {@link RENDERS_AT_ONCE} at a time in a bounded queue: beyond {@link RENDERS_QUEUED} in it, 503, and
 * beyond {@link RENDERS_PER_ADDRESS} for the asking client address, 429, both at once with
 * `Retry-After: 1` (docs/security.md rule 11).
 *
 * @param input.images the images to serve (catalogue.ts `collectImages`).
 * @param input.pathPrefix the asset host's path, ending in `/` (default `/`).
 */
export function createImageHandler(input: { images: ImageCatalogue; pathPrefix?: string }): RequestListener {
  const prefix = input.pathPrefix ?? '/';
  const cache = new LRUCache<string, Rendition>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (rendition) => Math.max(1, rendition.body.length),
  });
  const pending = new Map<string, Promise<Rendition>>();
  // Renders run a few at a time (each rasterises up to MAX_RASTER_PIXELS): a burst of odd sizes waits
  // instead of taking the process's memory, in a queue of bounded length.
  const renders = new PQueue({ concurrency: RENDERS_AT_ONCE });
  /** New renditions waiting or rendering, by the client address that asked for them. */
  const byAddress = new Map<string, number>();

  /** The rendition of `key`: cached, already on its way, or a new render unless the queue is full. */
  const rendition = (input: {
    key: string;
    address: string;
    make: () => Promise<Rendition>;
  }): Promise<Rendition> | 429 | 503 => {
    const { key, address } = input;
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    const known = pending.get(key);
    if (known) return known;
    if (renders.size + renders.pending >= RENDERS_QUEUED) return 503;
    const asked = byAddress.get(address) ?? 0;
    if (asked >= RENDERS_PER_ADDRESS) return 429;
    byAddress.set(address, asked + 1);
    const promise = (renders.add(input.make) as Promise<Rendition>)
      .then((made) => {
        cache.set(key, made);
        return made;
      })
      .finally(() => {
        pending.delete(key);
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left === 0) byAddress.delete(address);
        else byAddress.set(address, left);
      });
    pending.set(key, promise);
    return promise;
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('cross-origin-resource-policy', 'cross-origin');
    response.setHeader('access-control-allow-origin', '*');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return answer(response, 405, 'Method Not Allowed');
    }
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname.startsWith(prefix) ? safeDecode(url.pathname.slice(prefix.length)) : null;
    const entry = path === null ? undefined : input.images.get(path);
    if (path === null || entry === undefined) return answer(response, 404, 'Image not found');
    const transformation = parseTransformation(url.searchParams);
    if ('error' in transformation) return answer(response, 400, transformation.error);
    const key = `${path}?${JSON.stringify(transformation)}`;
    const made = rendition({
      key,
      address: request.socket.remoteAddress ?? '',
      make: () => render({ entry, path, transformation }),
    });
    if (made === 429 || made === 503) {
      response.setHeader('retry-after', '1');
      return answer(
        response,
        made,
        made === 429
          ? 'Too many new image sizes at once from one address: try again in 1 s.'
          : 'The image service is busy: try again in 1 s.',
      );
    }
    made.then(
      (made) => {
        response.setHeader('cache-control', IMAGE_CACHE_CONTROL);
        response.setHeader('etag', made.etag);
        if (request.headers['if-none-match'] === made.etag) {
          response.statusCode = 304;
          return response.end();
        }
        response.statusCode = 200;
        response.setHeader('content-type', made.contentType);
        response.setHeader('content-length', made.body.length);
        response.end(request.method === 'HEAD' ? undefined : made.body);
      },
      (error: unknown) => answer(response, 500, error instanceof Error ? error.message : String(error)),
    );
  };
}

/**
 * Draws one image and applies a transformation: an SVG path is answered as SVG (sized by `w`/`h`, never
 * converted, as public-site §5 treats SVGs); any other is rasterised at a density that covers the
 * requested size, resized (crop: cover the box, centred; clip: fit inside; max: fit inside without
 * enlarging) and encoded as `fm` (default: the path's own format) at quality `q`.
 */
export async function render(input: {
  entry: ImageEntry;
  path: string;
  transformation: Transformation;
}): Promise<Rendition> {
  const { entry, transformation } = input;
  const svg = drawImage(entry);
  if (input.path.toLowerCase().endsWith('.svg')) {
    const body = Buffer.from(sizedSvg(svg, transformation));
    return { body, contentType: 'image/svg+xml', etag: etagOf(body) };
  }
  const intrinsic = INTRINSIC_SIZE[entry.kind];
  // Drawn at a density that covers the requested size, so an enlarged image stays sharp; `max` never
  // enlarges. At most 4× and at most MAX_RASTER_PIXELS: a larger request is upscaled from that.
  const largest = Math.sqrt(MAX_RASTER_PIXELS / (intrinsic.width * intrinsic.height));
  const scale =
    transformation.fit === 'max'
      ? 1
      : Math.min(
          4,
          largest,
          Math.max(
            1,
            (transformation.width ?? 0) / intrinsic.width,
            (transformation.height ?? 0) / intrinsic.height,
          ),
        );
  let image = sharp(Buffer.from(svg), {
    density: 72 * Math.max(1, scale),
    limitInputPixels: MAX_RASTER_PIXELS * 2,
  });
  if (transformation.width !== null || transformation.height !== null) {
    image = image.resize({
      width: transformation.width ?? undefined,
      height: transformation.height ?? undefined,
      fit: transformation.fit === 'crop' ? 'cover' : 'inside',
      position: 'centre',
      withoutEnlargement: transformation.fit === 'max',
    });
  }
  const format = transformation.format ?? formatOfPath(input.path);
  const quality = Math.max(1, transformation.quality);
  if (format === 'jpg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality });
  else if (format === 'webp') image = image.webp({ quality });
  else image = image.png();
  const body = await image.toBuffer();
  return { body, contentType: CONTENT_TYPES[format], etag: etagOf(body) };
}

/** A running sandbox image service. */
export interface RunningImageService extends RunningService {
  /** The asset host it answers, e.g. `http://127.0.0.1:4322/`. */
  assetHost: string;
}

/**
 * Starts the sandbox image service (ARCHITECTURE.md "Embedded default and real services") on the asset
 * host's own address: the loopback host and port of `assetHost` (config `images.assetHost`, default
 * `http://127.0.0.1:4322/`), answering below its path. The CLI starts it with the images of its sandbox
 * datasets.
 *
 * @param input.images what to serve (catalogue.ts `collectImages`).
 * @param input.assetHost an http URL prefix; its port 0 lets the system choose (tests), the returned
 *   `assetHost` then names the chosen one.
 * @throws Error when `assetHost` is not an http URL; the listen error (e.g. EADDRINUSE) when the port is taken.
 */
export async function startImageService(input: {
  images: ImageCatalogue;
  assetHost: string;
}): Promise<RunningImageService> {
  const url = new URL(withSlash(input.assetHost));
  if (url.protocol !== 'http:') {
    throw new Error(`The sandbox image service serves plain http only, not ${input.assetHost}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port === '' ? 80 : Number(url.port);
  const service = await listenService({
    handler: createImageHandler({ images: input.images, pathPrefix: url.pathname }),
    host,
    port,
    path: url.pathname,
  });
  return { ...service, assetHost: service.url };
}

function sizedSvg(svg: string, transformation: Transformation): string {
  const { width, height } = transformation;
  if (width === null && height === null) return svg;
  return svg.replace(/^<svg([^>]*?) width="\d+" height="\d+"/, (_match, attributes: string) => {
    const sizes = [width !== null ? ` width="${width}"` : '', height !== null ? ` height="${height}"` : ''];
    return `<svg${attributes}${sizes.join('')} preserveAspectRatio="xMidYMid meet"`;
  });
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function answer(response: ServerResponse, status: number, message: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(message);
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
