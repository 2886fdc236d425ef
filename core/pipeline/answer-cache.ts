/*
 * Service answers kept from one build to the next in a long-lived builder process (cli/builder-child.ts;
 * ARCHITECTURE.md "Incremental builds": loads are incremental where the service can say so). A rebuild
 * a CMS webhook or an editor's publish asked for names the entries that changed; every kept answer
 * that names one of them is asked for again, every other one is taken as it was. Plain `sitefleet build`
 * keeps no answers: it cannot know what changed since.
 */

/** What {@link ServiceAnswerCache.startBuild} did with the kept answers. */
export interface AnswerReuse {
  /** Answers kept for this build. */
  kept: number;
  /** Answers dropped (they name a changed entry, or every answer when reuse is off). */
  dropped: number;
  /** Why nothing is reused, when nothing is: `no entry ids`, `force`, `<id> is in no answer`. */
  reason?: string;
}

/**
 * Raw service answers (the JSON text of a GraphQL answer's `data`, before validation) by request key
 * (core/pipeline/fetch-queue.ts: endpoint, query, variables, language header). The fetch queue reads
 * and writes it during a build; the builder calls {@link ServiceAnswerCache.startBuild} before and
 * {@link ServiceAnswerCache.finishBuild} after each build.
 */
export interface ServiceAnswerCache {
  /** The kept answer's JSON text, marking it used by this build; undefined when none is kept. */
  get(key: string): string | undefined;
  /** Keeps an answer this build received (used by this build). */
  set(key: string, text: string): void;
  /**
   * Starts a build: with `entryIds` (the rebuild request's changed CMS / product entries), drops the
   * answers whose JSON names one of them as a string value (`"page-main-company-history"`) and keeps the
   * rest; drops every answer when there are no ids, when `force`, or when an id is named by no kept
   * answer (a new entry: which queries now find it, no answer can tell).
   */
  startBuild(input: { entryIds?: readonly string[]; force?: boolean }): AnswerReuse;
  /** Ends a build: answers the build did not ask for are dropped, so the cache holds one build's answers. */
  finishBuild(): void;
  /** Answers kept. */
  readonly size: number;
}

/** Creates an empty answer cache (see {@link ServiceAnswerCache}). */
export function createServiceAnswerCache(): ServiceAnswerCache {
  const answers = new Map<string, string>();
  const used = new Set<string>();
  const dropAll = (reason: string): AnswerReuse => {
    const dropped = answers.size;
    answers.clear();
    return { kept: 0, dropped, reason };
  };
  return {
    get(key) {
      const text = answers.get(key);
      if (text !== undefined) used.add(key);
      return text;
    },
    set(key, text) {
      answers.set(key, text);
      used.add(key);
    },
    startBuild({ entryIds, force }) {
      used.clear();
      if (force) return dropAll('force');
      const ids = [...new Set(entryIds ?? [])];
      if (ids.length === 0) return dropAll('no entry ids');
      const needles = ids.map((id) => JSON.stringify(id));
      const stale = new Set<string>();
      for (const [index, needle] of needles.entries()) {
        let named = false;
        for (const [key, text] of answers) {
          if (text.includes(needle)) {
            stale.add(key);
            named = true;
          }
        }
        if (!named) return dropAll(`${ids[index]} is in no answer`);
      }
      for (const key of stale) answers.delete(key);
      return { kept: answers.size, dropped: stale.size };
    },
    finishBuild() {
      for (const key of answers.keys()) if (!used.has(key)) answers.delete(key);
      used.clear();
    },
    get size() {
      return answers.size;
    },
  };
}
