import { Button } from './Button.tsx';
import * as styles from './FormControls.css.ts';

/**
 * A save refused because someone else saved first: the typing stays on screen and the user
 * chooses between the stored version (Reload) and their own (Overwrite). The words are the
 * caller's, in its own namespace.
 */
export function ConflictChoice(props: {
  message: string;
  reloadLabel: string;
  overwriteLabel: string;
  onReload: () => void;
  onOverwrite: () => void;
  /** A save is on its way: Overwrite waits for it. */
  isBusy?: boolean;
}) {
  return (
    <div role="alert" className={styles.group}>
      <p className={styles.errorText}>{props.message}</p>
      <div className={styles.row}>
        <Button tone="secondary" size="sm" onPress={props.onReload}>
          {props.reloadLabel}
        </Button>
        <Button tone="danger" size="sm" onPress={props.onOverwrite} isDisabled={props.isBusy}>
          {props.overwriteLabel}
        </Button>
      </div>
    </div>
  );
}
