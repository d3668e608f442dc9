import { queryOptions } from '@tanstack/react-query';
import type { LoginMutationVariables } from '../../graphql/__generated__/graphql.ts';
import { execute } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import { GetUserMetadataDocument, LoginDocument } from './session.gql.ts';

export const userMetadataQueryOptions = () =>
  queryOptions({
    queryKey: ['userMetadata'],
    queryFn: async () => (await execute(GetUserMetadataDocument)).userMetadata,
    staleTime: 5 * 60_000,
  });

export async function login(variables: LoginMutationVariables) {
  return (await mutation.send(LoginDocument, variables)).login;
}
