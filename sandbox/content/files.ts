import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UiLanguage } from '../../core/model/system-data.ts';
import type { FileRecord, FileVersionRecord } from '../dataset/types.ts';
import { pickLocale } from './locale-chain.ts';
import type { DatasetIndex, Scope } from './nodes.ts';

/**
 * Files of the sandbox content service (public-site §3 file) in the Hygraph dialect of localized
 * assets: `files(where: { slug }, locales)` answers each file in the first requested locale it has,
 * and `localizations(includeCurrent, locales)` lists its other versions. The bytes are served by the
 * same HTTP server under {@link ASSET_PATH_PREFIX}, as Hygraph serves assets from its CDN.
 */

/** Path prefix of the byte-serving route. */
export const ASSET_PATH_PREFIX = '/assets/';

/** Site-relative path of one version's bytes: `/assets/{id}/{locale}/{fileName}` (file name percent-encoded). */
export const assetPath = (file: FileRecord, version: FileVersionRecord): string =>
  `${ASSET_PATH_PREFIX}${file.id}/${version.locale}/${encodeURIComponent(version.fileName)}`;

/** Arguments of `File.localizations` (Hygraph). */
export interface LocalizationsArgs {
  includeCurrent?: boolean | null;
  locales?: UiLanguage[] | null;
}

function versionNode(file: FileRecord, version: FileVersionRecord, origin: string) {
  return {
    id: file.id,
    slug: file.slug,
    locale: version.locale,
    fileName: version.fileName,
    mimeType: version.mimeType,
    size: version.bytes.length,
    url: new URL(assetPath(file, version), origin).href,
  };
}

/** A file localized for the scope, with `localizations` resolving the other versions on demand. */
export function fileNode(file: FileRecord, scope: Scope, origin: string) {
  const locale = pickLocale(
    file.versions.map((version) => version.locale),
    scope.chain,
  );
  const current = file.versions.find((version) => version.locale === locale)!;
  return {
    ...versionNode(file, current, origin),
    localizations: (args: LocalizationsArgs) =>
      file.versions
        .filter((version) => args.includeCurrent || version !== current)
        .filter((version) => !args.locales || args.locales.includes(version.locale))
        .map((version) => versionNode(file, version, origin)),
  };
}

/** Finds the version a byte-route path names, or undefined. */
function findVersion(index: DatasetIndex, pathname: string): FileVersionRecord | undefined {
  const [id, locale, name] = pathname.slice(ASSET_PATH_PREFIX.length).split('/');
  const file = index.dataset.files.find((candidate) => candidate.id === id);
  return file?.versions.find(
    (version) => version.locale === locale && encodeURIComponent(version.fileName) === name,
  );
}

/**
 * Answers a GET or HEAD request under {@link ASSET_PATH_PREFIX} with the version's bytes, its media
 * type and length; 404 for an unknown path, 405 for other methods.
 */
export function serveAsset(input: {
  index: DatasetIndex;
  request: IncomingMessage;
  response: ServerResponse;
}): void {
  const { request, response } = input;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const pathname = new URL(request.url ?? '/', 'http://sandbox.invalid').pathname;
  const version = findVersion(input.index, pathname);
  if (!version) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Asset not found');
    return;
  }
  response.writeHead(200, {
    'content-type': version.mimeType,
    'content-length': version.bytes.length,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  response.end(request.method === 'HEAD' ? undefined : version.bytes);
}
