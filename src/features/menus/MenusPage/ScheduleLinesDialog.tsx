import { type ReactNode, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxGroupInput, CheckboxInput } from '../../../ui/FormControls.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import * as styles from './MenusPage.css.ts';
import { type TimeRow, WEEKDAY_KEYS } from './schedule.ts';

let nextKey = 0;

/** The words of one kind of schedule lines (availability, happy hours). */
export interface ScheduleLineTexts {
  title: string;
  help: string;
  none: string;
  line: (n: number) => string;
  from: (n: number) => string;
  to: (n: number) => string;
  remove: (n: number) => string;
  add: string;
}

/** What a save found: field messages by `index.field`, or the value to send. */
export type LinesCheck<V> = { ok: true; value: V } | { ok: false; errors: Record<string, string> };

/**
 * The one dialog of schedule lines of a menu entry (issue 16 item 5): lines of weekdays and
 * from–to in the venue's time zone, a line may go past midnight, plus what a kind adds to a line
 * (a price) or under the lines (the week grid). Each kind checks its lines with the shared schema
 * before sending and turns the server's field errors into the same `index.field` messages.
 * Used by `AvailabilityDialog` (when an entry is on sale) and `TimePricesDialog` (happy hours).
 */
export function ScheduleLinesDialog<R extends TimeRow, V>({
  texts,
  initial,
  blank,
  lineField,
  below,
  check,
  send,
  serverProblems,
  onClose,
  onSaved,
}: {
  texts: ScheduleLineTexts;
  initial: () => R[];
  /** A new line's fields beyond the shared ones (a price). */
  blank: Omit<R, keyof TimeRow>;
  /** A field a kind adds to each line, after from–to. */
  lineField?: (
    row: R,
    index: number,
    change: (patch: Partial<R>) => void,
    errors: Record<string, string>,
  ) => ReactNode;
  /** What a kind shows under the lines (the week grid), given the lines and a way to replace them. */
  below?: (rows: readonly R[], replace: (rows: R[]) => void) => ReactNode;
  check: (rows: readonly R[]) => LinesCheck<V>;
  send: (value: V) => Promise<unknown>;
  serverProblems: (error: unknown, rows: readonly R[]) => Record<string, string>;
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  const [rows, setRows] = useState<R[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<R>) => {
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    // An edited field's message goes (it may be right now); the next save checks again.
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
      {
        ...blank,
        key: `new-${nextKey}`,
        days: ['1', '2', '3', '4', '5'],
        from: '',
        to: '',
        overnight: false,
      } as R,
    ]);
  };
  const save = async () => {
    const checked = check(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(LL.menus.errors.checkFields());
      return;
    }
    setBusy(true);
    try {
      await send(checked.value);
      showToast({ type: 'success', title: LL.menus.saved() }, 2000);
      await onSaved();
    } catch (error) {
      const problems = serverProblems(error, rows);
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
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={texts.title}>
      <form
        className={styles.form}
        // The fields' messages are ours (shared schema, then the server's): the browser's own check
        // of an invalid-marked field would silently block the next save.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className={styles.muted}>{texts.help}</p>
        {rows.length === 0 && <p className={styles.muted}>{texts.none}</p>}
        <div className={styles.dialogLines}>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <fieldset key={row.key} className={styles.timeRow}>
                <legend>{texts.line(n)}</legend>
                <CheckboxGroupInput
                  label={LL.menus.days()}
                  name={`days-${row.key}`}
                  options={dayOptions}
                  value={row.days}
                  onChange={(days) => change(index, { days } as Partial<R>)}
                  error={errors[`${index}.days`]}
                />
                <div className={styles.actions}>
                  <TextField
                    label={texts.from(n)}
                    type="time"
                    value={row.from}
                    onChange={(from) => change(index, { from } as Partial<R>)}
                    errorMessage={errors[`${index}.from`]}
                  />
                  <TextField
                    label={texts.to(n)}
                    type="time"
                    value={row.to}
                    onChange={(to) => change(index, { to } as Partial<R>)}
                    errorMessage={errors[`${index}.to`]}
                  />
                  {lineField?.(row, index, (patch) => change(index, patch), errors)}
                </div>
                <CheckboxInput
                  label={LL.menus.overnight()}
                  name={`overnight-${row.key}`}
                  value={row.overnight}
                  onChange={(overnight) => change(index, { overnight } as Partial<R>)}
                />
                <Button
                  tone="ghost"
                  size="sm"
                  onPress={() => setRows((all) => all.filter((_, i) => i !== index))}
                >
                  {texts.remove(n)}
                </Button>
              </fieldset>
            );
          })}
        </div>
        <Button tone="secondary" onPress={add}>
          {texts.add}
        </Button>
        {below?.(rows, (next) => {
          setRows(next);
          setErrors({});
        })}
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
