import { useState } from 'react';
import type { Schedule } from '../../../domain/menuAt.ts';
import { menuFieldErrors, scheduleSchema } from '../../../domain/menuSchemas.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxGroupInput, CheckboxInput } from '../../../ui/FormControls.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/Toast.tsx';
import { serverFieldMessages, translateCodes } from '../../forms/index.ts';
import { SaveEntryTimesDocument } from '../menus.gql.ts';
import * as styles from './MenusPage.css.ts';
import {
  cellsOfRows,
  scheduleOfRows,
  type TimeRow,
  timeRowProblems,
  timeRowsOf,
  timeRowsOfCells,
  WEEKDAY_KEYS,
} from './schedule.ts';
import { WeekGrid } from './WeekGrid.tsx';

let nextKey = 0;
const SERVER_PREFIX = 'menuEntries.update.0.data.schedule.';

/**
 * When one menu entry is on sale (issue 16, item 5: the entry level of schedules): lines of
 * weekdays and from–to in the venue's time zone, a line may go past midnight; no line = whenever
 * the menu is served. The week grid shows the same times by the hour and marks them too (marking
 * there replaces the lines with whole hours). Checked with the shared schema before sending; the
 * server checks again and its field errors land on the same fields.
 */
export function AvailabilityDialog({
  menuId,
  version,
  entry,
  onClose,
  onSaved,
}: {
  menuId: string;
  /** The menu's version the dialog started from: a change made elsewhere since is refused. */
  version: number;
  entry: { id: string; title: string; schedule: Schedule | null };
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  const [rows, setRows] = useState<TimeRow[]>(() => timeRowsOf(entry.schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<TimeRow>) => {
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors((all) => {
      const left = { ...all };
      for (const key of Object.keys(patch)) delete left[`${index}.${key === 'overnight' ? 'to' : key}`];
      return left;
    });
  };
  const add = () => {
    nextKey += 1;
    setRows((all) => [
      ...all,
      { key: `new-${nextKey}`, days: ['1', '2', '3', '4', '5'], from: '', to: '', overnight: false },
    ]);
  };
  const save = async () => {
    const schedule = scheduleOfRows(rows, entry.schedule);
    const checked = schedule ? scheduleSchema.safeParse(schedule) : null;
    if (checked && !checked.success) {
      setErrors(timeRowProblems(translateCodes(LL.menus.errors, menuFieldErrors(checked.error))));
      setFailure(LL.menus.errors.checkFields());
      return;
    }
    setBusy(true);
    try {
      await mutation.send(SaveEntryTimesDocument, {
        menuId,
        expectedVersion: version,
        data: {
          menuEntries: { update: [{ where: { id: entry.id }, data: { schedule: checked?.data ?? null } }] },
        },
      });
      showToast({ type: 'success', title: LL.menus.saved() }, 2000);
      await onSaved();
    } catch (error) {
      const problems = timeRowProblems(serverFieldMessages(error), SERVER_PREFIX);
      setErrors(problems);
      setFailure(
        Object.keys(problems).length
          ? LL.menus.errors.checkFields()
          : error instanceof Error
            ? error.message
            : String(error),
      );
    } finally {
      setBusy(false);
    }
  };
  const dayOptions = WEEKDAY_KEYS.map((day) => ({ id: day, label: LL.menus.weekdays[day]() }));
  const cells = cellsOfRows(rows);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={LL.menus.availability({ name: entry.title })}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className={styles.muted}>{LL.menus.availabilityHelp()}</p>
        {rows.length === 0 && <p className={styles.muted}>{LL.menus.availabilityNone()}</p>}
        <div className={styles.dialogLines}>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <fieldset key={row.key} className={styles.timeRow}>
                <legend>{LL.menus.availabilityLine({ n })}</legend>
                <CheckboxGroupInput
                  label={LL.menus.days()}
                  name={`days-${row.key}`}
                  options={dayOptions}
                  value={row.days}
                  onChange={(days) => change(index, { days })}
                  error={errors[`${index}.days`]}
                />
                <div className={styles.actions}>
                  <TextField
                    label={LL.menus.availabilityFrom({ n })}
                    type="time"
                    value={row.from}
                    onChange={(from) => change(index, { from })}
                    errorMessage={errors[`${index}.from`]}
                  />
                  <TextField
                    label={LL.menus.availabilityTo({ n })}
                    type="time"
                    value={row.to}
                    onChange={(to) => change(index, { to })}
                    errorMessage={errors[`${index}.to`]}
                  />
                </div>
                <CheckboxInput
                  label={LL.menus.overnight()}
                  name={`overnight-${row.key}`}
                  value={row.overnight}
                  onChange={(overnight) => change(index, { overnight })}
                />
                <Button
                  tone="ghost"
                  size="sm"
                  onPress={() => setRows((all) => all.filter((_, i) => i !== index))}
                >
                  {LL.menus.availabilityRemove({ n })}
                </Button>
              </fieldset>
            );
          })}
        </div>
        <Button tone="secondary" onPress={add}>
          {LL.menus.availabilityAdd()}
        </Button>
        <WeekGrid
          label={LL.menus.availabilityGrid({ name: entry.title })}
          cells={cells}
          onChange={(next) => {
            setRows(timeRowsOfCells(next));
            setErrors({});
          }}
        />
        <p role="status" className={styles.muted}>
          {cells.size === 0 ? LL.menus.availabilityNone() : LL.menus.hoursMarked({ count: cells.size })}
        </p>
        {failure && <p role="alert">{failure}</p>}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {LL.menus.save()}
          </Button>
          <Button tone="ghost" onPress={onClose}>
            {LL.menus.cancel()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
