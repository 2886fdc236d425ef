/** The event an action dispatches on `window` once its island listens (public-site §2 link targets). */
export const ACTION_EVENT = 'sitefleet:action';

/** `detail` of the {@link ACTION_EVENT} CustomEvent. */
export interface ActionDetail {
  action: string;
}

/** Props the runtime gives an action's island ({@link startActions}). */
export interface ActionIslandProps {
  /** The action the island was mounted for. */
  action: string;
}

/**
 * The actions of the client bundle: action name → the island that handles it, as the fleet's plugins
 * declare them (core/pipeline/plugin.ts `actions`, collected by runtime/client/client-modules.ts).
 */
export type ActionIslands = Readonly<Record<string, string>>;

/**
 * The island registered for `action`, or null when no plugin declares the action. Only own keys count
 * (`constructor`, `__proto__` are not actions).
 */
export function actionIsland(actions: ActionIslands, action: string): string | null {
  return Object.hasOwn(actions, action) ? (actions[action] ?? null) : null;
}

/**
 * Runs an in-app action (public-site §2 link targets: "target starting with action: triggers an in-app
 * action; … unknown actions only log a warning"). An action some plugin declares mounts the island
 * registered for it (`mount`, once per page load: see {@link startActions}), then dispatches a
 * {@link ACTION_EVENT} CustomEvent with `{ action }` on `target`. Any other action mounts nothing,
 * dispatches nothing and logs a warning, whatever islands the bundle holds.
 *
 * @param input.actions the registered actions ({@link ActionIslands}).
 * @param input.mount mounts the island named `island` for `action`; resolves once it listens.
 * @returns whether the action was registered.
 */
export async function runAction(input: {
  action: string;
  actions: ActionIslands;
  mount: (island: string, action: string) => Promise<void>;
  target: EventTarget;
}): Promise<boolean> {
  const island = actionIsland(input.actions, input.action);
  if (island === null) {
    console.warn(`Unknown link action '${input.action}': nothing happens.`);
    return false;
  }
  await input.mount(island, input.action);
  input.target.dispatchEvent(
    new CustomEvent<ActionDetail>(ACTION_EVENT, { detail: { action: input.action } }),
  );
  return true;
}

/**
 * Handles clicks on action buttons (`<button data-sf-action="{name}">`, rendered for `action:{name}`
 * targets) anywhere in the document, also in content swapped in later, by delegation on `document`.
 *
 * An action is answered only by the island a plugin registered for it (core/pipeline/plugin.ts
 * `actions`, in the client bundle's `virtual:sitefleet/islands`): the runtime mounts that island on the
 * client, once per page load, in a container at the end of `<body>` with {@link ActionIslandProps}, if
 * the page has a button for it (so that the island can show state on the button, such as an unread
 * indicator) on the visitor's first interaction with the page ({@link PAGE_INTERACTION_EVENTS}) or,
 * without one, when the browser is idle {@link ACTION_MOUNT_DELAY_MS} after load (React and the island
 * are not loaded and run while the page itself loads), and at the latest on the first click; the click's
 * {@link ACTION_EVENT} is dispatched once the island listens. An action no plugin registered mounts
 * nothing ({@link runAction}).
 */
export function startActions(): void {
  const registry = () => import('./islands.ts').then((islands) => islands.ACTION_ISLANDS);
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-sf-action]') : null;
    const action = button?.getAttribute('data-sf-action');
    if (!action) return;
    event.preventDefault();
    void registry().then(
      (actions) => runAction({ action, actions, mount: mountActionIsland, target: window }),
      reloadAfterChunkError,
    );
  });
  const mountPresent = async () => {
    const actions = await registry().catch(reloadAfterChunkError);
    if (!actions) return;
    const present = new Set(
      [...document.querySelectorAll('[data-sf-action]')].map((button) =>
        button.getAttribute('data-sf-action'),
      ),
    );
    for (const action of present) {
      const island = action ? actionIsland(actions, action) : null;
      if (action && island) void mountActionIsland(island, action);
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of PAGE_INTERACTION_EVENTS) window.removeEventListener(type, start, true);
    void mountPresent();
  };
  for (const type of PAGE_INTERACTION_EVENTS)
    window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start);
    else start();
  };
  const afterLoad = () => setTimeout(whenIdle, ACTION_MOUNT_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Events anywhere on the page that mount the page's action islands ({@link startActions}) at once. */
export const PAGE_INTERACTION_EVENTS: readonly string[] = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
];

/** How long after load a page nobody interacts with waits to mount its action islands, in ms. */
export const ACTION_MOUNT_DELAY_MS = 4000;

/** The container of each action's island mounted so far, by action (null: it could not be mounted). */
const actionIslands = new Map<string, Promise<HTMLElement | null>>();

/**
 * Mounts `island` for `action` once (client-rendered; its listeners are in place when this resolves,
 * since the first render is flushed synchronously), or puts its container back at the end of `<body>`
 * when a navigation replaced the body. A chunk that fails to load reloads the page once per 10 s
 * (public-site §4).
 */
async function mountActionIsland(island: string, action: string): Promise<void> {
  let mounted = actionIslands.get(action);
  if (!mounted) {
    mounted = createActionIsland(island, action);
    actionIslands.set(action, mounted);
  }
  const container = await mounted;
  if (container && !container.isConnected) document.body.append(container);
}

async function createActionIsland(island: string, action: string): Promise<HTMLElement | null> {
  try {
    const islands = await import('./islands.ts');
    if (!islands.isIslandName(island)) return null;
    const [{ createElement }, { createRoot }, { flushSync }, component] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('react-dom'),
      islands.loadIsland(island),
    ]);
    const container = document.createElement('div');
    container.setAttribute('data-sf-action-island', action);
    document.body.append(container);
    const root = createRoot(container);
    const props: ActionIslandProps = { action };
    flushSync(() => root.render(createElement(component, props)));
    return container;
  } catch (error) {
    await reloadAfterChunkError(error);
    return null;
  }
}

/** Reloads the page after a chunk that failed to load (runtime/client/reload-guard.ts); resolves undefined. */
async function reloadAfterChunkError(error: unknown): Promise<undefined> {
  const guard = await import('./reload-guard.ts');
  guard.reloadAfterChunkError(error);
  return undefined;
}
