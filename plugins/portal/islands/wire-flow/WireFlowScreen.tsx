import { FailureNote, type LoadState, LoadStateView, useSisQuery } from '../load-state.tsx';
import type { PortalSession } from '../session.ts';
import { DownloadTable } from './DownloadTable.tsx';
import { DOWNLOADS_QUERY, type DownloadsAnswer } from './downloads.ts';
import type { WireFlowLabels } from './labels.ts';

/** Props of {@link WireFlowScreen}. */
export interface WireFlowScreenProps {
  session: PortalSession;
  labels: WireFlowLabels;
}

/** Where loading the downloads stands: loading, the SIS answer, or what the SIS client threw. */
export type DownloadsState = LoadState<DownloadsAnswer>;

/**
 * The wire-flow download centre (customer-area §2 `/wire-flow`, open with the artemis service active):
 * loads the files from the SIS `downloads` query and shows them ({@link WireFlowView}).
 */
export function WireFlowScreen({ session, labels }: WireFlowScreenProps) {
  const [state] = useSisQuery(session.sis, DOWNLOADS_QUERY);
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
      <LoadStateView
        state={state}
        loadingText={labels.loading}
        failed={(error) => (
          <FailureNote text={labels.loadFailed} error={error} detailClassName="sf-wire-flow__detail" />
        )}
      >
        {({ downloads }) =>
          downloads.length === 0 ? (
            <p className="sf-portal__note">{labels.empty}</p>
          ) : (
            <DownloadTable downloads={downloads} locale={locale} labels={labels} />
          )
        }
      </LoadStateView>
    </section>
  );
}
