import { vi } from 'vitest';

/**
 * Counts the requests the code under test sends with the global `fetch` (the runtime and its GraphQL
 * client run in the test's process) to URLs that `matches` accepts, while `run` runs; every request
 * still goes through.
 * @returns what `run` resolved to and the number of matching requests.
 */
export async function countFetchCalls<T>(input: {
  matches: (url: string) => boolean;
  run: () => Promise<T>;
}): Promise<{ result: T; calls: number }> {
  const realFetch = globalThis.fetch;
  let calls = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((request, init) => {
    if (input.matches(request instanceof Request ? request.url : String(request))) calls += 1;
    return realFetch(request, init);
  });
  try {
    const result = await input.run();
    return { result, calls };
  } finally {
    spy.mockRestore();
  }
}
