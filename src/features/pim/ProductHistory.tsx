import { lazy, Suspense } from 'react';

// The menus area's history list, loaded when a product's editor opens: the products list itself
// does not carry it.
const RecordHistory = lazy(() =>
  import('../menus/index.ts').then((area) => ({ default: area.RecordHistory })),
);

/** A product's History panel (issue 16, item 6): its changes and its metadata's, with revert. */
export function ProductHistory({ itemId, name }: { itemId: string; name: string }) {
  return (
    <Suspense fallback={null}>
      <RecordHistory recordId={itemId} name={name} />
    </Suspense>
  );
}
