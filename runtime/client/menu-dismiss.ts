/** Attribute a header item gets when Escape closed its mega-menu panel (runtime/ui/styles/site.css). */
export const DISMISSED_ATTRIBUTE = 'data-dismissed';

/** A header item whose panel opens on hover and keyboard focus (runtime/ui/Header.tsx `HeaderItem`). */
const PARENT_ITEM = '.sf-header__item--parent';

/**
 * Lets Escape close the header's mega-menu panels (WCAG 2.2 1.4.13 content on hover or focus: it can
 * be dismissed without moving the pointer or the focus). The panels open by CSS alone (`:hover`,
 * `:focus-within`), so they work without scripts; Escape marks each open item with
 * {@link DISMISSED_ATTRIBUTE}, which hides its panel until the pointer and the focus have both left
 * the item, and moves a focus that was inside the panel to the item's own link. Listens on `root` (the document), so headers swapped in by client navigation need nothing.
 */
export function watchMenuDismiss(root: Document): void {
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const item of root.querySelectorAll(PARENT_ITEM)) {
      if (!item.matches(':hover, :focus-within')) continue;
      item.setAttribute(DISMISSED_ATTRIBUTE, '');
      // A link in the closed panel would lose the focus to the page: it goes back to the item's link.
      const link = item.querySelector<HTMLElement>(':scope > .sf-header__link');
      const active = root.activeElement;
      if (link && active && active !== link && item.contains(active)) link.focus();
    }
  });
  const reopen = (event: Event) => {
    const item = event.target instanceof Element ? event.target.closest(PARENT_ITEM) : null;
    if (!item?.hasAttribute(DISMISSED_ATTRIBUTE)) return;
    // Checked once the pointer or the focus has landed (during `focusout` nothing has the focus yet):
    // when both are elsewhere, the next visit opens the panel again.
    setTimeout(() => {
      if (!item.matches(':hover, :focus-within')) item.removeAttribute(DISMISSED_ATTRIBUTE);
    }, 0);
  };
  root.addEventListener('pointerout', reopen);
  root.addEventListener('focusout', reopen);
}
