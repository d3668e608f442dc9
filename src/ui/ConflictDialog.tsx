import { useI18nContext } from '../i18n/i18n-react.tsx';
import { Namespace } from '../i18n/Namespace.tsx';
import { Button } from './Button.tsx';
import * as styles from './ConfirmDialog.css.ts';
import { Modal } from './Modal.tsx';

export interface ConflictDialogProps {
  isOpen: boolean;
  /** Take the stored record (and its version); the change is dropped. */
  onReload: () => void;
  /** Send the change again against the version now stored. */
  onOverwrite: () => void;
  /** Closed without choosing (Escape, a click outside). */
  onCancel: () => void;
}

/**
 * The one question when someone else saved first (a CONFLICT answer): reload theirs or overwrite
 * with mine, never a silent loss. The generic editor and the menu editor ask it; its words are the
 * crud namespace's, loaded here so a screen outside crud can ask it too.
 */
export function ConflictDialog(props: ConflictDialogProps) {
  return (
    <Namespace name="crud">
      <ConflictQuestion {...props} />
    </Namespace>
  );
}

function ConflictQuestion({ isOpen, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const { LL } = useI18nContext();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={LL.crud.conflict.title()}
    >
      <div className={styles.body} data-testid="conflict-dialog">
        <p>{LL.crud.conflict.body()}</p>
        <div className={styles.actions}>
          <Button tone="secondary" onPress={onReload}>
            {LL.crud.conflict.reload()}
          </Button>
          <Button tone="danger" onPress={onOverwrite}>
            {LL.crud.conflict.overwrite()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
