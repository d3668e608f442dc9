import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  type ResourceDescriptor,
  type ResourceKey,
  validateResourceSearch,
} from '../../../platform/crud/index.ts';
import type { PimEnv } from '../pimEnv.ts';
import { PimPage } from './PimPage.tsx';

/** A product-information page bound to the router: the list state lives in the URL. */
export function PimRoutePage<R extends ResourceKey, Row extends { id: string }, F>({
  descriptor,
}: {
  descriptor: ResourceDescriptor<R, Row, F, PimEnv>;
}) {
  const search = validateResourceSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <PimPage
      descriptor={descriptor}
      search={search}
      navigate={({ search: next, replace }) =>
        navigate({ to: '.', search: (previous) => next(validateResourceSearch(previous)), replace })
      }
    />
  );
}
