import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TABLE_SHAPES, type TableShape } from '../../../domain/tables.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { failureText } from '../../../platform/crud/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { CreateTablesDocument } from '../tables.gql.ts';
import { tablesKeys } from '../tables.queries.ts';
import type { TablesEnv } from '../tablesEnv.ts';
import * as styles from './TablesPage.css.ts';

/** "Tables 1–20": a prefix and a number range, made in one call (all or none). */
export function BulkTables({ env }: { env: TablesEnv }) {
  const { LL } = useI18nContext();
  const L = LL.tables.bulk;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [planId, setPlanId] = useState(env.options.plans[0]?.id ?? '');
  const [prefix, setPrefix] = useState('');
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('20');
  const [shape, setShape] = useState<TableShape>('SQUARE');
  const [seats, setSeats] = useState('4');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    try {
      const made = await mutation.send(CreateTablesDocument, {
        data: {
          floorPlanId: planId,
          prefix,
          from: Number.parseInt(from, 10),
          to: Number.parseInt(to, 10),
          shape,
          seats: Number.parseInt(seats, 10),
        },
      });
      await queryClient.invalidateQueries({ queryKey: tablesKeys.all });
      setDone(L.done({ count: made.createTables.length }));
      setOpen(false);
    } catch (error) {
      setProblem(failureText(LL, error));
    }
  };

  return (
    <>
      <Button tone="secondary" onPress={() => setOpen(true)} isDisabled={env.plans.length === 0}>
        {L.open()}
      </Button>
      {done && (
        <span role="status" data-testid="bulk-done">
          {done}
        </span>
      )}
      <Modal isOpen={open} onOpenChange={setOpen} title={L.title()}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Select
            label={LL.tables.plans.label()}
            options={env.options.plans}
            value={planId}
            onChange={setPlanId}
          />
          <TextField label={L.prefix()} value={prefix} onChange={setPrefix} maxLength={10} />
          <div className={styles.row}>
            <TextField label={L.from()} inputMode="numeric" value={from} onChange={setFrom} />
            <TextField label={L.to()} inputMode="numeric" value={to} onChange={setTo} />
          </div>
          <div className={styles.row}>
            <Select
              label={LL.tables.resources.tables.fields.shape()}
              options={TABLE_SHAPES.map((id) => ({ id, label: LL.tables.shapes[id]() }))}
              value={shape}
              onChange={setShape}
            />
            <TextField
              label={LL.tables.resources.tables.fields.seats()}
              inputMode="numeric"
              value={seats}
              onChange={setSeats}
            />
          </div>
          {problem && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
          <Button type="submit">{L.submit()}</Button>
        </form>
      </Modal>
    </>
  );
}
