import { groupByLocation, type InventoryAsset } from './assets.ts';
import type { InventoryLabels } from './labels.ts';

/** Props of {@link OldInventory}. */
export interface OldInventoryProps {
  /** The organization's assets, any order. */
  assets: readonly InventoryAsset[];
  labels: InventoryLabels;
  /** The page's locale (`en`, `de-ch`), for sorting names and serial numbers. */
  locale: string;
}

/**
 * The previous asset list (customer-area §2 `/inventory/old`), kept for customers used to it: one
 * section per location (`data-location-id`) with an h2 and a table of serial number and machine name,
 * sorted by serial number ({@link groupByLocation}); rows carry `data-asset-id`. No assets show a note.
 */
export function OldInventory({ assets, labels, locale }: OldInventoryProps) {
  if (assets.length === 0) return <p className="sf-portal__note">{labels.empty}</p>;
  return (
    <>
      <p>{labels.oldIntro}</p>
      {groupByLocation({ assets, locale }).map((group) => {
        const headingId = `sf-inventory-location-${group.location.id}`;
        return (
          <section
            key={group.location.id}
            className="sf-inventory__location"
            data-location-id={group.location.id}
            aria-labelledby={headingId}
          >
            <h2 id={headingId}>{group.location.name}</h2>
            <table className="sf-inventory__old-table">
              <thead>
                <tr>
                  <th scope="col">{labels['columns.serialNumber']}</th>
                  <th scope="col">{labels['columns.machineName']}</th>
                </tr>
              </thead>
              <tbody>
                {group.assets.map((asset) => (
                  <tr key={asset.id} data-asset-id={asset.id}>
                    <td>{asset.serialNumber}</td>
                    <td>{asset.machineName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
