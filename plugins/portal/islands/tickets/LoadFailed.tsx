import type { ReactNode } from 'react';

/**
 * The note shown when a screen's data could not be read (role="alert"): the screen's text, the SIS's
 * own message below it when there is one (customer-area §8 GraphQL failures), and optional actions.
 */
export function LoadFailed({
  error,
  text,
  children,
}: {
  error: unknown;
  text: string;
  children?: ReactNode;
}) {
  const detail = error instanceof Error && error.message ? error.message : null;
  return (
    <div className="sf-portal__note sf-tickets__failure" role="alert">
      <p>{text}</p>
      {detail && <p className="sf-tickets__failure-detail">{detail}</p>}
      {children}
    </div>
  );
}
