/** The event a known `action:` target dispatches on `window` (public-site §2 link targets). */
export const ACTION_EVENT = 'sitefleet:action';
/**
 * Actions the site knows. `news-feed` opens the news-feed panel (public-site §2: "the only known action
 * opens the news-feed panel"); the panel listens for {@link ACTION_EVENT}.
 */
export const KNOWN_ACTIONS: readonly string[] = ['news-feed'];

/** `detail` of the {@link ACTION_EVENT} CustomEvent. */
export interface ActionDetail {
  action: string;
}

/**
 * Runs an in-app action (public-site §2 link targets): a known one dispatches a {@link ACTION_EVENT}
 * CustomEvent with `{ action }` on `target`; an unknown one only logs a warning.
 * @returns whether the action was known.
 */
export function runAction(input: { action: string; target: EventTarget }): boolean {
  if (!KNOWN_ACTIONS.includes(input.action)) {
    console.warn(`Unknown link action '${input.action}': nothing happens.`);
    return false;
  }
  input.target.dispatchEvent(
    new CustomEvent<ActionDetail>(ACTION_EVENT, { detail: { action: input.action } }),
  );
  return true;
}

/** Props the runtime gives an action's island ({@link startActions}). */
export interface ActionIslandProps {
  /** The action the island answers, its own name (`news-feed`). */
  action: string;
}

/**
 * Handles clicks on action buttons (`<button data-sf-action="news-feed">`, rendered for `action:`
 * targets) anywhere in the document, also in content swapped in later, by delegation on `document`.
 *
 * An action is answered by the island registered under the same name (a plugin's `islands`, e.g. the
 * news-feed panel): the runtime mounts it on the client, once per page load, in a container at the end
 * of `<body>` with {@link ActionIslandProps}, when the browser is idle after load if the page has a
 * button for it (so that the island can show state on the button, such as an unread indicator), and at
 * the latest on the first click; the click's {@link ACTION_EVENT} is dispatched once the island listens.
 * Actions without an island only dispatch the event.
 */
export function startActions(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-sf-action]') : null;
    const action = button?.getAttribute('data-sf-action');
    if (!action) return;
    event.preventDefault();
    void mountActionIsland(action).then(() => runAction({ action, target: window }));
  });
  const mountPresent = () => {
    const actions = new Set(
      [...document.querySelectorAll('[data-sf-action]')].map((button) =>
        button.getAttribute('data-sf-action'),
      ),
    );
    for (const action of actions)
      if (action && KNOWN_ACTIONS.includes(action)) void mountActionIsland(action);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(mountPresent) : setTimeout(mountPresent, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The container of each action island mounted so far, by action (null: the action has no island). */
const actionIslands = new Map<string, Promise<HTMLElement | null>>();

/**
 * Mounts the island named like `action` once (client-rendered; its listeners are in place when this
 * resolves, since the first render is flushed synchronously), or puts its container back at the end of
 * `<body>` when a navigation replaced the body. Resolves whether or not there is such an island; a chunk
 * that fails to load reloads the page once per 10 s (public-site §4).
 */
async function mountActionIsland(action: string): Promise<void> {
  let mounted = actionIslands.get(action);
  if (!mounted) {
    mounted = createActionIsland(action);
    actionIslands.set(action, mounted);
  }
  const container = await mounted;
  if (container && !container.isConnected) document.body.append(container);
}

async function createActionIsland(action: string): Promise<HTMLElement | null> {
  try {
    const islands = await import('./islands.ts');
    if (!islands.isIslandName(action)) return null;
    const [{ createElement }, { createRoot }, { flushSync }, component] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('react-dom'),
      islands.loadIsland(action),
    ]);
    const container = document.createElement('div');
    container.setAttribute('data-sf-action-island', action);
    document.body.append(container);
    const root = createRoot(container);
    const props: ActionIslandProps = { action };
    flushSync(() => root.render(createElement(component, props)));
    return container;
  } catch (error) {
    const { reloadAfterChunkError } = await import('./reload-guard.ts');
    reloadAfterChunkError(error);
    return null;
  }
}
