import type { IncomingMessage, ServerResponse } from 'node:http';
import type { YogaInitialContext } from 'graphql-yoga';
import { requireViewer, type SisContext, sisError } from './context.ts';
import { hasActiveAccess, ROLES } from './rules.ts';

/** Platforms of the download centre's files, as the `DownloadPlatform` enum of the SIS schema. */
export type DownloadPlatform = 'windows' | 'linux' | 'any';

/** One file of the wire-flow download centre (customer-area §2 `/wire-flow`), without its URL. */
export interface SandboxDownload {
  id: string;
  name: string;
  version: string;
  /** ISO 8601 date, `2025-03-18`. */
  releaseDate: string;
  platform: DownloadPlatform;
  /** Length of the file the SIS serves, in bytes. */
  sizeBytes: number;
  /** Name under `/downloads/`; URL-safe ASCII. */
  fileName: string;
  /** Media type the file is served with. */
  contentType: string;
}

/** Path below which the SIS serves the download centre's files. */
export const DOWNLOADS_PATH = '/downloads/';

const BINARY = 'application/octet-stream';

/**
 * The sandbox's download centre: installers, release notes and manuals of the wire-processing
 * software, newest release first. The files are generated on request (see {@link downloadContent}).
 */
export const DOWNLOADS: readonly SandboxDownload[] = [
  {
    id: 'dl-artemis-server-win',
    name: 'Artemis wire-flow server',
    version: '4.2.1',
    releaseDate: '2025-03-18',
    platform: 'windows',
    sizeBytes: 3_482_112,
    fileName: 'artemis-server-4.2.1-win-x64.msi',
    contentType: 'application/x-msi',
  },
  {
    id: 'dl-artemis-server-linux',
    name: 'Artemis wire-flow server',
    version: '4.2.1',
    releaseDate: '2025-03-18',
    platform: 'linux',
    sizeBytes: 2_936_520,
    fileName: 'artemis-server-4.2.1-linux-x64.tar.gz',
    contentType: 'application/gzip',
  },
  {
    id: 'dl-artemis-release-notes',
    name: 'Artemis 4.2 release notes',
    version: '4.2.1',
    releaseDate: '2025-03-18',
    platform: 'any',
    sizeBytes: 18_432,
    fileName: 'artemis-4.2.1-release-notes.txt',
    contentType: 'text/plain; charset=utf-8',
  },
  {
    id: 'dl-artemis-client-win',
    name: 'Artemis workstation client',
    version: '4.2.0',
    releaseDate: '2025-02-04',
    platform: 'windows',
    sizeBytes: 2_154_880,
    fileName: 'artemis-client-4.2.0-win-x64.exe',
    contentType: BINARY,
  },
  {
    id: 'dl-artemis-manual',
    name: 'Artemis operating manual',
    version: '4.2',
    releaseDate: '2025-02-04',
    platform: 'any',
    sizeBytes: 1_245_184,
    fileName: 'artemis-4.2-operating-manual.pdf',
    contentType: BINARY,
  },
  {
    id: 'dl-wire-list-converter',
    name: 'Wire list converter',
    version: '2.7.3',
    releaseDate: '2024-11-12',
    platform: 'windows',
    sizeBytes: 864_256,
    fileName: 'wire-list-converter-2.7.3-win-x64.zip',
    contentType: 'application/zip',
  },
  {
    id: 'dl-crimp-data-gateway',
    name: 'Crimp data gateway',
    version: '1.9.0',
    releaseDate: '2024-09-30',
    platform: 'linux',
    sizeBytes: 1_572_864,
    fileName: 'crimp-data-gateway-1.9.0-linux-x64.tar.gz',
    contentType: 'application/gzip',
  },
];

/**
 * The bytes the SIS serves for a download: a readable first line naming the file, then a repeated
 * filler line, exactly `sizeBytes` long. Deterministic, so a download can be compared.
 */
export function downloadContent(download: SandboxDownload): Buffer {
  const content = Buffer.alloc(download.sizeBytes, 'Sandbox file of the wire-flow download centre.\n');
  content.write(`${download.name} ${download.version} (${download.platform}): ${download.fileName}\n`);
  return content;
}

/**
 * Answers `GET` and `HEAD /downloads/{fileName}` (customer-area §2 `/wire-flow` download centre): the
 * file as an attachment (`content-disposition: attachment; filename="…"`) with its length and media
 * type; 404 for an unknown name, 405 for another method. The files carry no secret, so they need no
 * token: a browser link cannot send one; the list (`downloads` query) is what requires the role.
 *
 * @returns true when the request was a download path and has been answered, false for any other path.
 */
export function serveDownload(request: IncomingMessage, response: ServerResponse): boolean {
  const { pathname } = new URL(request.url ?? '/', 'http://sis.invalid');
  if (!pathname.startsWith(DOWNLOADS_PATH)) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Downloads are read with GET.\n');
    return true;
  }
  const fileName = safeDecode(pathname.slice(DOWNLOADS_PATH.length));
  const download = DOWNLOADS.find((entry) => entry.fileName === fileName);
  if (!download) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('No such download.\n');
    return true;
  }
  response.writeHead(200, {
    'content-type': download.contentType,
    'content-length': String(download.sizeBytes),
    'content-disposition': `attachment; filename="${download.fileName}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=3600',
  });
  response.end(request.method === 'HEAD' ? undefined : downloadContent(download));
  return true;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * One file as the `downloads` query answers it: its fields without the media type, and its absolute
 * `url` on `origin` (`http://127.0.0.1:4000`).
 */
export function downloadNode(download: SandboxDownload, origin: string) {
  const { contentType: _contentType, ...fields } = download;
  return { ...fields, url: `${origin}${DOWNLOADS_PATH}${encodeURIComponent(download.fileName)}` };
}

/**
 * Download-centre resolvers (customer-area §2 `/wire-flow`, §6 service roles): `downloads` lists every
 * file, newest release first, each with its absolute `url` on the origin the request reached.
 *
 * @throws GraphQLError UNAUTHENTICATED without a valid token, FORBIDDEN without the artemis-active role.
 */
export const downloadResolvers = {
  Query: {
    downloads: (_: unknown, __: unknown, context: SisContext & YogaInitialContext) => {
      const viewer = requireViewer(context);
      if (!hasActiveAccess(viewer.roles, 'artemis')) {
        throw sisError(`The downloads require the ${ROLES.artemisActive} role`, 'FORBIDDEN');
      }
      const { origin } = new URL(context.request.url);
      return [...DOWNLOADS]
        .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))
        .map((download) => downloadNode(download, origin));
    },
  },
};
