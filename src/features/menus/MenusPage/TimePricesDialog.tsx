import { useState } from 'react';
import type { TimePrice } from '../../../domain/menuAt.ts';
import { menuFieldErrors, timePriceSchema } from '../../../domain/menuSchemas.ts';
import { z } from '../../../domain/zod.ts';
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
import { type PriceRow, pricesOf, rowProblems, rowsOf, WEEKDAY_KEYS } from './schedule.ts';

const pricesSchema = z.array(timePriceSchema);
let nextKey = 0;

/**
 * The time-bound prices of one menu entry (a happy hour): lines of weekdays, from–to in the
 * venue's time zone and a price. Checked with the shared schema before sending; the server checks
 * again and its field errors land on the same fields.
 */
export function TimePricesDialog({
  menuId,
  version,
  entry,
  parseAmount,
  onClose,
  onSaved,
}: {
  menuId: string;
  /** The menu's version the dialog started from: a change made elsewhere since is refused. */
  version: number;
  entry: { id: string; title: string; timePrices: readonly TimePrice[] };
  parseAmount: (text: string) => number | null;
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}) {
  const { LL } = useI18nContext();
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf(entry.timePrices));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<PriceRow>) => {
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
        key: `new-${nextKey}`,
        price: '',
        days: ['1', '2', '3', '4', '5'],
        from: '',
        to: '',
        overnight: false,
      },
    ]);
  };
  const save = async () => {
    const { prices, places } = pricesOf(rows, parseAmount);
    const checked = pricesSchema.safeParse(prices);
    if (!checked.success) {
      setErrors(rowProblems(translateCodes(LL.menus.errors, menuFieldErrors(checked.error)), places));
      setFailure(LL.menus.errors.checkFields());
      return;
    }
    setBusy(true);
    try {
      await mutation.send(SaveEntryTimesDocument, {
        menuId,
        expectedVersion: version,
        data: { menuEntries: { update: [{ where: { id: entry.id }, data: { timePrices: checked.data } }] } },
      });
      showToast({ type: 'success', title: LL.menus.saved() }, 2000);
      await onSaved();
    } catch (error) {
      const problems = rowProblems(
        serverFieldMessages(error),
        places,
        'menuEntries.update.0.data.timePrices.',
      );
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
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={LL.menus.happyHour({ name: entry.title })}
    >
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
        <p className={styles.muted}>{LL.menus.happyHourHelp()}</p>
        {rows.length === 0 && <p className={styles.muted}>{LL.menus.happyHourNone()}</p>}
        <div className={styles.dialogLines}>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <fieldset key={row.key} className={styles.timeRow}>
                <legend>{LL.menus.happyHourLine({ n })}</legend>
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
                    label={LL.menus.fromLine({ n })}
                    type="time"
                    value={row.from}
                    onChange={(from) => change(index, { from })}
                    errorMessage={errors[`${index}.from`]}
                  />
                  <TextField
                    label={LL.menus.toLine({ n })}
                    type="time"
                    value={row.to}
                    onChange={(to) => change(index, { to })}
                    errorMessage={errors[`${index}.to`]}
                  />
                  <TextField
                    label={LL.menus.priceLine({ n })}
                    inputMode="decimal"
                    value={row.price}
                    onChange={(price) => change(index, { price })}
                    errorMessage={errors[`${index}.price`]}
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
                  {LL.menus.happyHourRemove({ n })}
                </Button>
              </fieldset>
            );
          })}
        </div>
        <Button tone="secondary" onPress={add}>
          {LL.menus.happyHourAdd()}
        </Button>
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
