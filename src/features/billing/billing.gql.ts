import { graphql } from '../../graphql/__generated__/gql.ts';

export const CreateBillingAccountDocument = graphql(`
  mutation CreateBillingAccount($input: CreateBillingAccountInput!) {
    createBillingAccount(input: $input)
  }
`);
