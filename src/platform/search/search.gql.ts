import { graphql } from '../../graphql/__generated__/gql.ts';

export const SearchDocument = graphql(`
  query Search($query: String!) {
    search(query: $query) {
      items {
        id
        title
        categories {
          id
          name
        }
      }
      categories {
        id
        name
      }
      staff {
        id
        name
      }
      pages {
        key
        title
        path
        kind
      }
    }
  }
`);
