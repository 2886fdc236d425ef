import type { BuildEvent } from '../../core/serving/rebuild.ts';
import type { BuildHello } from '../../runtime/server/build-events.ts';

/*
 * A page's view of `GET /_build/events` (runtime/server/build-events.ts) for integration tests: the
 * stream read with fetch and a reader, as an open page's EventSource would, its events parsed as they
 * arrive.
 */

/** One event of the stream, as a browser's EventSource hands it over. */
export type StreamedBuildEvent = { event: 'hello'; data: BuildHello } | { event: 'build'; data: BuildEvent };

/** An open event stream. */
export interface BuildEventStream {
  /** The stream's answer (status, headers) once it came. */
  opened: Promise<Response>;
  /** The events received so far (`hello` first), in order; comments and `retry:` left out. */
  readonly events: readonly StreamedBuildEvent[];
  /** Ends the stream (aborts the request) and waits until reading stopped. */
  close(): Promise<void>;
}

/**
 * Opens the build-event stream at `url` (`http://127.0.0.1:<port>/_build/events?site=main`).
 * @returns the stream; reading stops when it ends, fails or is closed.
 */
export function openBuildEventStream(url: string): BuildEventStream {
  const controller = new AbortController();
  const events: StreamedBuildEvent[] = [];
  const opened = fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const reading = opened
    .then(async (response) => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        pending += value;
        // An event ends with a blank line; its `event:` and `data:` lines name and carry it.
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) {
          const fields = new Map(
            block
              .split('\n')
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          const name = fields.get('event');
          const data = fields.get('data');
          if ((name === 'hello' || name === 'build') && data !== undefined) {
            events.push({ event: name, data: JSON.parse(data) } as StreamedBuildEvent);
          }
        }
      }
    })
    .catch(() => {
      // Closed by the test, or the instance went away: the events so far stay.
    });
  return {
    opened,
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
