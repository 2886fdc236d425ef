import { deriveServiceStatuses } from '../../../../core/portal/service-status.ts';
import { FailureNote, type LoadState, LoadStateView, useSisQuery } from '../load-state.tsx';
import { PortalLink } from '../PortalLink.tsx';
import type { PortalSession } from '../session.ts';
import { ASSETS_QUERY, type AssetsAnswer } from './assets.ts';
import { CurrentInventory } from './CurrentInventory.tsx';
import type { InventoryLabels } from './labels.ts';
import { OldInventory } from './OldInventory.tsx';

/** Props of {@link InventoryScreen}. */
export interface InventoryScreenProps {
  session: PortalSession;
  view: 'current' | 'old';
  labels: InventoryLabels;
}

/** Where loading the assets stands: loading, the SIS answer, or what the SIS client threw. */
export type AssetsState = LoadState<AssetsAnswer>;

/**
 * The asset database (customer-area §2 `/inventory` and `/inventory/old`): loads the organization's
 * assets from the SIS `assets` query once and shows them in the view the route names. Switching
 * between the two views keeps the loaded assets.
 */
export function InventoryScreen({ session, view, labels }: InventoryScreenProps) {
  const [state] = useSisQuery(session.sis, ASSETS_QUERY);
  return <InventoryView session={session} view={view} labels={labels} state={state} />;
}

/** Props of {@link InventoryView}. */
export interface InventoryViewProps extends InventoryScreenProps {
  state: AssetsState;
}

/**
 * What the asset database shows for a load state: the view's h1 and the link to the other view, then
 * a loading note, the failure (role="alert", with the SIS message), or the view itself. Rows offer
 * "Report a problem" only to users with service ticketing active (customer-area §4 derivation).
 */
export function InventoryView({ session, view, labels, state }: InventoryViewProps) {
  const other =
    view === 'current'
      ? { to: `${session.home}/inventory/old`, text: labels.toOldView }
      : { to: `${session.home}/inventory`, text: labels.toCurrentView };
  return (
    <section className="sf-inventory" data-view={view}>
      <header className="sf-inventory__header">
        <h1 className="sf-page__title">{view === 'current' ? labels.title : labels.oldTitle}</h1>
        <PortalLink session={session} to={other.to} className="sf-inventory__switch">
          {other.text}
        </PortalLink>
      </header>
      <InventoryBody session={session} view={view} labels={labels} state={state} />
    </section>
  );
}

function InventoryBody({ session, view, labels, state }: InventoryViewProps) {
  return (
    <LoadStateView
      state={state}
      loadingText={labels.loading}
      failed={(error) => (
        <FailureNote text={labels.loadFailed} error={error} detailClassName="sf-inventory__detail" />
      )}
    >
      {({ assets }) =>
        view === 'current' ? (
          <CurrentInventory
            session={session}
            assets={assets}
            labels={labels}
            canReport={deriveServiceStatuses(session.user.roles).ticketing === 'active'}
          />
        ) : (
          <OldInventory assets={assets} labels={labels} locale={session.locale} />
        )
      }
    </LoadStateView>
  );
}
