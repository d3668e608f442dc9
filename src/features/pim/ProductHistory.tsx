import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { removableIngredientsQueryOptions } from './pim.queries.ts';
import { RemovableIngredients } from './RemovableIngredients/RemovableIngredients.tsx';

// The menus area's history list, loaded when a product's editor opens: the products list itself
// does not carry it.
const RecordHistory = lazy(() =>
  import('../menus/index.ts').then((area) => ({ default: area.RecordHistory })),
);

/** A product's History panel (issue 16, item 6): its changes and its metadata's, with revert. */
export function ProductHistory({
  itemId,
  name,
  onReverted,
}: {
  itemId: string;
  name: string;
  onReverted?: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <RecordHistory recordId={itemId} name={name} onReverted={onReverted} />
    </Suspense>
  );
}

/**
 * The product editor's side panels: its removable ingredients and its history. A revert in the
 * history may change the ingredients: they are read again and the panel starts from them.
 */
export function ProductAside({ itemId, name }: { itemId: string; name: string }) {
  const queryClient = useQueryClient();
  const [revision, setRevision] = useState(0);
  const reverted = async () => {
    await queryClient.fetchQuery(removableIngredientsQueryOptions(itemId));
    setRevision((current) => current + 1);
  };
  return (
    <>
      <RemovableIngredients key={`${itemId}:${revision}`} itemId={itemId} name={name} />
      <ProductHistory itemId={itemId} name={name} onReverted={() => void reverted()} />
    </>
  );
}
