import { useState } from 'react';
import type { Schedule } from '../../../domain/menuAt.ts';
import { menuFieldErrors, scheduleSchema } from '../../../domain/menuSchemas.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { translateCodes } from '../../../platform/forms/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import * as styles from './MenusPage.css.ts';
import { cellsOf, scheduleOf } from './schedule.ts';
import { WeekGrid } from './WeekGrid.tsx';

/**
 * When something is available, as a week grid of hours in the venue's time zone: a venue's menu
 * for a service type. No marked hour = always. The schedule's date limits, if any, are kept.
 */
export function ScheduleDialog({
  title,
  gridLabel,
  schedule,
  onClose,
  onSave,
}: {
  title: string;
  gridLabel: string;
  schedule: Schedule | null;
  onClose: () => void;
  /** Resolves to a message when the server refused the schedule, to null when it was saved. */
  onSave: (schedule: Schedule | null) => Promise<string | null>;
}) {
  const { LL } = useI18nContext();
  const [cells, setCells] = useState(() => cellsOf(schedule));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const next = scheduleOf(cells, schedule);
    if (next) {
      const checked = scheduleSchema.safeParse(next);
      if (!checked.success) {
        setFailure(Object.values(translateCodes(LL.menus.errors, menuFieldErrors(checked.error))).join(' '));
        return;
      }
    }
    setBusy(true);
    const problem = await onSave(next);
    setBusy(false);
    setFailure(problem);
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={title}>
      <div className={styles.form}>
        <p className={styles.muted}>{LL.menus.scheduleHelp()}</p>
        <WeekGrid label={gridLabel} cells={cells} onChange={setCells} />
        <p role="status" className={styles.muted}>
          {cells.size === 0 ? LL.menus.always() : LL.menus.hoursMarked({ count: cells.size })}
        </p>
        {failure && <p role="alert">{failure}</p>}
        <div className={styles.actions}>
          <Button isDisabled={busy} onPress={() => void save()}>
            {LL.menus.save()}
          </Button>
          <Button tone="secondary" onPress={() => setCells(new Set())}>
            {LL.menus.clearSchedule()}
          </Button>
          <Button tone="ghost" onPress={onClose}>
            {LL.menus.cancel()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
