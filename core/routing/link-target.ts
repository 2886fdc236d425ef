import type { LinkKind } from '../model/view.ts';
import { HARD_LINK_PREFIX, stripHardPrefix } from './localized-link.ts';

/** Prefix of a target that triggers an in-app action (`action:news-feed`; public-site §2 link targets). */
export const ACTION_PREFIX = 'action:';

/** A link target sorted into how it behaves (public-site §2 link targets). */
export interface ClassifiedLinkTarget {
  kind: LinkKind;
  /** The anchor href (`hard:` stripped) or the route href as given; null for `action` and `button`. */
  href: string | null;
  /** For `kind: 'action'`, the action name after `action:`; else null. */
  action: string | null;
}

/**
 * Sorts a link target into action, anchor, route or button (public-site §2 link targets):
 * - `action:<name>` → `{ kind: 'action', action: name }` (unknown names are the renderer's concern);
 * - a target starting with `http` or `hard:` → a plain anchor, `hard:` stripped;
 * - null, undefined, empty or blank → a button;
 * - anything else → a client-side route, href unchanged (localize it first with `localizeLink`).
 *
 * @param target the raw target from the content service.
 * @returns `{ kind, href, action }`. Never throws.
 */
export function classifyLinkTarget(target: string | null | undefined): ClassifiedLinkTarget {
  if (!target || target.trim() === '') return { kind: 'button', href: null, action: null };
  if (target.startsWith(ACTION_PREFIX)) {
    return { kind: 'action', href: null, action: target.slice(ACTION_PREFIX.length) };
  }
  if (target.startsWith('http') || target.startsWith(HARD_LINK_PREFIX)) {
    return { kind: 'anchor', href: stripHardPrefix(target), action: null };
  }
  return { kind: 'route', href: target, action: null };
}

/** Tabs and line breaks, which browsers remove anywhere in a URL (`java\tscript:` still runs). */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const SCRIPT_LIKE_SCHEME = /^(?:javascript|data|vbscript):/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** `//host` or a backslash variant, which browsers read as protocol-relative. */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/**
 * Tells whether the navigation helper may navigate to a URL (public-site §2: "The navigation helper
 * refuses external URLs unless explicitly allowed and refuses script-like protocols").
 *
 * The URL is first cleaned the way browsers clean it (leading/trailing control characters and spaces
 * dropped, tabs and line breaks removed). Then `javascript:`, `data:` and `vbscript:` (any case) are
 * always refused; absolute URLs with any scheme (`https:`, `mailto:`) and protocol-relative ones
 * (`//host`, `\\host`) are refused unless `allowExternal`; an empty URL is refused; site-relative paths,
 * queries and hashes are allowed.
 *
 * @param input.url the URL to navigate to.
 * @param input.allowExternal allow URLs leaving the site; default false.
 * @returns true when navigation may go ahead. Never throws.
 */
export function isNavigableUrl(input: { url: string; allowExternal?: boolean }): boolean {
  const url = trimControls(input.url).replace(TAB_OR_NEWLINE, '');
  if (url === '' || SCRIPT_LIKE_SCHEME.test(url)) return false;
  if (ANY_SCHEME.test(url) || PROTOCOL_RELATIVE.test(url)) return input.allowExternal === true;
  return true;
}

/** Drops leading and trailing C0 controls and spaces (code points up to U+0020), which browsers ignore in a URL. */
function trimControls(url: string): string {
  let start = 0;
  let end = url.length;
  while (start < end && url.charCodeAt(start) <= 0x20) start++;
  while (end > start && url.charCodeAt(end - 1) <= 0x20) end--;
  return url.slice(start, end);
}
