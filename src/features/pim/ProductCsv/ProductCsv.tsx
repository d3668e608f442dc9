import { lazy, Suspense, useState } from 'react';
import { fetchAuthorized } from '../../../graphql/client.ts';
import { useI18nContext } from '../../../i18n/i18n-react.tsx';
import { failureText, type ListQuery } from '../../../platform/crud/index.ts';
import { preloadOnIntent } from '../../../ui/loadOnUse.ts';
import { PlainButton as Button } from '../../../ui/PlainControls.tsx';
import { showToast } from '../../../ui/toastHost.ts';
import { type ProductRow, productsCsvPath } from '../pim.queries.ts';
import type { PimEnv } from '../pimEnv.ts';

/**
 * The import dialog (its machine, react-aria's file trigger and progress bar) loads when the
 * Import button is pointed at, focused or pressed, not with the products list.
 */
const loadImportDialog = () => import('./ImportDialog.tsx');
const ImportDialog = lazy(async () => ({ default: (await loadImportDialog()).ImportDialog }));
const preloadImportDialog = () => void loadImportDialog().catch(() => {});

function download(name: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export and import of products as CSV, in the products toolbar. */
export function ProductCsvTools({
  query,
}: {
  env: PimEnv;
  rows: readonly ProductRow[];
  /** The list's search, category and sort: the file holds what the list shows, every page of it. */
  query: ListQuery | null;
}) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <Button
        tone="secondary"
        isDisabled={exporting}
        onClick={async () => {
          setExporting(true);
          try {
            // The server streams the file (GET /export/products.csv, server/pim/productExport.ts):
            // the browser holds the file's bytes, never the catalogue as records.
            const response = await fetchAuthorized(productsCsvPath(query));
            const count = Number(response.headers.get('x-row-count') ?? 0);
            download(`products-${new Date().toISOString().slice(0, 10)}.csv`, await response.blob());
            showToast({ type: 'success', title: LL.pim.csv.exported({ count }) }, 3000);
          } catch (error) {
            showToast({ type: 'error', title: failureText(LL, error) }, 3000);
          } finally {
            setExporting(false);
          }
        }}
      >
        {LL.pim.csv.export()}
      </Button>
      <Button tone="secondary" {...preloadOnIntent(preloadImportDialog)} onClick={() => setOpen(true)}>
        {LL.pim.csv.import()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
