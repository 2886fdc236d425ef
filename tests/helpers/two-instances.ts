import http from 'node:http';
import { type Logger, silentLogger } from '../../core/logger.ts';
import type { Plugin } from '../../core/pipeline/plugin.ts';
import type { RuntimeContext } from '../../core/serving/context.ts';
import { createRuntimeApp } from '../../runtime/server/app.ts';
import { createRuntimeContext } from '../../runtime/server/context.ts';
import { listen } from '../../runtime/server/listen.ts';

/*
 * A load balancer for the scale-out tests: a round-robin reverse proxy on 127.0.0.1 written with
 * Node's own `http`, in front of runtime instances. It sends each request to the next instance in turn
 * (A, B, A, …); an instance that refuses the connection (it is gone) is skipped for that request, as a
 * balancer's failover does, since nothing of the request reached it. An instance that fails after
 * taking the request answers the client 502: the client got no 2xx and must send again.
 */

/** A running round-robin proxy. */
export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** How many requests each upstream (by index) answered, proxied or streamed. */
  answered: number[];
  close(): Promise<void>;
}

/**
 * Starts the proxy in front of `upstreams` (base URLs, `http://127.0.0.1:<port>`). The request's own
 * `Host` header goes through unchanged (the instances see the proxy's host, as behind a balancer that
 * keeps it), and answers are streamed back (server-sent events included).
 * @returns the proxy, listening on a free loopback port.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const answered = upstreams.map(() => 0);
  const server = http.createServer(async (request, response) => {
    // The body is read first so that a request can go to another instance when the first refuses it.
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = next;
    next = (next + 1) % upstreams.length;
    const attempt = (offset: number) => {
      const index = (first + offset) % upstreams.length;
      const target = new URL(request.url ?? '/', upstreams[index]);
      const upstream = http.request(
        target,
        { method: request.method, headers: request.headers, agent: false },
        (answer) => {
          answered[index] = (answered[index] ?? 0) + 1;
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.once('error', () => response.destroy());
        },
      );
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && offset + 1 < upstreams.length) attempt(offset + 1);
        else if (!response.headersSent) response.writeHead(502).end();
        else response.destroy();
      });
      response.once('close', () => upstream.destroy());
      upstream.end(body);
    };
    attempt(0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    answered,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Polls `condition` every 25 ms until it holds. @throws after `timeoutMs` (`message` names what). */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message = 'a condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A runtime instance in this process (`sitefleet preview`'s context and app), listening on 127.0.0.1. */
export interface RuntimeInstance {
  url: string;
  context: RuntimeContext;
  close(): Promise<void>;
}

/** How long a new instance may take to connect to Redis, in ms. */
const REDIS_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Starts a runtime instance on `input.context` (runtime/server/context.ts `createRuntimeContext`'s
 * input; `logger` defaults to silent) with `plugins`; `prepare` runs on the context before the app is
 * made (to set `context.rebuilds`, as `sitefleet preview` does). With `redisUrl` set it resolves once
 * the instance's Redis connection is up, and throws when it is not within {@link REDIS_CONNECT_TIMEOUT_MS}.
 * @returns the instance; `close()` runs `onClose` (if any), then closes its server and app.
 */
export async function startRuntimeInstance(input: {
  context: Omit<Parameters<typeof createRuntimeContext>[0], 'logger'> & { logger?: Logger };
  plugins?: readonly Plugin[];
  prepare?: (context: RuntimeContext) => { onClose?: () => Promise<void> } | undefined;
}): Promise<RuntimeInstance> {
  const context = await createRuntimeContext({ logger: silentLogger(), ...input.context });
  const prepared = input.prepare?.(context);
  const runtime = createRuntimeApp({ context, plugins: input.plugins ?? [] });
  const server = await listen({ app: runtime.app, port: 0, host: '127.0.0.1' });
  const instance: RuntimeInstance = {
    url: server.url,
    context,
    async close() {
      await prepared?.onClose?.();
      await server.close({ timeoutMs: 1000 });
      await runtime.close();
    },
  };
  if (input.context.redisUrl) {
    await until(
      () => context.sharedState?.available() === true,
      REDIS_CONNECT_TIMEOUT_MS,
      'the Redis connection',
    ).catch(async (error: unknown) => {
      await instance.close();
      throw error;
    });
  }
  return instance;
}

/** Runtime instances behind one {@link startRoundRobinProxy} balancer. */
export interface BalancedInstances<T extends RuntimeInstance> {
  instances: T[];
  proxy: RoundRobinProxy;
  /** Closes the balancer, then each instance. */
  close(): Promise<void>;
}

/**
 * Starts `count` instances with `start` (given each one's index; at once, in parallel) and a
 * round-robin balancer in front of them, sending the first request to instance 0.
 */
export async function startBalancedInstances<T extends RuntimeInstance>(
  count: number,
  start: (index: number) => Promise<T>,
): Promise<BalancedInstances<T>> {
  const instances = await Promise.all(Array.from({ length: count }, (_, index) => start(index)));
  const proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  return {
    instances,
    proxy,
    async close() {
      await proxy.close();
      for (const instance of instances) await instance.close();
    },
  };
}
