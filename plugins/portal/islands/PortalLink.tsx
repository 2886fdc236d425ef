import type { MouseEvent, ReactNode } from 'react';
import type { PortalSession } from './session.ts';

/**
 * A link to another portal path that stays in the page (`session.navigate`) on a plain left click and
 * behaves as a normal link otherwise (new tab, copy address).
 */
export function PortalLink(props: {
  session: PortalSession;
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}) {
  const { session, to, children, ...rest } = props;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    session.navigate(to);
  };
  return (
    <a href={to} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
