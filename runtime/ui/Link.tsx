import type { ReactNode } from 'react';
import type { LinkView, NavigationItemView } from '../../core/model/view.ts';
import { useT } from './i18n-context.tsx';

/** Props of {@link Link}. */
export interface LinkProps {
  /** A resolved link, or a navigation item (its `title` is the text, its `url` the href). */
  link: LinkView | NavigationItemView;
  className?: string;
  /** Replaces the link's text. */
  children?: ReactNode;
}

/** A React key for a navigation item: its title plus target, stable across renders. */
export function navigationKey(item: NavigationItemView): string {
  return `${item.title}\u0000${item.url ?? item.action ?? ''}`;
}

/** Normalizes a navigation item to a {@link LinkView}; a LinkView is returned as is. */
export function toLinkView(link: LinkView | NavigationItemView): LinkView {
  if ('text' in link) return link;
  return {
    text: link.title,
    kind: link.kind,
    href: link.url,
    action: link.action,
    openInNewTab: link.openInNewTab,
  };
}

/**
 * Renders a link by its kind (public-site §2 link targets):
 * - `route` → `<a href data-sf-link="route">`, taken over by the client navigator;
 * - `anchor` → plain `<a href>` (full page load);
 * - `action` → `<button type="button" data-sf-action={action}>`;
 * - `button` → `<button type="button">`.
 * Links that open in a new tab get `target="_blank" rel="noopener noreferrer"` and screen-reader text.
 * A `route` or `anchor` without href falls back to a button.
 */
export function Link({ link, className, children }: LinkProps) {
  const t = useT();
  const view = toLinkView(link);
  const content = children ?? view.text;
  if ((view.kind === 'route' || view.kind === 'anchor') && view.href !== null) {
    return (
      <a
        className={className}
        href={view.href}
        data-sf-link={view.kind === 'route' ? 'route' : undefined}
        target={view.openInNewTab ? '_blank' : undefined}
        rel={view.openInNewTab ? 'noopener noreferrer' : undefined}
      >
        {content}
        {view.openInNewTab && <span className="sf-sr-only">{` ${t('link.opensInNewTab')}`}</span>}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      data-sf-action={view.kind === 'action' ? (view.action ?? undefined) : undefined}
    >
      {content}
    </button>
  );
}
