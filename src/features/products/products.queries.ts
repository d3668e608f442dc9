import { queryOptions } from '@tanstack/react-query';
import { execute } from '../../graphql/client.ts';
import { GetItemsDocument } from './products.gql.ts';

export const itemsQueryOptions = () =>
  queryOptions({
    queryKey: ['items'],
    queryFn: async () => (await execute(GetItemsDocument, {})).items,
    staleTime: 30_000,
  });
