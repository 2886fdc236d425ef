import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_EVENT, type ActionDetail, actionIsland, runAction } from '../../../runtime/client/actions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The actions a fleet with the news-feed plugin registers; other islands (`portal`) answer no action. */
const ACTIONS = { 'news-feed': 'news-feed-panel' };

const listen = (target: EventTarget) => {
  const received: ActionDetail[] = [];
  target.addEventListener(ACTION_EVENT, (event) =>
    received.push((event as CustomEvent<ActionDetail>).detail),
  );
  return received;
};

describe('runAction (public-site §2 link targets: action:)', () => {
  it('mounts the island a plugin registered for the action, then dispatches sitefleet:action', async () => {
    const target = new EventTarget();
    const received = listen(target);
    const mount = vi.fn(async (_island: string, _action: string) => {
      // The event comes only once the island listens.
      expect(received).toEqual([]);
    });
    expect(await runAction({ action: 'news-feed', actions: ACTIONS, mount, target })).toBe(true);
    expect(mount).toHaveBeenCalledExactlyOnceWith('news-feed-panel', 'news-feed');
    expect(ACTION_EVENT).toBe('sitefleet:action');
    expect(received).toEqual([{ action: 'news-feed' }]);
  });

  it.each(['portal', 'password-gate', 'launch-rocket', 'constructor', '__proto__'])(
    'mounts nothing for action:%s, which no plugin registered (even when an island has that name), and only warns',
    async (action) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const target = new EventTarget();
      const received = listen(target);
      const mount = vi.fn(async () => {});
      expect(await runAction({ action, actions: ACTIONS, mount, target })).toBe(false);
      expect(mount).not.toHaveBeenCalled();
      expect(received).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`'${action}'`));
    },
  );
});

describe('actionIsland', () => {
  it('names the registered island, or null', () => {
    expect(actionIsland(ACTIONS, 'news-feed')).toBe('news-feed-panel');
    expect(actionIsland(ACTIONS, 'news-feed-panel')).toBeNull();
    expect(actionIsland({}, 'news-feed')).toBeNull();
  });
});
