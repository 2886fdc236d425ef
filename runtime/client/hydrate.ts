import type { ComponentType, ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { isIslandName, loadIsland } from './islands.ts';
import { reloadAfterChunkError } from './reload-guard.ts';

const roots = new Map<Element, Root>();
const started = new WeakSet<Element>();

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
 * @returns when every island below `scope` is hydrated (or has failed); a client island far from the
 *   viewport only once it has been scrolled near.
 */
export async function hydrateIslands(scope: ParentNode): Promise<void> {
  const markers = [...scope.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(markers.map(hydrateIsland));
}

/** Unmounts the islands whose markers left the document (after the navigator swapped content). */
export function unmountDetachedIslands(): void {
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

async function hydrateIsland(marker: HTMLElement): Promise<void> {
  if (started.has(marker)) return;
  started.add(marker);
  if (marker.dataset.islandRender === 'client') await nearViewport(marker);
  const name = marker.dataset.island ?? '';
  if (!isIslandName(name)) {
    console.warn(`Unknown island '${name}': it stays as the server rendered it.`);
    return;
  }
  let modules: [typeof import('react'), typeof import('react-dom/client'), ComponentType<object>];
  try {
    modules = await Promise.all([import('react'), import('react-dom/client'), loadIsland(name)]);
  } catch (error) {
    reloadAfterChunkError(error);
    return;
  }
  if (!marker.isConnected) return;
  const [{ createElement, useEffect }, { createRoot, hydrateRoot }, component] = modules;
  // Renders nothing of its own, so the server markup still matches; its effect runs after the commit.
  const Hydrated = ({ children }: { children: ReactNode }) => {
    useEffect(() => marker.setAttribute('data-hydrated', ''), []);
    return children;
  };
  const element = createElement(Hydrated, null, createElement(component, readProps(marker)));
  if (marker.dataset.islandRender === 'client') {
    // A client island (runtime/ui/Island.tsx `ClientIsland`): no server markup to match, render afresh.
    const root = createRoot(marker);
    root.render(element);
    roots.set(marker, root);
    return;
  }
  roots.set(
    marker,
    hydrateRoot(marker, element, {
      onRecoverableError: (error) => console.warn(`Island '${name}' re-rendered on the client:`, error),
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
