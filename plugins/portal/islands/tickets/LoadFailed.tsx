import type { ReactNode } from 'react';
import { FailureNote } from '../load-state.tsx';

/**
 * The note shown when a tickets screen's data could not be read (role="alert"): the screen's text, the
 * SIS's own message below it when there is one (customer-area §8 GraphQL failures), and optional actions.
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
  return (
    <FailureNote
      text={text}
      error={error}
      className="sf-tickets__failure"
      detailClassName="sf-tickets__failure-detail"
    >
      {children}
    </FailureNote>
  );
}
