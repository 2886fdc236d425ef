import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../core/logger.ts';
import type { Plugin } from '../../../core/pipeline/plugin.ts';
import { type HookTimings, runHook } from '../../../core/pipeline/run-hook.ts';

describe('runHook', () => {
  const logger = silentLogger();

  it('skips a plugin without the hook', async () => {
    const plugin: Plugin = { name: 'sitefleet:empty' };
    await expect(
      runHook({ plugin, hook: 'load', siteKey: 'main', logger, makeArgument: () => ({}) }),
    ).resolves.toBeUndefined();
  });

  it('returns the hook result and records its time', async () => {
    const timings: HookTimings = new Map();
    const plugin: Plugin<number> = { name: 'sitefleet:answer', load: () => 42 };
    const result = await runHook({
      plugin: plugin as Plugin<unknown>,
      hook: 'load',
      siteKey: 'main',
      logger,
      timings,
      makeArgument: () => ({}),
    });
    expect(result).toBe(42);
    expect(timings.has('sitefleet:answer:load')).toBe(true);
  });

  it('names the plugin, hook and site of a failure and keeps the cause', async () => {
    const cause = new Error('boom');
    const plugin: Plugin = {
      name: 'sitefleet:broken',
      pages: () => {
        throw cause;
      },
    };
    const error = await runHook({
      plugin,
      hook: 'pages',
      siteKey: 'events',
      logger,
      makeArgument: () => ({}),
    }).catch((e: Error) => e);
    expect((error as Error).message).toBe(
      "Plugin sitefleet:broken failed in its pages hook for site 'events'.",
    );
    expect((error as Error).cause).toBe(cause);
  });
});
