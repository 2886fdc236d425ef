import type { Translator } from '../../../core/i18n/index.ts';
import { type AccountLabels, accountLabels } from './account/labels.ts';
import { type InventoryLabels, inventoryLabels } from './inventory/labels.ts';
import { type TicketsLabels, ticketsLabels } from './tickets/labels.ts';
import { type UserAdminLabels, userAdminLabels } from './user-admin/labels.ts';
import { type WireFlowLabels, wireFlowLabels } from './wire-flow/labels.ts';

/** The texts of every portal screen, one record per screen (each from its own namespace). */
export interface PortalScreenLabels {
  tickets: TicketsLabels;
  userAdmin: UserAdminLabels;
  account: AccountLabels;
  inventory: InventoryLabels;
  wireFlow: WireFlowLabels;
}

/** Translates the texts of every portal screen for the portal island's `screenLabels` prop. */
export function portalScreenLabels(t: Translator): PortalScreenLabels {
  return {
    tickets: ticketsLabels(t),
    userAdmin: userAdminLabels(t),
    account: accountLabels(t),
    inventory: inventoryLabels(t),
    wireFlow: wireFlowLabels(t),
  };
}
