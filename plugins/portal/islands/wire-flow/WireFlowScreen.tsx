import type { PortalSession } from '../session.ts';
import type { WireFlowLabels } from './labels.ts';

/** Props of {@link WireFlowScreen}. */
export interface WireFlowScreenProps {
  session: PortalSession;
  labels: WireFlowLabels;
}

/** The wire-flow download centre (customer-area §2 `/wire-flow`). */
export function WireFlowScreen({ labels }: WireFlowScreenProps) {
  return <h1 className="sf-page__title">{labels.title}</h1>;
}
