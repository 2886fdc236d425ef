import { useId, useState } from 'react';
import { formatMessage } from '../../../../core/text/format-message.ts';
import { PortalLink } from '../PortalLink.tsx';
import type { PortalSession } from '../session.ts';
import { filterAssets, type InventoryAsset } from './assets.ts';
import type { InventoryLabels } from './labels.ts';

/** Props of {@link CurrentInventory}. */
export interface CurrentInventoryProps {
  session: PortalSession;
  /** The organization's assets, in the SIS's order (by machine name). */
  assets: readonly InventoryAsset[];
  labels: InventoryLabels;
  /** Offer "Report a problem" on each row (the user has service ticketing active). */
  canReport: boolean;
  /** Search text shown first; default ''. */
  initialSearch?: string;
}

/**
 * The current asset list (customer-area §2 `/inventory`): a "Search" field that filters as the user types
 * ({@link filterAssets}), the count of machines shown (announced politely), and a table of machine name,
 * serial number, location and organization, one row per asset (`data-asset-id`). With `canReport`,
 * each row links to the new-ticket form. No assets and no match each show a note.
 */
export function CurrentInventory({
  session,
  assets,
  labels,
  canReport,
  initialSearch = '',
}: CurrentInventoryProps) {
  const [search, setSearch] = useState(initialSearch);
  const inputId = useId();
  const hintId = useId();
  if (assets.length === 0) return <p className="sf-portal__note">{labels.empty}</p>;
  const shown = filterAssets({ assets, search });
  return (
    <>
      <search className="sf-inventory__search">
        <div className="sf-field">
          <label className="sf-field__label" htmlFor={inputId}>
            {labels.search}
          </label>
          <input
            className="sf-field__input"
            id={inputId}
            name="search"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            aria-describedby={hintId}
          />
          <p className="sf-inventory__hint" id={hintId}>
            {labels.searchHint}
          </p>
        </div>
      </search>
      <p className="sf-inventory__count" role="status" data-shown={shown.length} data-total={assets.length}>
        {formatMessage(labels.count, { shown: shown.length, total: assets.length })}
      </p>
      {shown.length === 0 ? (
        <p className="sf-portal__note">{labels.noMatch}</p>
      ) : (
        <div className="sf-portal__table-wrap">
          <table className="sf-portal__table sf-inventory__table">
            <thead>
              <tr>
                <th scope="col">{labels['columns.machineName']}</th>
                <th scope="col">{labels['columns.serialNumber']}</th>
                <th scope="col">{labels['columns.location']}</th>
                <th scope="col">{labels['columns.organization']}</th>
                {canReport ? (
                  <th scope="col">
                    <span className="sf-sr-only">{labels['columns.actions']}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {shown.map((asset) => (
                <tr key={asset.id} data-asset-id={asset.id}>
                  <td>{asset.machineName}</td>
                  <td>{asset.serialNumber}</td>
                  <td>{asset.location.name}</td>
                  <td>{asset.organization.name}</td>
                  {canReport ? (
                    <td>
                      <PortalLink session={session} to={`${session.home}/tickets/newticket`}>
                        {labels.reportProblem}
                      </PortalLink>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
