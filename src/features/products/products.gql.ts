import { graphql } from '../../graphql/__generated__/gql.ts';

export const GetItemsDocument = graphql(`
  query GetItems($companyId: ID) {
    items(companyId: $companyId) {
      count
      results {
        id
        title
        titleLang {
          en
          se
          es
          no
        }
        defaultPrice
        categories {
          id
          name
          color
        }
      }
    }
  }
`);
