import { useEffect, useState } from 'react';
import type { SisClient } from '../sis-client.ts';

/** Where a SIS read stands: loading, failed with the client's error, or ready with the answer's data. */
export type SisQueryState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Reads from the SIS once the screen is shown in the browser (screens render only after sign-in), and
 * again when the query or its variables change; an answer arriving after the screen left is dropped.
 *
 * @param sis the session's SIS client.
 * @param query the GraphQL document.
 * @param variables its variables; compared by their JSON text, so a new object with the same values
 *   reads nothing again.
 * @returns the state and a setter that replaces the data (e.g. with a mutation's answer).
 */
export function useSisQuery<T>(
  sis: SisClient,
  query: string,
  variables: Record<string, unknown> = {},
): [SisQueryState<T>, (data: T) => void] {
  const [state, setState] = useState<SisQueryState<T>>({ status: 'loading' });
  const variablesKey = JSON.stringify(variables);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    sis.request<T>(query, JSON.parse(variablesKey) as Record<string, unknown>).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [sis, query, variablesKey]);
  return [state, (data: T) => setState({ status: 'ready', data })];
}
