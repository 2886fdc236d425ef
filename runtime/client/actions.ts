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

/**
 * Handles clicks on action buttons (`<button data-sf-action="news-feed">`, rendered for `action:`
 * targets) anywhere in the document, also in content swapped in later, by delegation on `document`.
 */
export function startActions(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-sf-action]') : null;
    const action = button?.getAttribute('data-sf-action');
    if (!action) return;
    event.preventDefault();
    runAction({ action, target: window });
  });
}
