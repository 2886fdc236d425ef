import type { ContentStage } from '../../../core/content/services.ts';
import type { FooterView, HeaderView } from '../../../core/model/view.ts';
import type { RebuildRun, SiteRebuildStatus } from '../../../core/serving/rebuild.ts';
import type { ReportedSite } from './report-rows.ts';

/**
 * The editor area's calls to its own server (customer-area §7 "Own server"), all same-origin with the
 * page's cookies: the editor cookie is `HttpOnly`, so page code never reads it; the browser sends it.
 * Every call but the password check throws {@link SignedOut} on a 401 (the editor hash expired or the
 * password changed), so the area goes back to its sign-in form (§6 "checked against the server").
 */

/** The editor password check (plugins/editor/server/editor-area.ts; the path is spelled as the spec spells it). */
export const EDITOR_AUTH_PATH = '/api/editor-area-autentication';
/** The editor's site navigation (plugins/editor/server/site-navigation.ts). */
export const EDITOR_NAVIGATION_PATH = '/api/site-navigation/editor';
/** The same-origin draft proxy (public-site §4, §7; plugins/editor/server/content-proxy.ts). */
export const CONTENT_PROXY_PATH = '/api/content-proxy';
/** Translation state, start and reset per page (customer-area §7). */
export const TRANSLATION_PATH = '/api/translation';
/** Publishing a page's draft (then its sites rebuild). */
export const PUBLISH_PATH = '/api/editor/publish';
/** Site rebuilds: POST asks for one, GET tells their progress (core/serving/rebuild.ts). */
export const REBUILD_PATH = '/api/editor/rebuild';

/** Thrown by a call answered 401: the editor must sign in again. */
export class SignedOut extends Error {
  constructor() {
    super('The editor sign-in is no longer valid.');
    this.name = 'SignedOut';
  }
}

/** Thrown by a call answered with another error status; `message` is the server's own when it sent one. */
export class ApiFailure extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
  }
}

/** What the password check says (customer-area §8 wrong-password flag; 429 after too many failures). */
export type AccessAnswer = 'granted' | 'denied' | 'wrongPassword' | 'tooMany' | 'failed';

/**
 * Asks the server whether this browser may use the editor area: `input` the typed password (the server
 * then sets the editor cookie), or nothing to check the editor cookie the browser holds.
 *
 * @returns `granted` (200), `wrongPassword` (401 with the §8 flag), `denied` (another 401: no or an
 *   expired cookie), `tooMany` (429), `failed` (any other answer, or no answer). Never throws.
 */
export async function checkAccess(input: { password?: string } = {}): Promise<AccessAnswer> {
  try {
    const response = await fetch(EDITOR_AUTH_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input.password === undefined ? {} : { input: input.password }),
    });
    if (response.ok) return 'granted';
    if (response.status === 429) return 'tooMany';
    if (response.status !== 401) return 'failed';
    const body = (await response.json().catch(() => ({}))) as { wrongPassword?: unknown };
    return body.wrongPassword === true ? 'wrongPassword' : 'denied';
  } catch {
    return 'failed';
  }
}

/**
 * A JSON call to the server: the parsed answer of a 2xx.
 * @throws SignedOut on 401; ApiFailure with the answer's `error` (or `errors[0].message`) otherwise.
 */
export async function callJson<T>(input: {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}): Promise<T> {
  const response = await fetch(input.path, {
    method: input.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (response.status === 401) throw new SignedOut();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiFailure(response.status, problemMessage(body) ?? `HTTP ${response.status}`);
  return body as T;
}

/** The message of an error answer: `{ error }`, `{ detail }`, `{ title }` or `{ errors: [{ message }] }`. */
export function problemMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'detail', 'title', 'message']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key];
  }
  const errors = record.errors;
  if (Array.isArray(errors) && typeof errors[0]?.message === 'string') return errors[0].message;
  return null;
}

/** The editor navigation answer (plugins/editor/server/site-navigation.ts). */
export interface EditorNavigation {
  siteId: string;
  language: string;
  localeUrlCode: string;
  stage: ContentStage;
  header: HeaderView;
  footer: FooterView;
}

/** `GET /api/site-navigation/editor/{siteId}?lang={language}&stage={stage}` (customer-area §7). */
export function fetchNavigation(input: {
  siteId: string;
  language: string;
  stage: ContentStage;
}): Promise<EditorNavigation> {
  const query = new URLSearchParams({ lang: input.language, stage: input.stage });
  return callJson({ path: `${EDITOR_NAVIGATION_PATH}/${encodeURIComponent(input.siteId)}?${query}` });
}

/** A target language of a page and its translation state (customer-area §3, §4). */
export interface TranslationTarget {
  language: string;
  translationState: TranslationState;
  exportedAt: string | null;
  importedAt: string | null;
}

/** customer-area §4 translation state per language (and page-level state). */
export type TranslationState = 'MarkedForTranslation' | 'InProgress' | 'Translated';

/** Answer of `GET /api/translation/{state|start|reset}/{pageId}`. */
export interface PageTranslation {
  pageId: string;
  sourceLanguage: string;
  targetLanguages: TranslationTarget[];
  /** The page-level state (customer-area §4). */
  state: TranslationState;
}

/** `GET /api/translation/{action}/{pageId}` (customer-area §7): the page's translation after the action. */
export function translationCall(input: {
  action: 'state' | 'start' | 'reset';
  pageId: string;
}): Promise<PageTranslation> {
  return callJson({ path: `${TRANSLATION_PATH}/${input.action}/${encodeURIComponent(input.pageId)}` });
}

/** `GET /api/translation/report`: the fleet-wide translation report (the last build's, per site). */
export function fetchTranslationReport(): Promise<{ sites: ReportedSite[] }> {
  return callJson({ path: `${TRANSLATION_PATH}/report` });
}

/** `POST /api/editor/publish/{pageId}`: publishes the page's draft and queues its sites' rebuilds. */
export function publishPage(pageId: string): Promise<{ published: boolean; runs: RebuildRun[] }> {
  return callJson({ path: `${PUBLISH_PATH}/${encodeURIComponent(pageId)}`, method: 'POST', body: {} });
}

/** `POST /api/editor/rebuild { site }`: queues a rebuild of the site (or joins the queued one). */
export function requestRebuild(site: string): Promise<{ run: RebuildRun }> {
  return callJson({ path: REBUILD_PATH, method: 'POST', body: { site } });
}

/** `GET /api/editor/rebuild?site={site}`: the site's rebuild status. */
export function fetchRebuildStatus(site: string): Promise<{ sites: SiteRebuildStatus[] }> {
  return callJson({ path: `${REBUILD_PATH}?${new URLSearchParams({ site })}` });
}
