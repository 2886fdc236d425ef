import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_EVENT, type ActionDetail, runAction } from '../../../runtime/client/actions.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('runAction (public-site §2 link targets: action:)', () => {
  it('opens the news-feed panel: dispatches sitefleet:action with the action name', () => {
    const target = new EventTarget();
    const received: ActionDetail[] = [];
    target.addEventListener(ACTION_EVENT, (event) =>
      received.push((event as CustomEvent<ActionDetail>).detail),
    );
    expect(runAction({ action: 'news-feed', target })).toBe(true);
    expect(ACTION_EVENT).toBe('sitefleet:action');
    expect(received).toEqual([{ action: 'news-feed' }]);
  });

  it('only warns about an unknown action, dispatching nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(ACTION_EVENT, listener);
    expect(runAction({ action: 'launch-rocket', target })).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'launch-rocket'"));
  });
});
