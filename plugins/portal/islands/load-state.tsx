import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { SisClient, SisOperation } from './sis-client.ts';

/**
 * How the portal screens read their data once they are shown in the browser (screens render only after
 * sign-in): where a read stands, the hooks that run it, and the notes shown while it loads or after it
 * failed (customer-area §8: the screen's text, then the service's own message).
 */

/** Where a read stands: loading, failed with what the client threw, or ready with the data. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Replaces the data of a read (e.g. with a mutation's answer): a value, or a function of the current
 * data, which changes nothing while the read is not ready. The data itself must not be a function.
 */
export type SetLoadedData<T> = (next: T | ((current: T) => T)) => void;

/**
 * Runs `load` once the screen is shown, and again (from loading) whenever `load` is a new function:
 * pass a memoized one (`useCallback`). An answer arriving after the screen left, or after a newer read
 * started, is dropped.
 *
 * @returns the state and a setter of the data.
 */
export function useLoad<T>(load: () => Promise<T>): [LoadState<T>, SetLoadedData<T>] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  const setData = useCallback<SetLoadedData<T>>(
    (next) =>
      setState((current) => {
        if (typeof next !== 'function') return { status: 'ready', data: next };
        return current.status === 'ready'
          ? { status: 'ready', data: (next as (data: T) => T)(current.data) }
          : current;
      }),
    [],
  );
  return [state, setData];
}

/**
 * Reads from the SIS with {@link useLoad}, again when the operation or its variables change. An answer
 * that does not match the operation's schema fails the read like any other SIS failure.
 *
 * @param sis the session's SIS client.
 * @param operation the GraphQL document and the schema of its answer (a module constant, so it stays the
 *   same object between renders).
 * @param variables its variables; compared by their JSON text, so a new object with the same values
 *   reads nothing again.
 * @returns the state (`data` is the answer's checked `data`) and a setter of the data.
 */
export function useSisQuery<T>(
  sis: SisClient,
  operation: SisOperation<T>,
  variables: Record<string, unknown> = {},
): [LoadState<T>, SetLoadedData<T>] {
  const variablesKey = JSON.stringify(variables);
  const load = useCallback(
    () => sis.request(operation, JSON.parse(variablesKey) as Record<string, unknown>),
    [sis, operation, variablesKey],
  );
  return useLoad(load);
}

/** The note while a screen's data loads (`sf-portal__status`, role="status"). */
export function LoadingNote({ text }: { text: string }) {
  return (
    <p className="sf-portal__status" role="status">
      {text}
    </p>
  );
}

/** Props of {@link FailureNote}. */
export interface FailureNoteProps {
  /** The screen's text, e.g. "Your machines could not be loaded." */
  text: string;
  /** What failed; its message (an Error's, when not empty) is shown below the text. */
  error?: unknown;
  /** Classes added to `sf-portal__note`, e.g. the screen's failure border. */
  className?: string;
  /** Class of the line with the error's message. */
  detailClassName?: string;
  /** Shown last, e.g. a way back. */
  children?: ReactNode;
}

/**
 * A failure note (`sf-portal__note`, role="alert"): the screen's text, the error's own message below it
 * when there is one (customer-area §8 GraphQL failures, 'Timeout' of the account API), then `children`.
 */
export function FailureNote({ text, error, className, detailClassName, children }: FailureNoteProps) {
  const detail = error instanceof Error && error.message ? error.message : null;
  return (
    <div className={className ? `sf-portal__note ${className}` : 'sf-portal__note'} role="alert">
      <p>{text}</p>
      {detail && <p className={detailClassName}>{detail}</p>}
      {children}
    </div>
  );
}

/** Props of {@link LoadStateView}. */
export interface LoadStateViewProps<T> {
  state: LoadState<T>;
  /** The text of the {@link LoadingNote}. */
  loadingText: string;
  /** What a failed read shows, usually a {@link FailureNote}. */
  failed(error: unknown): ReactNode;
  /** What the data shows. */
  children(data: T): ReactNode;
}

/** Shows a read by its state: the loading note, `failed(error)`, or `children(data)`. */
export function LoadStateView<T>({ state, loadingText, failed, children }: LoadStateViewProps<T>) {
  switch (state.status) {
    case 'loading':
      return <LoadingNote text={loadingText} />;
    case 'failed':
      return failed(state.error);
    case 'ready':
      return children(state.data);
  }
}
