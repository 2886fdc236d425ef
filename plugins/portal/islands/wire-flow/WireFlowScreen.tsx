import { useEffect, useState } from 'react';
import type { PortalSession } from '../session.ts';
import { DownloadTable } from './DownloadTable.tsx';
import { DOWNLOADS_QUERY, type Download, type DownloadsAnswer } from './downloads.ts';
import type { WireFlowLabels } from './labels.ts';

/** Props of {@link WireFlowScreen}. */
export interface WireFlowScreenProps {
  session: PortalSession;
  labels: WireFlowLabels;
}

/** Where loading the downloads stands: loading, the downloads, or the SIS failure's message. */
export type DownloadsState =
  | { status: 'loading' }
  | { status: 'ready'; downloads: Download[] }
  | { status: 'failed'; message: string };

/**
 * The wire-flow download centre (customer-area §2 `/wire-flow`, open with the artemis service active):
 * loads the files from the SIS `downloads` query and shows them ({@link WireFlowView}).
 */
export function WireFlowScreen({ session, labels }: WireFlowScreenProps) {
  const [state, setState] = useState<DownloadsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    session.sis.request<DownloadsAnswer>(DOWNLOADS_QUERY).then(
      (data) => {
        if (current) setState({ status: 'ready', downloads: data.downloads });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => {
      current = false;
    };
  }, [session.sis]);
  return <WireFlowView locale={session.locale} labels={labels} state={state} />;
}

/** Props of {@link WireFlowView}. */
export interface WireFlowViewProps {
  /** The page's locale (`en`, `de-ch`): dates and sizes are written in it. */
  locale: string;
  labels: WireFlowLabels;
  state: DownloadsState;
}

/**
 * What the download centre shows for a load state: the h1 and introduction, then a loading note, the
 * failure (role="alert", with the SIS message), a note when there are no files, or the table.
 */
export function WireFlowView({ locale, labels, state }: WireFlowViewProps) {
  return (
    <section className="sf-wire-flow">
      <h1 className="sf-page__title">{labels.title}</h1>
      <p>{labels.intro}</p>
      {state.status === 'loading' ? (
        <p className="sf-portal__status" role="status">
          {labels.loading}
        </p>
      ) : state.status === 'failed' ? (
        <div className="sf-portal__note" role="alert">
          <p>{labels.loadFailed}</p>
          {state.message ? <p className="sf-wire-flow__detail">{state.message}</p> : null}
        </div>
      ) : state.downloads.length === 0 ? (
        <p className="sf-portal__note">{labels.empty}</p>
      ) : (
        <DownloadTable downloads={state.downloads} locale={locale} labels={labels} />
      )}
    </section>
  );
}
