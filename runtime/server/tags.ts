import { fileURLToPath } from 'node:url';
import escapeHtml from 'escape-html';
import express from 'express';
import type { PathFamilies } from '../../core/routing/path-families.ts';
import { normalizeHost } from '../../core/routing/url.ts';
import type { RequestModes } from '../../core/serving/context.ts';

/** Host families of the cookie-consent script (public-site §4 tags: "the consent script varies by host"). */
export type ConsentVariant = 'group' | 'development' | 'other';

/**
 * Where the tag scripts come from (public-site §4 tags). Same-origin paths or absolute https URLs; the
 * origins of absolute ones are added to the CSP's `script-src`, `connect-src` and `img-src` of the pages
 * where tags run ({@link tagsMayRun}).
 */
export interface TagConfig {
  /** The group's main domain: it and its subdomains get the `group` consent variant. */
  mainDomain: string;
  /** Consent script per host family. */
  consent: Record<ConsentVariant, string>;
  /** Performance-monitoring loader. */
  performance: string;
  /** Tag-manager script (creates `window.dataLayer`). */
  tagManager: string;
}

/** URL path the runtime serves its stand-in tag scripts at. */
export const TAGS_BASE = '/_tags';

/**
 * The tag configuration when the project configures none: local stand-ins served by the runtime at
 * `/_tags/…` (runtime/server/tags/), so pages behave as in production without third-party requests.
 */
export const DEFAULT_TAGS: TagConfig = {
  mainDomain: 'machinery-group.test',
  consent: {
    group: `${TAGS_BASE}/consent-group.js`,
    development: `${TAGS_BASE}/consent-development.js`,
    other: `${TAGS_BASE}/consent-other.js`,
  },
  performance: `${TAGS_BASE}/performance.js`,
  tagManager: `${TAGS_BASE}/tag-manager.js`,
};

const STAND_INS_DIR = fileURLToPath(new URL('./tags/', import.meta.url));

/**
 * The consent variant of a host: `group` for the main domain and its subdomains, `development` for
 * `localhost` and `*.localhost`, `other` for everything else (public-site §4 tags, three variants).
 * @param input.host the request's host name, with or without port (`www.machinery-group.test:443`).
 */
export function consentVariant(input: { host: string; mainDomain: string }): ConsentVariant {
  const host = normalizeHost(input.host);
  const main = normalizeHost(input.mainDomain);
  if (host === main || host.endsWith(`.${main}`)) return 'group';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'development';
  return 'other';
}

/**
 * Tells whether tag scripts may run on a path at all, whatever the visitor's modes: not in technical
 * areas (public-site §4 tags; the style guide and the callbacks declare themselves technical path
 * families) and not in a path family that holds secrets
 * (core/routing/path-families.ts: the customer area, the callbacks, the editor area, as their plugins
 * declare; docs/security.md rule 4). The CSP (runtime/server/security.ts) allows the tag hosts only where
 * this is true.
 *
 * @param input.families the plugins' path families.
 */
export function tagsMayRun(input: { pathname: string; families: PathFamilies }): boolean {
  return !input.families.isTechnical(input.pathname) && !input.families.holdsSecrets(input.pathname);
}

/**
 * Tells whether tag scripts go into a page: where they may run ({@link tagsMayRun}) and outside testing
 * mode (public-site §4 tags).
 */
export function tagsAllowed(input: {
  pathname: string;
  families: PathFamilies;
  modes: Pick<RequestModes, 'testing'>;
}): boolean {
  return !input.modes.testing && tagsMayRun(input);
}

/**
 * Adds the three tag scripts to a page just before `</head>`: consent (variant by host), performance
 * loader, tag manager, each `<script src data-sf-tag="…" defer>` (no inline script, CSP-safe).
 * @returns the page with the scripts; a page without `</head>` is returned unchanged.
 */
export function injectTags(input: { html: string; host: string; config: TagConfig }): string {
  const { html } = input;
  const index = html.indexOf('</head>');
  if (index === -1) return html;
  return `${html.slice(0, index)}${tagMarkup(input)}${html.slice(index)}`;
}

/** The `<script>` elements {@link injectTags} adds before `</head>` of a page served on `host`. */
export function tagMarkup(input: { host: string; config: TagConfig }): string {
  return tagScripts(input)
    .map(([name, src]) => tagScript(name, src))
    .join('');
}

/**
 * The URLs of the tag scripts {@link injectTags} adds to a page served on `host`, sorted (what a route
 * payload names, runtime/ui/route-payload.ts `tags`).
 */
export function tagScriptUrls(input: { host: string; config: TagConfig }): string[] {
  return tagScripts(input)
    .map(([, src]) => src)
    .sort();
}

/** Name and URL of each tag script, in page order. */
function tagScripts(input: { host: string; config: TagConfig }): [name: string, src: string][] {
  const { config } = input;
  const variant = consentVariant({ host: input.host, mainDomain: config.mainDomain });
  return [
    ['consent', config.consent[variant]],
    ['performance', config.performance],
    ['tag-manager', config.tagManager],
  ];
}

/**
 * Origins of the tag scripts that are absolute URLs, for the CSP (`https://cdn.consent.example`).
 * Same-origin paths add nothing: `'self'` covers them.
 */
export function tagOrigins(config: TagConfig): string[] {
  const urls = [...Object.values(config.consent), config.performance, config.tagManager];
  const origins = urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}

/** Serves the stand-in tag scripts at {@link TAGS_BASE} (five minutes of caching: they are not hashed). */
export function createTagsRouter(): express.Router {
  const router = express.Router();
  router.use(express.static(STAND_INS_DIR, { maxAge: '5m', index: false }));
  router.use((_request, response) => {
    response.status(404).type('text').send('Not found');
  });
  return router;
}

function tagScript(name: string, src: string): string {
  return `<script src="${escapeHtml(src)}" data-sf-tag="${name}" defer></script>`;
}
