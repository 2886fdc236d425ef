import type { PathFamily } from '../pipeline/plugin.ts';
import { segmentsAfterLocale } from './path-segments.ts';
import { safeDecode } from './url.ts';

/**
 * The path families the plugins of a fleet take over at run time (core/pipeline/plugin.ts `PathFamily`),
 * asked by path. Pure; built once when the runtime starts.
 */
export interface PathFamilies {
  /** The families a path belongs to, in plugin order (none: `[]`). */
  of(pathname: string): PathFamily[];
  /** Whether no third-party script may run there: a family that holds secrets (docs/security.md rule 4). */
  holdsSecrets(pathname: string): boolean;
  /** Whether the path is in a technical area (public-site §4 tags: no tag scripts there either). */
  isTechnical(pathname: string): boolean;
  /** Whether the pages there sign in with the identity provider (the CSP lets them reach it). */
  signsIn(pathname: string): boolean;
  /** The `root` family serving an island page at exactly `pathname` (as sent), or null. */
  servedAtRoot(pathname: string): PathFamily | null;
  /**
   * The `segment` family that serves a built page for `pathBelowLocale` (the path after locale and site
   * slug, `/mykomax/tickets`), or null. (A root family has no locale, so no locale's page: it serves an
   * island page; a segment family serves pages. Other combinations only set the flags.)
   */
  servedBelowLocale(pathBelowLocale: string): PathFamily | null;
}

/**
 * Compiles the families. A path belongs to `{ segment }` when its first segment after the locale is the
 * segment, and to `{ root }` when that first segment is the root path's (`/blank-callback`,
 * `/en/blank-callback`); segments are compared after percent-decoding and in any case (`/en/%6Dykomax`,
 * `/EN/MyKomax/x`), whole segments only (`/en/mykomax-news` is not in `mykomax`).
 *
 * @param families in plugin order; an empty list makes every answer false / null.
 */
export function createPathFamilies(families: readonly PathFamily[]): PathFamilies {
  const keyed = families.map((family) => ({ family, key: familyKey(family) }));
  const of = (pathname: string): PathFamily[] => {
    const [first] = segmentsAfterLocale(safeDecode(pathname).toLowerCase());
    if (first === undefined) return [];
    return keyed.filter(({ key }) => key === first).map(({ family }) => family);
  };
  return {
    of,
    holdsSecrets: (pathname) => of(pathname).some((family) => family.holdsSecrets === true),
    isTechnical: (pathname) => of(pathname).some((family) => family.technical === true),
    signsIn: (pathname) => of(pathname).some((family) => family.signIn === true),
    servedAtRoot: (pathname) =>
      families.find(
        (family) =>
          family.serve &&
          'island' in family.serve &&
          'root' in family.match &&
          family.match.root === pathname,
      ) ?? null,
    servedBelowLocale: (pathBelowLocale) =>
      of(pathBelowLocale).find(
        (family) => family.serve && 'page' in family.serve && 'segment' in family.match,
      ) ?? null,
  };
}

/** The lower-cased first segment a family is recognised by. */
function familyKey(family: PathFamily): string {
  const name = 'segment' in family.match ? family.match.segment : family.match.root.replace(/^\/+/, '');
  return name.toLowerCase();
}
