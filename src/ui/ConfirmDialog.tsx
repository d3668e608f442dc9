import { type ReactNode, useState } from 'react';
import { useI18nContext } from '../i18n/i18n-react.tsx';
import { Button } from './Button.tsx';
import * as styles from './ConfirmDialog.css.ts';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** Closed without acting: Cancel, Escape or a click outside (not while the act runs). */
  onCancel: () => void;
  /** Names what is about to happen and to what ("Close Tuesday 1 December at Söder?"). */
  title: string;
  /** What the act touches, shown before it is confirmed. */
  children?: ReactNode;
  /** The act's own verb ("Close the day", "Revoke", "Refund"): never a bare "OK". */
  confirmLabel: string;
  /**
   * The act. A thrown error or a returned message (a non-empty string) stays in the dialog, which
   * stays open; on success the caller closes it (usually by clearing what it was asked about).
   */
  onConfirm: () => unknown;
  /** Nothing to confirm yet (figures loading) or nothing allowed (the day is already closed). */
  isConfirmDisabled?: boolean;
  tone?: 'danger' | 'primary';
}

/**
 * The one confirmation for irreversible acts (issue 41): closing a day, revoking a key, deleting,
 * refunding. Cancel comes first and has the focus, the act's button says what it does; its failure is shown here.
 */
export function ConfirmDialog({
  isOpen,
  onCancel,
  title,
  children,
  confirmLabel,
  onConfirm,
  isConfirmDisabled = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { LL } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const message = await onConfirm();
      if (typeof message === 'string' && message) setError(message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) {
          setError(null);
          onCancel();
        }
      }}
      title={title}
    >
      <div className={styles.body} aria-busy={busy} data-testid="confirm-dialog">
        {children}
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            tone="secondary"
            isDisabled={busy}
            // The safe choice has the focus: Enter alone never does the irreversible act.
            autoFocus
            onPress={() => {
              setError(null);
              onCancel();
            }}
          >
            {LL.app.cancel()}
          </Button>
          {/* Stays enabled while the act runs so the focus stays in the dialog; a second press is ignored. */}
          <Button tone={tone} onPress={() => void confirm()} isDisabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** One question of `useConfirmDialog`. */
export interface ConfirmRequest {
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  /** The act; a returned message (a non-empty string) keeps the dialog open with it, nothing else does. */
  onConfirm: () => unknown;
}

/**
 * A screen's confirmation, asked from a button (`confirm.ask({...})`) and rendered once
 * (`{confirm.dialog}`): for lists where each row has its own irreversible act.
 */
export function useConfirmDialog(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const { LL } = useI18nContext();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialog = request ? (
    <ConfirmDialog
      isOpen
      onCancel={() => setRequest(null)}
      title={request.title}
      confirmLabel={request.confirmLabel}
      onConfirm={async () => {
        const message = await request.onConfirm();
        if (typeof message === 'string' && message) return message;
        setRequest(null);
        return null;
      }}
    >
      {request.body ?? <p>{LL.confirm.irreversible()}</p>}
    </ConfirmDialog>
  ) : null;
  return { ask: setRequest, dialog };
}
