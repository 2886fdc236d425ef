import { useEffect, useState } from 'react';

/** Props of {@link MenuToggle}; serialized into the page, so plain data only. */
export interface MenuToggleProps {
  /** `id` of the navigation element the button opens and closes. */
  navigationId: string;
  /** Translated texts (`menu.label`, `menu.open`, `menu.close`): i18next is not loaded in the browser. */
  labels: { menu: string; open: string; close: string };
}

/**
 * The header's mobile menu button, an island (shown on small screens only by the stylesheet). It
 * opens and closes the navigation `navigationId` by setting `data-open` on it, tells assistive
 * technology through `aria-expanded` and `aria-controls`, and closes on Escape. Its accessible name is
 * 'Open menu' or 'Close menu'; it shows 'Menu'.
 */
export function MenuToggle({ navigationId, labels }: MenuToggleProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    document.getElementById(navigationId)?.toggleAttribute('data-open', open);
  }, [navigationId, open]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <button
      type="button"
      className="sf-menu-toggle"
      aria-controls={navigationId}
      aria-expanded={open}
      aria-label={open ? labels.close : labels.open}
      onClick={() => setOpen((value) => !value)}
    >
      <svg
        className="sf-icon sf-icon--24"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {open ? (
          <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
      <span className="sf-menu-toggle__label">{labels.menu}</span>
    </button>
  );
}
