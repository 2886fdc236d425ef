import type { PortalSession } from '../session.ts';
import type { AccountLabels } from './labels.ts';

/** Props of {@link AccountScreen}. */
export interface AccountScreenProps {
  session: PortalSession;
  labels: AccountLabels;
}

/** Account settings (customer-area §2 `/account`). */
export function AccountScreen({ labels }: AccountScreenProps) {
  return <h1 className="sf-page__title">{labels.title}</h1>;
}
