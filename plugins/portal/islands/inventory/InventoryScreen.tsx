import type { PortalSession } from '../session.ts';
import type { InventoryLabels } from './labels.ts';

/** Props of {@link InventoryScreen}. */
export interface InventoryScreenProps {
  session: PortalSession;
  view: 'current' | 'old';
  labels: InventoryLabels;
}

/** The asset database (customer-area §2 `/inventory` and `/inventory/old`). */
export function InventoryScreen({ labels }: InventoryScreenProps) {
  return <h1 className="sf-page__title">{labels.title}</h1>;
}
