import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react.tsx';
import {
  createDeleteFlowActor,
  type DeleteFlowActor,
  type DeleteFlowEnvironment,
} from '../../machines/deleteFlow/deleteFlow.actors.ts';
import type { UsageRef } from '../../machines/deleteFlow/deleteFlow.types.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import * as styles from './crud.css.ts';

type UsageKind = 'MENU' | 'POS_LAYOUT' | 'UPSELL' | 'PRODUCT' | 'CATEGORY';
const KINDS: readonly string[] = ['MENU', 'POS_LAYOUT', 'UPSELL', 'PRODUCT', 'CATEGORY'];

export { createDeleteFlowActor };

/** The delete flow machine for one screen, alive as long as the screen. */
export function useDeleteFlow(env: DeleteFlowEnvironment): DeleteFlowActor {
  const [actor] = useState(() => createDeleteFlowActor(env));
  useEffect(() => () => void actor.stop(), [actor]);
  return actor;
}

/**
 * Confirms a delete; a record still in use comes back listing where (menus, upsells, products …)
 * and needs a second, explicit confirmation (spec: deleteNode(id, force)).
 */
export function DeleteDialog({ actor, name }: { actor: DeleteFlowActor; name: string | null }) {
  const { LL } = useI18nContext();
  const state = useSelector(actor, (snapshot) => snapshot);
  const open =
    state.matches('confirming') ||
    state.matches('deleting') ||
    state.matches('inUse') ||
    state.matches('forcing');
  const { ids, usages, usageCount, error } = state.context;
  const busy = state.matches('deleting') || state.matches('forcing');
  const inUse = state.matches('inUse') || state.matches('forcing');
  const title =
    ids.length === 1 && name
      ? LL.crud.deleteDialog.title({ name })
      : LL.crud.deleteDialog.titleMany({ count: ids.length });
  const usageText = (usage: UsageRef) =>
    KINDS.includes(usage.kind)
      ? LL.crud.deleteDialog.usageKinds[usage.kind as UsageKind]({ name: usage.name })
      : usage.name;
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) actor.send({ type: 'CANCEL' });
      }}
      title={title}
    >
      <div className={styles.dialogBody} aria-busy={busy}>
        {inUse ? (
          <>
            <p>{ids.length === 1 ? LL.crud.deleteDialog.usedIn() : LL.crud.deleteDialog.usedInMany()}</p>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls; keyboard users must reach it */}
            <ul className={styles.usageList} data-testid="usages" tabIndex={0}>
              {usages.map((usage) => (
                <li key={`${usage.kind}:${usage.id}`}>{usageText(usage)}</li>
              ))}
              {usageCount > usages.length && (
                <li>{LL.crud.deleteDialog.more({ count: usageCount - usages.length })}</li>
              )}
            </ul>
          </>
        ) : (
          <p>{LL.crud.deleteDialog.body()}</p>
        )}
        {error && (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        )}
        {/* The confirm button stays enabled while deleting, so the focus stays in the dialog; the
            delete flow ignores a second CONFIRM. */}
        <div className={styles.dialogActions}>
          <Button tone="secondary" onPress={() => actor.send({ type: 'CANCEL' })} isDisabled={busy}>
            {LL.crud.form.cancel()}
          </Button>
          <Button tone="danger" onPress={() => actor.send({ type: 'CONFIRM' })} autoFocus>
            {inUse ? LL.crud.deleteDialog.confirmUsed() : LL.crud.deleteDialog.confirm()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
