import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../../runtime/ui/Button.tsx';

/** Props of {@link ConfirmPanel}. */
export interface ConfirmPanelProps {
  /** The warning, e.g. that deleting one's own account logs one out. */
  text: string;
  /** Name of the confirming button ('Yes, delete'). */
  confirmLabel: string;
  /** Name of the cancelling button ('Cancel'). */
  cancelLabel: string;
  /** True while the confirmed change runs: the confirming button shows a spinner, both are disabled. */
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * An inline confirmation step (customer-area §6 warnings before removing one's own organization or
 * deleting an account): an `alertdialog` that is not modal, named by the warning, with a confirming and a
 * cancelling button (in that order). The focus moves to Cancel when it opens, so a stray Enter changes
 * nothing.
 */
export function ConfirmPanel({
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const buttons = panel.current?.querySelectorAll('button');
    buttons?.[buttons.length - 1]?.focus();
  }, []);
  return (
    <div ref={panel} className="sf-user-admin__confirm" role="alertdialog" aria-labelledby={textId}>
      <p id={textId}>{text}</p>
      <div className="sf-portal__actions">
        <Button className="sf-user-admin__danger" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
