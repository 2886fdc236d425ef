import type { ComponentType, ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { isIslandName, loadIsland, loadIslandWatch } from './islands.ts';
import { reloadAfterChunkError } from './reload-guard.ts';

const roots = new Map<Element, Root>();
const started = new WeakSet<Element>();
/** Islands waiting for an interaction or their watch: stopped when their marker leaves the document. */
const waiting = new Map<Element, AbortController>();

/**
 * Hydrates every island marker (`[data-island]`, rendered by runtime/ui/Island.tsx) below `scope` that
 * is not hydrated yet: loads the component's chunk, reads its props from the matching
 * `<script type="application/json" data-island-props>` and calls `hydrateRoot` on the marker (`createRoot`
 * for a marker with `data-island-render="client"`, which holds no server rendering of it). Once
 * the island is interactive (its hydration committed), the marker gets `data-hydrated`. React itself is
 * a lazy chunk too, so pages without islands never load it. A client island (nothing of it rendered by
 * the server, only a placeholder) starts when its placeholder comes within
 * {@link CLIENT_ISLAND_MARGIN} of the viewport: a form at the end of a story loads its chunks (and the
 * form's validation) when the reader scrolls towards it, not with the page. A chunk that fails to load
 * reloads the page at most once per reload-guard.ts `RELOAD_GUARD_MS` (public-site §4); an unknown name is only warned about.
 *
 * A marker with `data-island-hydrate="interaction"` (runtime/ui/Island.tsx `hydrate`) waits for the
 * visitor's first interaction with it ({@link INTERACTION_EVENTS} inside the marker) instead: its
 * server markup works without scripts, so React's chunks need not load and run while the page loads.
 * Its watch, where the island has one (core/pipeline/plugin.ts `IslandModule.watch`, a small chunk
 * without React), wakes it earlier: when the server markup does not show the visitor's state.
 * No interaction is lost ({@link holdClicks}): a click before the island is live is held and replayed
 * on it once hydrated, and focus and typed text move into a client island's rendering.
 * @returns when every island below `scope` is hydrated (or has failed); a client island far from the
 *   viewport only once it has been scrolled near, an interaction island only once interacted with
 *   or woken by its watch.
 */
export async function hydrateIslands(scope: ParentNode): Promise<void> {
  const markers = [...scope.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(markers.map(hydrateIsland));
}

/**
 * Unmounts the islands whose markers left the document (after the navigator swapped content), and stops
 * the waiting of those not hydrated yet (their watches' listeners, their interaction listeners).
 */
export function unmountDetachedIslands(): void {
  for (const [marker, waited] of waiting) {
    if (marker.isConnected) continue;
    waited.abort();
    waiting.delete(marker);
  }
  for (const [marker, root] of roots) {
    if (marker.isConnected) continue;
    root.unmount();
    roots.delete(marker);
  }
}

/**
 * How close to the viewport a client island's placeholder must come for the island to load: a few
 * lines of scrolling ahead, so that its chunks usually arrive before it is in view.
 */
export const CLIENT_ISLAND_MARGIN = '200px';

/**
 * Events inside an interaction island's marker that start its hydration: the pointer coming over it
 * (a mouse usually arrives well before the click), a touch or press, focus (keyboard or tap) and a key.
 */
export const INTERACTION_EVENTS: readonly string[] = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
];

async function hydrateIsland(marker: HTMLElement): Promise<void> {
  if (started.has(marker)) return;
  started.add(marker);
  const client = marker.dataset.islandRender === 'client';
  let held: HeldInteraction | undefined;
  if (marker.dataset.islandHydrate === 'interaction') {
    held = holdClicks(marker);
    const woken = new AbortController();
    waiting.set(marker, woken);
    await Promise.race([
      firstInteraction(marker, woken.signal),
      watchState(marker, woken.signal),
      aborted(woken.signal),
    ]);
    woken.abort();
    waiting.delete(marker);
    if (!marker.isConnected) return held.drop();
  } else if (client) {
    await nearViewport(marker);
  }
  const name = marker.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.warn(`Unknown island '${name}': it stays as the server rendered it.`);
    held?.release();
    return;
  }
  let modules: [typeof import('react'), typeof import('react-dom/client'), ComponentType<object>];
  try {
    modules = await Promise.all([import('react'), import('react-dom/client'), loadIsland(name)]);
  } catch (error) {
    // Reloading shows the page anew; without a reload the server markup takes the held click.
    if (reloadAfterChunkError(error)) held?.drop();
    else held?.release();
    return;
  }
  if (!marker.isConnected) return;
  // Where the visitor is in a client island's placeholder, which the rendering replaces.
  const focus = client ? focusedField(marker) : undefined;
  const [{ createElement, useEffect }, { createRoot, hydrateRoot }, component] = modules;
  // Renders nothing of its own, so the server markup still matches; its effect runs after the commit.
  const Hydrated = ({ children }: { children: ReactNode }) => {
    useEffect(() => {
      if (focus) restoreFocus(marker, focus);
      marker.setAttribute('data-hydrated', '');
      held?.replay();
    }, []);
    return children;
  };
  const element = createElement(Hydrated, null, createElement(component, readProps(marker)));
  // An island that throws while rendering never goes live: the server markup keeps the held click.
  const onUncaughtError = (error: unknown) => {
    console.error(`Island '${name}' failed to render:`, error);
    held?.release();
  };
  if (marker.dataset.islandRender === 'client') {
    // A client island (runtime/ui/Island.tsx `ClientIsland`): no server markup to match, render afresh.
    const root = createRoot(marker, { onUncaughtError });
    root.render(element);
    roots.set(marker, root);
    return;
  }
  roots.set(
    marker,
    hydrateRoot(marker, element, {
      onRecoverableError: (error) => console.warn(`Island '${name}' re-rendered on the client:`, error),
      onUncaughtError,
    }),
  );
}

/**
 * Resolves once the marker's content is within {@link CLIENT_ISLAND_MARGIN} of the viewport (at once
 * when it already is, or without IntersectionObserver). The marker itself has no box (`display:
 * contents`, runtime/client/styles.css), so its first element child, else its parent, is watched.
 */
function nearViewport(marker: HTMLElement): Promise<void> {
  const target = marker.firstElementChild ?? marker.parentElement;
  if (!target || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${CLIENT_ISLAND_MARGIN} 0px` },
    );
    observer.observe(target);
  });
}

/** Resolves on the first of {@link INTERACTION_EVENTS} inside the marker; stops listening on `signal`. */
function firstInteraction(marker: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    for (const type of INTERACTION_EVENTS)
      marker.addEventListener(type, () => resolve(), { capture: true, passive: true, signal });
  });
}

/** Resolves once `signal` aborts. */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/**
 * Resolves when the island's watch (core/pipeline/plugin.ts `IslandModule.watch`) wakes it: its server
 * markup does not show the visitor's state. Never resolves for an island without a watch, or when the
 * watch throws (the island then waits for an interaction, as without one). A watch chunk that fails to
 * load is a chunk error like any other: the reload guard (runtime/client/reload-guard.ts) reloads the
 * page once; otherwise the island waits for an interaction.
 */
function watchState(marker: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const name = marker.dataset.island ?? '';
    if (!isIslandName(name)) return;
    loadIslandWatch(name).then(
      (watch) => {
        if (!watch || signal.aborted) return;
        try {
          watch({ props: readProps(marker), document, window, signal, wake: () => resolve() });
        } catch (error) {
          console.warn(`The watch of island '${name}' failed; it waits for an interaction:`, error);
        }
      },
      (error: unknown) => console.debug(`The watch of island '${name}' could not load:`, error),
    );
  });
}

/** Clicks held by {@link holdClicks}. */
interface HeldInteraction {
  /** Stops holding and clicks again, on the live island, what was clicked meanwhile. */
  replay(): void;
  /**
   * Stops holding, the island will not come: what was clicked is clicked again as the server rendered
   * it (its link followed, its plain form submitted), so the visitor's click is not lost.
   */
  release(): void;
  /** Stops holding and forgets the click (the page reloads). */
  drop(): void;
}

/**
 * Holds clicks inside an interaction island until it is live: a click (or the click a form's Enter
 * key makes on its submit button) that reaches the server markup before React has hydrated it would
 * do nothing, or submit the plain form instead of what the island does. The first is replayed by
 * {@link HeldInteraction.replay} on the same element, or in a client island (whose rendering replaced
 * it) on its counterpart ({@link counterpart}).
 */
function holdClicks(marker: HTMLElement): HeldInteraction {
  let clicked: Element | undefined;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    // A modified or middle click (a new tab, a download) is the browser's own: it goes through as is.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    clicked ??= event.target;
  };
  marker.addEventListener('click', hold, true);
  // Each ends the hold once; a later call (an island failing after it went live) does nothing.
  const take = () => {
    marker.removeEventListener('click', hold, true);
    const taken = clicked;
    clicked = undefined;
    return taken;
  };
  return {
    drop: () => void take(),
    release() {
      const taken = take();
      if (taken instanceof HTMLElement && taken.isConnected) taken.click();
    },
    replay() {
      const taken = take();
      if (!taken) return;
      const target = taken.isConnected ? taken : counterpart(marker, taken);
      if (target instanceof HTMLElement) target.click();
    },
  };
}

/** A control in a client island's placeholder, described so its counterpart can be found after rendering. */
interface FocusedField {
  element: Element;
  value: string;
}

function focusedField(marker: HTMLElement): FocusedField | undefined {
  const active = marker.ownerDocument.activeElement;
  if (!active || !marker.contains(active)) return undefined;
  const value =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active.value : '';
  return { element: active, value };
}

/**
 * The focus, and what was typed, moves into the client island's counterpart of the control that had
 * it: a visitor who tapped the placeholder's field and started typing goes on typing in the island's.
 * The text is set through the native setter and an `input` event, so React's state takes it.
 */
function restoreFocus(marker: HTMLElement, focus: FocusedField): void {
  const target = counterpart(marker, focus.element);
  if (!(target instanceof HTMLElement)) return;
  if (
    focus.value &&
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    !target.value
  ) {
    const prototype = Object.getPrototypeOf(target) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, focus.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  target.focus();
}

/**
 * In a rendered client island, the element that stands for `element` of its placeholder: the first one
 * with its tag and `name` (a form field), else the first with its tag (the box's button for the plain
 * form's submit button).
 */
function counterpart(marker: HTMLElement, element: Element): Element | null {
  const tag = element.tagName.toLowerCase();
  const name = element.getAttribute('name');
  return (
    (name ? marker.querySelector(`${tag}[name="${CSS.escape(name)}"]`) : null) ?? marker.querySelector(tag)
  );
}

/** The island's props, from the JSON script whose `data-island-props` equals the marker's id. */
function readProps(marker: HTMLElement): object {
  const id = marker.dataset.islandId ?? '';
  const script = marker.ownerDocument.querySelector(`script[data-island-props="${CSS.escape(id)}"]`);
  try {
    const props: unknown = JSON.parse(script?.textContent ?? '{}');
    return props && typeof props === 'object' ? props : {};
  } catch {
    return {};
  }
}
