import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { mutation } from '../../../graphql/mutation.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import type { TranslationFunctions } from '../../../i18n/i18n-types.ts';
import {
  createProductImportActor,
  type ProductImportActor,
} from '../../../machines/productImport/productImport.actors.ts';
import { crudStyles, failureText } from '../../../platform/crud/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import {
  AppendItemImportDocument,
  CommitItemImportDocument,
  PreviewItemImportDocument,
  StartItemImportDocument,
} from '../pim.gql.ts';
import { PIM_INVALIDATES } from '../resourceHelpers.tsx';
import * as styles from './ProductCsv.css.ts';

/** Rows of the preview shown in the dialog; the counts cover all. */
const ROWS_SHOWN = 200;

const FIELD_KEYS: Record<string, keyof TranslationFunctions['pim']['resources']['products']['fields']> = {
  title: 'title',
  titleLang: 'titleLang',
  categories: 'categoryIds',
  price: 'defaultPrice',
  vatRate: 'vatRate',
  takeAwayVatRate: 'takeAwayVatRate',
  norwegianCategory: 'norwegianCategory',
  manualPrice: 'manualPrice',
  volumeSuffix: 'volumeSuffix',
  course: 'courseTypeId',
  allergens: 'allergens',
  imageUrl: 'imageUrl',
};

type Action = 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'ERROR';
const ACTIONS: readonly string[] = ['CREATE', 'UPDATE', 'UNCHANGED', 'ERROR'];

function useImportActor(): ProductImportActor {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [actor] = useState(() =>
    createProductImportActor({
      start: async () => (await mutation.send(StartItemImportDocument)).startItemImport,
      append: async (importId, index, chunk) => {
        await mutation.send(AppendItemImportDocument, { importId, index, chunk });
      },
      preview: async (importId) =>
        (await mutation.send(PreviewItemImportDocument, { importId })).previewItemImport,
      commit: async (importId) =>
        (await mutation.send(CommitItemImportDocument, { importId })).commitItemImport,
      onImported: () => {
        for (const key of PIM_INVALIDATES) void queryClient.invalidateQueries({ queryKey: key });
      },
      failureMessage: (error) => failureText(LL, error),
    }),
  );
  useEffect(() => () => void actor.stop(), [actor]);
  return actor;
}

/** The CSV import: choose a file, see the preview, import (its machine loads with the dialog). */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const actor = useImportActor();
  const state = useSelector(actor, (snapshot) => snapshot);
  const { preview, uploaded, chunks, result, error, fileName } = state.context;
  const busy = state.matches('uploading') || state.matches('previewing') || state.matches('importing');
  const changes = preview ? preview.creates + preview.updates : 0;
  const chooseFile = (
    <FileTrigger
      acceptedFileTypes={['.csv', 'text/csv']}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) void file.text().then((text) => actor.send({ type: 'FILE', name: file.name, text }));
      }}
    >
      <Button tone={state.matches('idle') ? 'primary' : 'secondary'} isDisabled={busy}>
        {state.matches('idle') ? LL.pim.csv.chooseFile() : LL.pim.csv.chooseAnother()}
      </Button>
    </FileTrigger>
  );
  const actionLabel = (action: string) =>
    ACTIONS.includes(action) ? LL.pim.csv.actions[action as Action]() : action;
  const fieldName = (field: string) => {
    const key = FIELD_KEYS[field];
    return key ? LL.pim.resources.products.fields[key]() : field;
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && !busy && onClose()} title={LL.pim.csv.dialogTitle()}>
      <div className={styles.body} data-testid="csv-import">
        {state.matches('idle') && <p>{LL.pim.csv.intro()}</p>}
        {fileName && <p className={crudStyles.muted}>{fileName}</p>}
        {(state.matches('uploading') || state.matches('previewing')) && (
          <Progress
            label={state.matches('uploading') ? LL.pim.csv.uploading() : LL.pim.csv.reading()}
            value={chunks > 0 ? Math.round((uploaded / chunks) * 100) : 0}
            indeterminate={state.matches('previewing')}
          />
        )}
        {state.matches('importing') && <Progress label={LL.pim.csv.writing()} value={0} indeterminate />}
        {state.matches('done') && result && (
          <>
            <Progress label={LL.pim.csv.progress()} value={100} />
            <p role="status">{LL.pim.csv.done(result)}</p>
          </>
        )}
        {error && (
          <p role="alert" className={crudStyles.alert}>
            {state.matches('failed') ? LL.pim.csv.failed({ message: error }) : error}
          </p>
        )}
        {preview && (state.matches('preview') || state.matches('importing')) && (
          <>
            <p role="status" className={styles.summary}>
              {LL.pim.csv.summary({
                creates: preview.creates,
                updates: preview.updates,
                unchanged: preview.unchanged,
                errors: preview.errors.length,
              })}
            </p>
            {preview.errors.length > 0 && (
              <div role="alert" className={crudStyles.alert}>
                <p>{LL.pim.csv.fixFirst()}</p>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls; keyboard users must reach it */}
                <ul className={styles.errors} tabIndex={0}>
                  {preview.errors.map((problem) => (
                    <li key={`${problem.line}:${problem.column}:${problem.code}`}>
                      {LL.pim.csv.errorAt({
                        line: problem.line,
                        column: problem.column,
                        message: problem.message,
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {preview.errors.length === 0 && changes === 0 && <p>{LL.pim.csv.nothingToDo()}</p>}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls; keyboard users must reach it */}
            <section className={styles.tableWrap} aria-label={LL.pim.csv.previewLabel()} tabIndex={0}>
              <table className={styles.table}>
                <caption className={styles.caption}>{LL.pim.csv.previewLabel()}</caption>
                <thead>
                  <tr>
                    <th scope="col">{LL.pim.csv.lineColumn()}</th>
                    <th scope="col">{LL.pim.csv.actionColumn()}</th>
                    <th scope="col">{LL.pim.csv.titleColumn()}</th>
                    <th scope="col">{LL.pim.csv.detailColumn()}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.slice(0, ROWS_SHOWN).map((row) => (
                    <tr key={row.line} data-action={row.action}>
                      <td>{row.line}</td>
                      <td>{actionLabel(row.action)}</td>
                      <td>{row.title}</td>
                      <td>
                        {row.changes.length > 0
                          ? LL.pim.csv.changedFields({ fields: row.changes.map(fieldName).join(', ') })
                          : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {preview.total > ROWS_SHOWN && (
                <p className={crudStyles.muted}>
                  {LL.pim.csv.more({ count: preview.total - Math.min(ROWS_SHOWN, preview.rows.length) })}
                </p>
              )}
            </section>
          </>
        )}
        <div className={crudStyles.dialogActions}>
          {!state.matches('done') && chooseFile}
          {(state.matches('preview') || state.matches('importing')) && (
            <Button
              onPress={() => actor.send({ type: 'IMPORT' })}
              isDisabled={!state.can({ type: 'IMPORT' }) || state.matches('importing')}
            >
              {LL.pim.csv.run({ count: changes })}
            </Button>
          )}
          <Button tone="secondary" onPress={onClose} isDisabled={busy}>
            {state.matches('done') ? LL.crud.form.close() : LL.crud.form.cancel()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function Progress({
  label,
  value,
  indeterminate,
}: {
  label: string;
  value: number;
  indeterminate?: boolean;
}) {
  return (
    <ProgressBar className={styles.progress} value={value} isIndeterminate={indeterminate}>
      {({ percentage }) => (
        <>
          <div className={styles.progressLabel}>
            <Label>{label}</Label>
            {!indeterminate && <span>{Math.round(percentage ?? 0)} %</span>}
          </div>
          <div className={styles.track}>
            <div
              className={indeterminate ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
              style={indeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
