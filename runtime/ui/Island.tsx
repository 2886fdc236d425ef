import { type ComponentType, type ReactNode, useId } from 'react';

/** Props of {@link Island}. */
export interface IslandProps<P extends object> {
  /**
   * The island's name in the client registry (the runtime's own islands and each plugin's `islands`,
   * runtime/client/client-modules.ts), which loads its chunk.
   */
  name: string;
  /** The same component the registry loads, rendered here on the server. */
  component: ComponentType<P>;
  /** Its props: plain JSON data (no functions, dates or class instances), serialized into the page. */
  props: P;
  /** When the browser makes it live ({@link IslandHydration}); default `load`. */
  hydrate?: IslandHydration;
}

/**
 * When runtime/client hydrates an island (ARCHITECTURE "The browser"): `load` as soon as the page has
 * loaded (a client island: when it comes near the viewport); `interaction` only on the visitor's first
 * interaction with it (pointer over it, a touch, a press, focus or a key inside it), written as
 * `data-island-hydrate="interaction"`. For islands whose server markup already works or reads right
 * without scripts (a menu button, the header's plain search form, a gallery of links): React's chunks
 * then load on demand, not while the page loads. Clicks before it is live are replayed, not lost.
 * What shows the visitor's own state (a basket count from storage) needs a watch that wakes it when
 * that state is not what the server rendered (core/pipeline/plugin.ts `IslandModule.watch`).
 */
export type IslandHydration = 'load' | 'interaction';

/**
 * A React island (ARCHITECTURE "The browser"): the server-rendered `component` inside a marker
 * `<div data-island="{name}" data-island-id="{id}">`, followed by its props in
 * `<script type="application/json" data-island-props="{id}">`, which browsers never execute, so a
 * Content-Security-Policy without inline scripts allows it. runtime/client hydrates the marker with
 * `hydrateRoot`. The component must render the same from the same props on server and client (no
 * `useId`, no time or randomness).
 */
export function Island<P extends object>({ name, component: Component, props, hydrate }: IslandProps<P>) {
  const id = useId();
  return (
    <>
      <div data-island={name} data-island-id={id} data-island-hydrate={hydrationAttribute(hydrate)}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, never executed.
        dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
      />
    </>
  );
}

/** Props of {@link ClientIsland}. */
export interface ClientIslandProps {
  /** The island's name in the client registry; the page need not know which plugin registers it. */
  name: string;
  /** Its props: plain JSON data, serialized into the page. */
  props: object;
  /** What the page shows until the island is rendered (and without scripts); default nothing. */
  children?: ReactNode;
  /** When the browser renders it ({@link IslandHydration}); default `load` (near the viewport). */
  hydrate?: IslandHydration;
}

/**
 * An island the browser renders itself (`createRoot`) instead of hydrating server markup: the marker
 * `<div data-island="{name}" data-island-id="{id}" data-island-render="client">` holding `children`
 * (replaced once the island renders), and its props as in {@link Island}. For a page that names an island
 * by data only (a CMS module naming a form: docs/features.md "Form islands and the form module";
 * a plugin's header form, core/pipeline/plugin.ts `Plugin.headerForm`), whose component the page's
 * renderer cannot import. An unknown name leaves `children` in place.
 */
export function ClientIsland({ name, props, children, hydrate }: ClientIslandProps) {
  const id = useId();
  return (
    <>
      <div
        data-island={name}
        data-island-id={id}
        data-island-render="client"
        data-island-hydrate={hydrationAttribute(hydrate)}
      >
        {children}
      </div>
      <script
        type="application/json"
        data-island-props={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, never executed.
        dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
      />
    </>
  );
}

/** `data-island-hydrate`: left out for the default, so pages hydrating at load keep their markup. */
function hydrationAttribute(hydrate: IslandHydration | undefined): string | undefined {
  return hydrate === 'interaction' ? hydrate : undefined;
}

/**
 * Props as JSON safe inside `<script>`: `<`, `>`, `&` and the line separators U+2028/U+2029 become
 * `\uXXXX` escapes, so no `</script>` or `<!--` can end or change the element.
 */
export function serializeIslandProps(props: object): string {
  return JSON.stringify(props).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
