/**
 * Collects changed files and hands them to `run` in batches (`sitefleet dev`): a batch starts once no
 * change arrived for `delayMs` (an editor's save of several files, a `git checkout`, is one batch); one
 * batch runs at a time, and the changes that arrive meanwhile become the next batch, started as soon as
 * the running one ends (so a burst during a build costs one more build, not one per file).
 */
export interface ChangeBatcher {
  /** Notes a changed file (absolute path); duplicates within a batch count once. */
  add(file: string): void;
  /** Resolves once nothing is waiting or running. */
  idle(): Promise<void>;
  /** Drops what waits, then waits for the running batch. Later `add` calls are ignored. */
  close(): Promise<void>;
}

/**
 * @param input.delayMs quiet time before a batch starts, in ms (`sitefleet dev`: 150).
 * @param input.run handles one batch (files in arrival order); a rejection goes to `onError`.
 * @param input.onError told when `run` rejects; default nothing (the next batch runs as usual).
 */
export function createChangeBatcher(input: {
  delayMs: number;
  run: (files: string[]) => Promise<void>;
  onError?: (error: unknown) => void;
}): ChangeBatcher {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (running || timer !== undefined || pending.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const start = () => {
    timer = undefined;
    if (running || closed || pending.size === 0) return settle();
    const files = [...pending];
    pending = new Set();
    running = Promise.resolve()
      .then(() => input.run(files))
      .catch((error: unknown) => input.onError?.(error))
      .finally(() => {
        running = null;
        // Changes that came while this batch ran, and whose quiet time is over, go next.
        if (timer === undefined) start();
        else settle();
      });
  };
  return {
    add(file) {
      if (closed) return;
      pending.add(file);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(start, input.delayMs);
    },
    idle() {
      if (!running && timer === undefined && pending.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    async close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending.clear();
      await running;
      settle();
    },
  };
}
