import type { ReactNode } from 'react';
import { buildMailtoHref, type MailtoFields } from '../../core/text/mailto.ts';

/** Props of {@link EmailLink}. */
export interface EmailLinkProps extends MailtoFields {
  className?: string;
  /** Link text; default: the recipient addresses, comma-separated. */
  children?: ReactNode;
}

/**
 * A link opening the visitor's mail program (`<a class="sf-email-link" href="mailto:…">`), its href built
 * by {@link buildMailtoHref}: subject and body arrive pre-filled.
 * @throws Error from `buildMailtoHref` when an address is not valid.
 */
export function EmailLink({ className, children, ...fields }: EmailLinkProps) {
  const href = buildMailtoHref(fields);
  const text = children ?? [fields.to].flat().join(', ');
  return (
    <a className={className ? `sf-email-link ${className}` : 'sf-email-link'} href={href}>
      {text}
    </a>
  );
}
